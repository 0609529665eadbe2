import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../components/confirmDelete";
import { useUndoNotice } from "../../components/useUndoNotice";
import { useSampleMutations, type SamplePreview } from "../../data/sampleData";
import { useErrorMessage } from "../../lib/errors";

/**
 * "Remove sample data": a confirmation that names what goes (the sample accounts, the number
 * of sample transactions, reconciled ones included, and budgets) and which sample accounts stay
 * because they hold the user's own data (as theirs, without the sample mark in the name), then a
 * notification with Undo (the same undo as bulk changes).
 */
export function useRemoveSample() {
  const { t, i18n } = useTranslation("home");
  const { preview, remove } = useSampleMutations();
  const showUndo = useUndoNotice();
  const errorMessage = useErrorMessage();
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(items);

  const describe = (plan: SamplePreview) => {
    const items = [
      plan.accounts.length > 0 &&
        t("sample.confirm.accounts", { count: plan.accounts.length, names: list(plan.accounts) }),
      // Reconciled sample rows go too (they are sample rows): said before it happens.
      plan.transactions > 0 &&
        (plan.reconciled > 0
          ? t("sample.confirm.transactionsReconciled", {
              count: plan.transactions,
              reconciled: plan.reconciled,
            })
          : t("sample.confirm.transactions", { count: plan.transactions })),
      plan.budgets > 0 && t("sample.confirm.budgets", { count: plan.budgets }),
    ].filter((item) => item !== false);
    return t("sample.confirm.goes", { items: list(items) });
  };
  const keptNote = (kept: string[], key: "confirm.kept" | "removedKept") =>
    t(`sample.${key}`, { count: kept.length, names: list(kept) });

  return async () => {
    let plan: SamplePreview;
    try {
      plan = await preview();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error) });
      return;
    }
    confirmDelete({
      title: t("sample.confirm.title"),
      message: describe(plan),
      detail: plan.kept.length > 0 ? keptNote(plan.kept, "confirm.kept") : t("sample.confirm.undo"),
      done: t("sample.removed"),
      failed: t("sample.failed"),
      remove: () => remove({}),
      onDone: (result) => {
        const { undoId, kept } = result as Awaited<ReturnType<typeof remove>>;
        const message = kept.length > 0 ? keptNote(kept, "removedKept") : t("sample.removed");
        if (undoId === null) notifications.show({ color: "brand", message });
        else showUndo(message, [undoId]);
      },
    });
  };
}
