import { Stack } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A modal form's body: its fields stacked, Enter submits through `onSubmit` (the page does not
 * reload), and the browser's own validation bubbles stay off so the form's messages show.
 */
export function FormStack({
  onSubmit,
  children,
}: {
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}
