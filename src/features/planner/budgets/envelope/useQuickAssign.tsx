import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import type { QuickAssignMode } from "../../../../../convex/shared/envelopeQuickAssign";
import { showUndoNotice } from "../../../../components/useUndoNotice";
import { useEnvelopeMutations } from "../../../../data/envelope";
import { useRunAction } from "../../../../lib/errors";
import { useToday } from "../../../../lib/today";

/**
 * Quick-assign for one category or all, then a notice with Undo for UNDO_MS: undo puts back
 * what each changed category had (one change, like the quick-assign itself).
 */
export function useQuickAssign(month: string) {
  const { t } = useTranslation("planner");
  const today = useToday();
  const run = useRunAction();
  const { quickAssign, assignMany } = useEnvelopeMutations();
  return useCallback(
    async (mode: QuickAssignMode, category?: CategoryKey): Promise<boolean> => {
      const ran = await run(
        () => quickAssign({ month, today, mode, category }),
        undefined,
        t("notify.failed"),
      );
      if (!ran.ok) return false;
      const { changes } = ran.value;
      if (changes.length === 0) {
        notifications.show({ color: "gray", message: t("envelope.quick.none") });
        return true;
      }
      const id = `quick-assign-${Date.now()}`;
      const undo = async () => {
        const amounts = changes.map((c) => ({ category: c.category, amount: c.before }));
        await run(() => assignMany({ month, amounts }), t("common:undo.done"), t("notify.failed"));
      };
      const message = t("envelope.quick.done", { count: changes.length });
      showUndoNotice(id, message, t("common:undo.action"), undo);
      return true;
    },
    [run, quickAssign, assignMany, month, today, t],
  );
}
