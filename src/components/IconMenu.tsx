import { ActionIcon, Menu, type ActionIconProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A menu behind a quiet icon button, opening under its right edge: a card's or a row's less
 * frequent actions. `label` names what the menu is for, as a screen reader says it.
 */
export function IconMenu({
  label,
  icon,
  size,
  color,
  children,
}: {
  label: string;
  icon: ReactNode;
  size?: ActionIconProps["size"];
  color?: ActionIconProps["color"];
  /** The menu's items (Menu.Item, Menu.Label, Menu.Divider). */
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size={size} color={color} aria-label={label}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      {/* Never wider than a phone's screen: long items (amounts in words) wrap instead. */}
      <Menu.Dropdown maw="calc(100vw - 16px)">{children}</Menu.Dropdown>
    </Menu>
  );
}
