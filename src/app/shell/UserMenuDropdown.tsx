import { Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLogout, IconSettings } from "@tabler/icons-react";
import { useAuthActions } from "@convex-dev/auth/react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { forgetDevice } from "../../data/device/forgetDevice";
import { unsentOutboxCount } from "../../data/device/outbox";
import { devicePerson } from "../../lib/offline/devicePerson";
import { confirmSignOutWithUnsent } from "./confirmSignOut";

/** The user menu around its button: settings and logout (loaded after the first screen). */
export default function UserMenuDropdown({
  label,
  trigger,
  defaultOpened,
}: {
  label: string;
  trigger: ReactElement;
  defaultOpened: boolean;
}) {
  const { t } = useTranslation();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();

  async function logout() {
    try {
      await signOut();
      await forgetDevice();
      await navigate("/");
    } catch {
      notifications.show({ color: "red", message: t("errors.auth.signOut") });
    }
  }

  // Sign-out wipes the device, outbox included: entries the server does not have yet would be
  // lost without a word, so the person is asked first.
  async function requestLogout() {
    const unsent = await unsentOutboxCount(devicePerson());
    if (unsent === 0) await logout();
    else confirmSignOutWithUnsent(t, unsent, () => void logout());
  }

  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {t("nav.settings")}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void requestLogout()}>
          {t("header.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
