import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import type { QuickAssignMode } from "../../../../../convex/shared/envelopeQuickAssign";
import { UNDO_MS } from "../../../../components/useUndoNotice";
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
        notifications.hide(id);
        const amounts = changes.map((c) => ({ category: c.category, amount: c.before }));
        await run(() => assignMany({ month, amounts }), t("common:undo.done"), t("notify.failed"));
      };
      notifications.show({
        id,
        color: "brand",
        autoClose: UNDO_MS,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
              {t("envelope.quick.done", { count: changes.length })}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              style={{ flexShrink: 0 }}
              onClick={() => void undo()}
            >
              {t("common:undo.action")}
            </Button>
          </Group>
        ),
      });
      return true;
    },
    [run, quickAssign, assignMany, month, today, t],
  );
}
