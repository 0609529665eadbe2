import { ActionIcon, Button, Menu } from "@mantine/core";
import {
  IconAdjustmentsBolt,
  IconDotsVertical,
  IconFileImport,
  IconUsers,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

/**
 * Where the ledger leads: payees, rules and the statement import (for the open account). A row
 * of buttons on a desktop; on a phone one menu, so the rows start near the top of the screen.
 */
export function LedgerLinks({
  menu,
  importTo,
  canImport,
}: {
  menu: boolean;
  importTo?: string;
  /** A viewer of the household imports nothing (EditAccess). */
  canImport: boolean;
}) {
  const { t } = useTranslation("transactions");
  const importPath = importTo ? `/import?account=${importTo}` : "/import";
  if (menu) {
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("links.more")}
            data-testid="ledger-links"
          >
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/payees" leftSection={<IconUsers size={16} />}>
            {t("links.payees")}
          </Menu.Item>
          <Menu.Item component={Link} to="/rules" leftSection={<IconAdjustmentsBolt size={16} />}>
            {t("links.rules")}
          </Menu.Item>
          {canImport && (
            <Menu.Item
              component={Link}
              to={importPath}
              leftSection={<IconFileImport size={16} />}
              data-testid="open-import"
            >
              {t("importAction")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <>
      <Button component={Link} to="/payees" variant="default" leftSection={<IconUsers size={18} />}>
        {t("links.payees")}
      </Button>
      <Button
        component={Link}
        to="/rules"
        variant="default"
        leftSection={<IconAdjustmentsBolt size={18} />}
      >
        {t("links.rules")}
      </Button>
      {canImport && (
        <Button
          component={Link}
          to={importPath}
          variant="light"
          leftSection={<IconFileImport size={18} />}
          data-testid="open-import"
        >
          {t("importAction")}
        </Button>
      )}
    </>
  );
}
