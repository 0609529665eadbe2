import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * An action that reads as a link ("Forgot password?", "Use a recovery code"): a real button for
 * keyboards and screen readers, never a submit.
 */
export function TextButton({
  onClick,
  children,
  ...props
}: Omit<AnchorProps, "component"> & { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
