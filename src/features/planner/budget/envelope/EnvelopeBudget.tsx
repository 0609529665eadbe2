import { Group, Skeleton, Stack } from "@mantine/core";
import { use, useState } from "react";
import { EditAccess } from "../../../../components/editAccess";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { useCategoryNames } from "../../../../data/categoryNames";
import { useEnvelope, useEnvelopeMutations } from "../../../../data/envelope";
import { useRunner } from "../../hooks";
import { MonthSwitcher } from "../MonthSwitcher";
import { useMonthParam } from "../useMonthParam";
import { BudgetAccounts } from "./BudgetAccounts";
import { EnvelopeTable, type TableActions } from "./EnvelopeTable";
import { MoveDialog, type MoveInit } from "./MoveDialog";
import { ReadyToAssign } from "./ReadyToAssign";
import { TargetDialog } from "./TargetDialog";

/**
 * Envelope budgeting: give every unit of money a job. Live like the rest: an expense in
 * another tab changes activity and available here at once.
 */
export function EnvelopeBudget() {
  const { t } = useTranslation("planner");
  const { month, current, setMonth } = useMonthParam();
  const data = useEnvelope(month);
  const { assign, move, setOptions, setAccount } = useEnvelopeMutations();
  const { label } = useCategoryNames();
  const run = useRunner();
  const canEdit = use(EditAccess);
  const [moving, setMoving] = useState<MoveInit | null>(null);
  const [targeting, setTargeting] = useState<CategoryKey | null>(null);

  const actions: TableActions = {
    assign: (category, amount) => run(() => assign({ month, category, amount })),
    move: setMoving,
    target: setTargeting,
    keepNegative: (category, keepNegative) =>
      void run(() => setOptions({ category, keepNegative })),
  };
  const targetIndex = data?.details.findIndex((d) => d.category === targeting) ?? -1;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <MonthSwitcher month={month} currentMonth={current} onChange={setMonth} />
        {data !== undefined && canEdit && (
          <BudgetAccounts
            accounts={data.accounts}
            onChange={(accountId, included) => void run(() => setAccount({ accountId, included }))}
          />
        )}
      </Group>
      {data === undefined ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={90} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      ) : (
        <>
          <ReadyToAssign data={data} />
          <EnvelopeTable data={data} actions={actions} />
          {moving !== null && (
            <MoveDialog
              data={data}
              init={moving}
              onClose={() => setMoving(null)}
              onMove={(from, to, amount) =>
                run(() => move({ month, from, to, amount }), t("envelope.move.done"))
              }
            />
          )}
          {targeting !== null && targetIndex >= 0 && (
            <TargetDialog
              data={data}
              detail={data.details[targetIndex]}
              name={label(targeting)}
              onClose={() => setTargeting(null)}
              onSave={(target) => run(() => setOptions({ category: targeting, target }))}
            />
          )}
        </>
      )}
    </Stack>
  );
}
