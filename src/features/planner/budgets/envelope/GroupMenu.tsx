import { Menu } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconDotsVertical,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IconMenu } from "../../../../components/IconMenu";
import type { EnvelopeGroupView } from "../../../../data/envelope";
import type { TableActions } from "./tableActions";

/** Rename, move up or down, delete: a group's actions (by menu, so they work by touch). */
export function GroupMenu(props: {
  name: string;
  group: EnvelopeGroupView;
  first: boolean;
  last: boolean;
  actions: TableActions;
}) {
  const { t } = useTranslation("planner");
  const { group, actions } = props;
  return (
    <IconMenu
      label={t("envelope.group.menu", { name: props.name })}
      icon={<IconDotsVertical size={16} />}
      size="sm"
    >
      <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => actions.renameGroup(group)}>
        {t("envelope.group.rename")}
      </Menu.Item>
      {!props.first && (
        <Menu.Item
          leftSection={<IconArrowUp size={14} />}
          onClick={() => actions.moveGroup(group, "up")}
        >
          {t("envelope.group.up")}
        </Menu.Item>
      )}
      {!props.last && (
        <Menu.Item
          leftSection={<IconArrowDown size={14} />}
          onClick={() => actions.moveGroup(group, "down")}
        >
          {t("envelope.group.down")}
        </Menu.Item>
      )}
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => actions.removeGroup(group)}
      >
        {t("envelope.group.remove")}
      </Menu.Item>
    </IconMenu>
  );
}
