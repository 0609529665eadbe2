import { Button, type ButtonProps, type ElementProps } from "@mantine/core";
import type { ComponentType } from "react";

type SmallButtonProps = Omit<ButtonProps, "size" | "leftSection"> &
  ElementProps<"button", keyof ButtonProps> & {
    icon: ComponentType<{ size?: number }>;
    /** 16 unless told; a card's quieter action (a report's download) takes 14. */
    iconSize?: number;
  };

/** The small icon-first button of a card's header or a section's toolbar ("Sync now", "Rates"). */
export function SmallButton({ icon: Icon, iconSize = 16, ...props }: SmallButtonProps) {
  return <Button size="xs" leftSection={<Icon size={iconSize} />} {...props} />;
}
