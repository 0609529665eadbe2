import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../../components/confirmDelete";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { useEnvelopeGroupMutations, useEnvelopeMutations } from "../../../../data/envelope";
import { useRunner } from "../../hooks";
import type { EnvelopeDialogs } from "./useEnvelopeDialogs";
import { useGroupName } from "./EnvelopeTable";
import type { TableActions } from "./tableActions";
import { useQuickAssign } from "./useQuickAssign";

/** What the grid's rows and group headers do: calls to the server, or a dialog to open. */
export function useTableActions(month: string, dialogs: EnvelopeDialogs): TableActions {
  const { t } = useTranslation("planner");
  const run = useRunner();
  const groupName = useGroupName();
  const { assign, setOptions } = useEnvelopeMutations();
  const groups = useEnvelopeGroupMutations();
  const quickAssign = useQuickAssign(month);
  return {
    assign: (category, amount) => run(() => assign({ month, category, amount })),
    quickAssign: (category: CategoryKey, mode) => void quickAssign(mode, category),
    move: dialogs.setMoving,
    target: dialogs.setTargeting,
    keepNegative: (category, keepNegative) =>
      void run(() => setOptions({ category, keepNegative })),
    pickGroup: dialogs.setPicking,
    toggleGroup: (group) =>
      void run(() => groups.setCollapsed({ group: group.key, collapsed: !group.collapsed })),
    renameGroup: (group) => dialogs.setNaming({ group }),
    moveGroup: (group, direction) =>
      void run(() => groups.move({ id: group.key as Id<"envelopeGroups">, direction })),
    removeGroup: (group) =>
      confirmDelete({
        title: t("envelope.group.removeTitle", { name: groupName(group) }),
        message: t("envelope.group.removeMessage"),
        done: t("envelope.group.removed"),
        failed: t("notify.failed"),
        remove: () => groups.remove({ id: group.key as Id<"envelopeGroups"> }),
      }),
  };
}
