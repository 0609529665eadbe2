import { Alert, type AlertProps, type MantineColor } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";

/** A tinted notice in the page's flow: a failure in red, something missing in yellow. */
export function Notice({
  color,
  icon: Icon,
  title,
  testId,
  children,
  ...rest
}: {
  color: MantineColor;
  icon: ComponentType<{ size?: number }>;
  title: string;
  testId?: string;
  children: ReactNode;
} & Pick<AlertProps, "mb">) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} />}
      title={title}
      data-testid={testId}
      // Mantine's yellow title text is too pale on the light yellow background (WCAG AA).
      styles={color === "yellow" ? { title: { color: "var(--mantine-color-text)" } } : undefined}
      {...rest}
    >
      {children}
    </Alert>
  );
}
