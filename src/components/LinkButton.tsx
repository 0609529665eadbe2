import { Button, type ButtonProps } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router-dom";

/** A button that goes to another screen (a page header's "Rules", "Payees"…), icon first. */
export function LinkButton({
  to,
  icon: Icon,
  variant = "light",
  children,
}: {
  to: string;
  icon: ComponentType<{ size?: number }>;
  variant?: ButtonProps["variant"];
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<Icon size={18} />}>
      {children}
    </Button>
  );
}
