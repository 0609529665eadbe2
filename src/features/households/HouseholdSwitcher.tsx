import { Badge, Button, Menu, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconChevronDown, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Id } from "../../../convex/_generated/dataModel";
import { useHouseholdMutations, useHouseholds } from "../../data/households";
import { useErrorMessage } from "../../lib/errors";

/**
 * The header's household switcher: which household is open, and the others to open. Every
 * screen is a live query, so switching re-runs them all on the other household's books.
 */
export default function HouseholdSwitcher() {
  const { t } = useTranslation("households");
  const households = useHouseholds();
  const { switchTo } = useHouseholdMutations();
  const errorText = useErrorMessage();
  const open = households?.find((h) => h.active);
  // With one household there is nothing to switch to: Settings → Household manages it.
  if (households === undefined || open === undefined || households.length < 2) return null;
  async function choose(householdId: Id<"households">) {
    try {
      await switchTo({ householdId });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error) });
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          aria-label={t("switcher.label", { name: open.name })}
          data-testid="household-switcher"
          leftSection={<IconUsers size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Text size="sm" maw={140} truncate visibleFrom="sm" data-truncate-ok title={open.name}>
            {open.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("switcher.title")}</Menu.Label>
        {households.map((h) => (
          <Menu.Item
            key={h._id}
            onClick={() => !h.active && void choose(h._id)}
            leftSection={
              h.active ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />
            }
            rightSection={
              <Badge size="xs" variant="light" color={h.role === "viewer" ? "gray" : "brand"}>
                {t(`roles.${h.role}`)}
              </Badge>
            }
            aria-current={h.active ? "true" : undefined}
          >
            {h.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings#household">
          {t("switcher.manage")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
