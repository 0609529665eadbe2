import { Menu, type MantineColor } from "@mantine/core";
import { IconDotsVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { use, useState, type ReactNode } from "react";
import { EditAccess } from "./editAccess";
import { useTranslation } from "react-i18next";
import { PlainIconButton } from "./PlainIconButton";

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
export function RowActionsMenu(props: RowActionsMenuProps) {
  const [armed, setArmed] = useState(false);
  // A viewer of the household changes nothing: no row actions at all.
  if (!use(EditAccess)) return null;
  // A long list has one of these per row: until the first click it is a plain button, and
  // the menu (its translations and positioning) is built only then, so rows stay cheap.
  if (!armed) {
    return (
      <PlainIconButton aria-label={props.label} aria-haspopup="menu" onClick={() => setArmed(true)}>
        <IconDotsVertical size={18} />
      </PlainIconButton>
    );
  }
  return <OpenedRowMenu {...props} />;
}

function OpenedRowMenu({
  label,
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  items = [],
}: RowActionsMenuProps) {
  const { t } = useTranslation();
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
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        {/* Drawn anew inside the menu: autoFocus keeps the keyboard where the user left it. */}
        <PlainIconButton aria-label={label} aria-haspopup="menu" autoFocus>
          <IconDotsVertical size={18} />
        </PlainIconButton>
      </Menu.Target>
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
