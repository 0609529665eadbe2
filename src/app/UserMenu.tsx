import { Avatar, Button, Menu, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChevronDown, IconLogout, IconSettings } from "@tabler/icons-react";
import { useAuthActions } from "@convex-dev/auth/react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import type { Viewer } from "../lib/session";

/** Header menu of a signed-in user: display name or e-mail, settings and logout (R3). */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const label = viewer.name || viewer.email || t("header.account");

  async function logout() {
    try {
      await signOut();
      await navigate("/");
    } catch {
      notifications.show({ color: "red", message: t("errors.auth.signOut") });
    }
  }

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          aria-label={t("header.userMenu", { name: label })}
          data-testid="user-menu"
          leftSection={
            <Avatar size={26} radius="xl" color="brand">
              {label.slice(0, 1).toUpperCase()}
            </Avatar>
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Text size="sm" maw={180} truncate visibleFrom="sm">
            {label}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {t("nav.settings")}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t("header.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
