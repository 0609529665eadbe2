import { Button, Group, Skeleton, Stack } from "@mantine/core";
import { IconFolderPlus, IconWand } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { EditAccess } from "../../../../components/editAccess";
import { useCategoryNames } from "../../../../data/categoryNames";
import {
  useEnvelope,
  useEnvelopeGroupMutations,
  useEnvelopeMutations,
} from "../../../../data/envelope";
import { useToday } from "../../../../lib/today";
import { useRunner } from "../../hooks";
import { MonthSwitcher } from "../MonthSwitcher";
import { useMonthParam } from "../useMonthParam";
import { BudgetAccounts } from "./BudgetAccounts";
import { EnvelopeTable } from "./EnvelopeTable";
import { GroupNameDialog } from "./GroupNameDialog";
import { GroupPickDialog } from "./GroupPickDialog";
import { MoveDialog } from "./MoveDialog";
import { QuickAssignDialog } from "./QuickAssignDialog";
import { ReadyToAssign } from "./ReadyToAssign";
import { READY, type MoveSide } from "./tableActions";
import { TargetDialog } from "./TargetDialog";
import { useEnvelopeDialogs } from "./useEnvelopeDialogs";
import { useQuickAssign } from "./useQuickAssign";
import { useTableActions } from "./useTableActions";

/**
 * Envelope budgeting: give every unit of money a job. Live like the rest: an expense in
 * another tab changes activity and available here at once.
 */
export function EnvelopeBudget() {
  const { t } = useTranslation("planner");
  const { month, current, setMonth } = useMonthParam();
  const today = useToday();
  const data = useEnvelope(month);
  const { move, moveReady, setOptions, setAccount } = useEnvelopeMutations();
  const groups = useEnvelopeGroupMutations();
  const { label } = useCategoryNames();
  const run = useRunner();
  const canEdit = use(EditAccess);
  const dialogs = useEnvelopeDialogs();
  const actions = useTableActions(month, dialogs);
  const quickAssign = useQuickAssign(month);
  const { targeting, picking, naming } = dialogs;
  const targetIndex = data?.details.findIndex((d) => d.category === targeting) ?? -1;

  const onMove = (from: MoveSide, to: MoveSide, amount: number) => {
    const done = t("envelope.move.done");
    if (from === READY)
      return run(
        () =>
          moveReady({ month, today, category: to as CategoryKey, amount, direction: "toCategory" }),
        done,
      );
    if (to === READY)
      return run(
        () => moveReady({ month, today, category: from, amount, direction: "toReady" }),
        done,
      );
    return run(() => move({ month, from, to, amount }), done);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <MonthSwitcher month={month} currentMonth={current} onChange={setMonth} />
        {data !== undefined && canEdit && (
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconWand size={14} />}
              onClick={() => dialogs.setQuickAll(true)}
              data-testid="envelope-quick-assign-open"
            >
              {t("envelope.quick.allAction")}
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFolderPlus size={14} />}
              onClick={() => dialogs.setNaming({})}
            >
              {t("envelope.group.add")}
            </Button>
            <BudgetAccounts
              accounts={data.accounts}
              onChange={(accountId, included) =>
                void run(() => setAccount({ accountId, included }))
              }
            />
          </Group>
        )}
      </Group>
      {data === undefined ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={90} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      ) : (
        <>
          <ReadyToAssign
            data={data}
            onAssign={canEdit ? () => dialogs.setMoving({ from: READY }) : undefined}
          />
          <EnvelopeTable data={data} actions={actions} />
          {dialogs.moving !== null && (
            <MoveDialog
              data={data}
              init={dialogs.moving}
              onClose={() => dialogs.setMoving(null)}
              onMove={onMove}
            />
          )}
          {targeting !== null && targetIndex >= 0 && (
            <TargetDialog
              data={data}
              detail={data.details[targetIndex]}
              name={label(targeting)}
              onClose={() => dialogs.setTargeting(null)}
              onSave={(target) => run(() => setOptions({ category: targeting, target }))}
            />
          )}
          {picking !== null && (
            <GroupPickDialog
              name={label(picking)}
              groups={data.groups}
              current={data.groups.find((g) => g.categories.includes(picking))?.key ?? "ungrouped"}
              onClose={() => dialogs.setPicking(null)}
              onSave={(key) =>
                run(() =>
                  groups.setCategoryGroup({
                    category: picking,
                    group: key === "ungrouped" ? null : (key as Id<"envelopeGroups">),
                  }),
                )
              }
            />
          )}
          {naming !== null && (
            <GroupNameDialog
              initial={naming.group?.name ?? undefined}
              onClose={() => dialogs.setNaming(null)}
              onSave={(name) =>
                naming.group === undefined
                  ? run(() => groups.create({ name }), t("envelope.group.created"))
                  : run(() =>
                      groups.rename({ id: naming.group!.key as Id<"envelopeGroups">, name }),
                    )
              }
            />
          )}
          {dialogs.quickAll && (
            <QuickAssignDialog
              data={data}
              onClose={() => dialogs.setQuickAll(false)}
              onApply={(mode) => quickAssign(mode)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
