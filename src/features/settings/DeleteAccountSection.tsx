import { useAuthActions } from "@convex-dev/auth/react";
import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useProfileMutations } from "../../data/profile";
import { withReauth } from "../../components/reauth";
import { SettingsSection } from "./SettingsCard";

/** Settings → delete my account (R32, R60): a confirmation, then everything goes. */
export function DeleteAccountSection() {
  const { t } = useTranslation("auth");
  const { deleteMyAccount } = useProfileMutations();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();

  async function remove() {
    // Home first: once the user document is gone the guard would send a protected page to
    // /login. The server ends every session; signOut clears the tokens in this tab.
    await navigate("/", { replace: true });
    try {
      // Asks for the password or a code first when the sign-in is over 10 minutes old.
      await withReauth(() => deleteMyAccount({}));
    } catch {
      notifications.show({ color: "red", message: t("deleteAccount.failed") });
      return;
    }
    await signOut().catch(() => undefined);
    notifications.show({ color: "brand", message: t("deleteAccount.done") });
  }

  function confirm() {
    modals.openConfirmModal({
      title: t("deleteAccount.confirmTitle"),
      children: <Text size="sm">{t("deleteAccount.confirmText")}</Text>,
      labels: { confirm: t("deleteAccount.confirm"), cancel: t("deleteAccount.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => void remove(),
    });
  }

  return (
    <SettingsSection section="deleteAccount">
      <Group justify="flex-end">
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirm}>
          {t("deleteAccount.button")}
        </Button>
      </Group>
    </SettingsSection>
  );
}
