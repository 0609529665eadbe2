import { ActionIcon, Menu, type MantineColor } from "@mantine/core";
import { IconDotsVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface RowMenuItem {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: MantineColor;
}

interface RowActionsMenuProps {
  /**
   * The trigger's accessible name. It must name the row ("Actions for Groceries"), since a
   * list holds one such button per row and a screen reader user tells them apart by it.
   */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Defaults to the shared "Edit" / "Delete". */
  editLabel?: string;
  deleteLabel?: string;
  /** Further actions, shown between Edit and Delete. */
  items?: RowMenuItem[];
}

/** The "⋮" menu at the end of a list row: Edit, any row-specific actions, then Delete in red. */
export function RowActionsMenu({
  label,
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  items = [],
}: RowActionsMenuProps) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const all: RowMenuItem[] = [
    ...(onEdit
      ? [
          {
            label: editLabel ?? t("common:actions.edit"),
            icon: <IconPencil size={16} />,
            onClick: onEdit,
          },
        ]
      : []),
    ...items,
    ...(onDelete
      ? [
          {
            label: deleteLabel ?? t("common:actions.delete"),
            icon: <IconTrash size={16} />,
            onClick: onDelete,
            color: "red",
          },
        ]
      : []),
  ];
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      aria-haspopup="menu"
      onClick={armed ? undefined : () => setArmed(true)}
      // The button is drawn anew inside the menu: keep the keyboard where the user left it.
      autoFocus={armed}
    >
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
  // A long list has one of these per row: the menu (and its positioning) is built on the
  // first click only, so the rows themselves stay cheap to draw.
  if (!armed) return trigger;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {all.map((item) => (
          <Menu.Item
            key={item.label}
            color={item.color}
            leftSection={item.icon}
            onClick={item.onClick}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
