import { ActionIcon } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircle, IconCircleCheck, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useReconciliationMutations } from "../../../data/reconciliation";
import type { TransactionView } from "../../../data/transactions";
import { useErrorMessage } from "../../../lib/errors";
import { confirmReconciledChange } from "./reconciledConfirm";

/**
 * The cleared mark at the start of a row: an empty circle (uncleared), a check (cleared) or a
 * lock (reconciled, which asks before unmarking). Its accessible name says what a click does.
 */
export function ClearedToggle({ tx, title }: { tx: TransactionView; title: string }) {
  const { t } = useTranslation("transactions");
  const { setCleared } = useReconciliationMutations();
  const errorMessage = useErrorMessage();
  const status = tx.cleared ?? "uncleared";
  const run = (allowReconciled?: boolean) =>
    setCleared({ id: tx._id, cleared: status === "uncleared", allowReconciled }).catch(
      (error: unknown) => notifications.show({ color: "red", message: errorMessage(error) }),
    );
  const label = t(status === "uncleared" ? "reconcile.markCleared" : "reconcile.unmarkCleared", {
    title,
  });
  const Icon =
    status === "reconciled" ? IconLock : status === "cleared" ? IconCircleCheck : IconCircle;
  // The status as a native tooltip: a Mantine Tooltip per row costs the ledger's first paint
  // a positioning engine for every visible row.
  return (
    <ActionIcon
      title={t(`reconcile.status.${status}`)}
      variant="subtle"
      color={status === "uncleared" ? "gray" : "teal"}
      aria-label={label}
      aria-pressed={status !== "uncleared"}
      data-testid="cleared-toggle"
      data-status={status}
      onClick={() =>
        status === "reconciled" ? confirmReconciledChange(() => void run(true)) : void run()
      }
    >
      <Icon size={18} />
    </ActionIcon>
  );
}
