import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../components/confirmDelete";
import { UNDO_MS, useUndoNotice } from "../../../components/useUndoNotice";
import { useBulkMutations, type BulkResult } from "../../../data/bulk";
import type { TransactionView } from "../../../data/transactions";

/** The spec's confirmation (R30); deleting either side of a transfer deletes both. */
export function useConfirmDelete() {
  const { t } = useTranslation("transactions");
  // Deleting goes through the bulk API, so a single delete is undoable too.
  const { remove } = useBulkMutations();
  const showUndo = useUndoNotice();
  return useCallback(
    (tx: TransactionView) =>
      confirmDelete({
        title: t("delete.title"),
        // Still asked (R30), though the toast then offers Undo: say so rather than "cannot".
        message: t("delete.message", { seconds: UNDO_MS / 1000 }),
        // A reconciled one says so in the same confirmation, which is then the user's consent.
        detail:
          [
            tx.kind === "transfer" ? t("delete.transfer") : "",
            tx.cleared === "reconciled" ? t("reconcile.deleteReconciled") : "",
          ]
            .filter(Boolean)
            .join(" ") || undefined,
        done: t("notify.deleted"),
        failed: t("notify.deleteError"),
        remove: () =>
          remove({
            ids: [tx._id],
            ...(tx.cleared === "reconciled" ? { allowReconciled: true } : {}),
          }),
        onDone: (result) => showUndo(t("notify.deleted"), [(result as BulkResult).undoId]),
      }),
    [t, remove, showUndo],
  );
}
