import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18n from "i18next";

/** Asks before changing a reconciled transaction; `onConfirm` runs only on "Change anyway". */
export function confirmReconciledChange(onConfirm: () => void) {
  modals.openConfirmModal({
    title: i18n.t("transactions:reconcile.protectedTitle"),
    children: <Text size="sm">{i18n.t("common:errors.TRANSACTION_RECONCILED")}</Text>,
    labels: {
      confirm: i18n.t("transactions:reconcile.changeAnyway"),
      cancel: i18n.t("common:actions.cancel"),
    },
    confirmProps: { color: "orange", "data-testid": "confirm-reconciled" },
    onConfirm,
  });
}
