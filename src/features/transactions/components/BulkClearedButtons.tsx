import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../../components/editAccess";
import { BULK_BATCH } from "../../../data/bulk";
import { useReconciliationMutations } from "../../../data/reconciliation";
import type { TransactionView } from "../../../data/transactions";
import { useErrorMessage } from "../../../lib/errors";
import { confirmReconciledChange } from "./reconciledConfirm";

interface Props {
  selected: TransactionView[];
  busy: boolean;
  onProgress: (progress: { done: number; total: number } | null) => void;
  onDone: () => void;
}

/**
 * "Mark cleared" and "Mark uncleared" for the picked rows: a statement's rows ticked in one
 * go instead of a click each. Unmarking reconciled rows asks first, as for one row; marking
 * leaves them as they are (they already count as cleared). Not offered to viewers.
 */
export function BulkClearedButtons({ selected, busy, onProgress, onDone }: Props) {
  const { t } = useTranslation("transactions");
  const { setClearedMany } = useReconciliationMutations();
  const errorMessage = useErrorMessage();
  const canEdit = use(EditAccess);
  if (!canEdit) return null;

  const mark = async (cleared: boolean, allowReconciled?: boolean) => {
    const ids = selected.map((tx) => tx._id);
    let changed = 0;
    onProgress({ done: 0, total: ids.length });
    try {
      for (let i = 0; i < ids.length; i += BULK_BATCH) {
        const batch = ids.slice(i, i + BULK_BATCH);
        changed += (await setClearedMany({ ids: batch, cleared, allowReconciled })).changed;
        onProgress({ done: i + batch.length, total: ids.length });
      }
      // Rows already so change nothing: the marks in the list say it, a "0" notice would not.
      if (changed > 0) {
        notifications.show({
          color: "teal",
          message: t(cleared ? "bulk.markedCleared" : "bulk.markedUncleared", { count: changed }),
        });
      }
      onDone();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error) });
    } finally {
      onProgress(null);
    }
  };

  const unmark = () =>
    selected.some((tx) => tx.cleared === "reconciled")
      ? confirmReconciledChange(() => void mark(false, true))
      : void mark(false);

  return (
    <>
      <Button
        variant="default"
        onClick={() => void mark(true)}
        disabled={busy}
        data-testid="bulk-mark-cleared"
      >
        {t("bulk.markCleared")}
      </Button>
      <Button variant="default" onClick={unmark} disabled={busy} data-testid="bulk-mark-uncleared">
        {t("bulk.markUncleared")}
      </Button>
    </>
  );
}
