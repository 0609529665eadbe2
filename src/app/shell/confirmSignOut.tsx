import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { TFunction } from "i18next";

/**
 * Asks before a sign-out that would delete entries typed offline and not sent yet (sign-out
 * wipes the device). Staying is the default: the focus starts on it, and closing the dialog
 * any other way also stays.
 */
export function confirmSignOutWithUnsent(t: TFunction, count: number, signOut: () => void) {
  modals.openConfirmModal({
    title: t("signOutUnsent.title"),
    children: <Text size="sm">{t("signOutUnsent.message", { count })}</Text>,
    labels: {
      confirm: t("signOutUnsent.confirm", { count }),
      cancel: t("signOutUnsent.stay"),
    },
    confirmProps: { color: "red", "data-testid": "confirm-sign-out" },
    cancelProps: { "data-testid": "stay-signed-in", "data-autofocus": true },
    onConfirm: signOut,
  });
}
