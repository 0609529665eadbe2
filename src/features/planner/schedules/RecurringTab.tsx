import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconCreditCard, IconPlus, IconRepeat, IconWallet } from "@tabler/icons-react";
import { use, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { confirmDelete } from "../../../components/confirmDelete";
import { EditAccess } from "../../../components/editAccess";
import { EmptyState } from "../../../components/EmptyState";
import { isLiabilityType } from "../../../../convex/shared/domain";
import { useAccounts, type AccountView } from "../../../data/accounts";
import type { ScheduleFormValues } from "./scheduleForm";
import {
  useScheduleMutations,
  useSchedules,
  useUpcoming,
  type ScheduleView,
  type UpcomingItem,
} from "../../../data/schedules";
import { FromAccountModal } from "./FromAccountModal";
import { itemTitle } from "./kindStyle";
import { OccurrenceModal } from "./OccurrenceModal";
import { ScheduleFormModal } from "./ScheduleFormModal";
import { ScheduleList } from "./ScheduleList";
import { UpcomingList } from "./UpcomingList";
import { PREFILL_PARAMS, prefillFrom } from "./schedulePrefill";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useCategoryNames } from "../../../data/categoryNames";

const UPCOMING_DAYS = 30;

/** Recurring bills, income and transfers: the next 30 days, then every schedule. */
export function RecurringTab() {
  const { t } = useTranslation("planner");
  const { label: categoryName } = useCategoryNames();
  const accounts = useAccounts();
  const schedules = useSchedules();
  const upcoming = useUpcoming(UPCOMING_DAYS);
  const [form, setForm] = useState<{
    editing?: ScheduleView;
    preset?: Partial<ScheduleFormValues>;
  } | null>(null);
  const [fromAccount, setFromAccount] = useState(false);
  const [occurrence, setOccurrence] = useState<UpcomingItem | null>(null);
  const confirmDelete = useConfirmDelete();
  // A viewer gets no way to add one: no buttons, and a prefilled link opens no form.
  const canEdit = use(EditAccess);
  usePrefill(canEdit ? accounts : undefined, setForm);

  const accountName = useCallback(
    (id: string | undefined) =>
      accounts?.find((a) => a._id === id)?.name ?? t("recurring.deletedAccount"),
    [accounts, t],
  );

  if (accounts === undefined || schedules === undefined || upcoming === undefined) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={160} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (accounts.length === 0) {
    return (
      <EmptyState
        framed
        icon={<IconWallet />}
        title={t("recurring.noAccounts.title")}
        description={t("recurring.noAccounts.body")}
        action={
          <Button component={Link} to="/accounts">
            {t("recurring.noAccounts.action")}
          </Button>
        }
      />
    );
  }
  const hasDebt = accounts.some((a) => isLiabilityType(a.type));
  const add = canEdit && (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => setForm({})}
      data-testid="add-schedule"
    >
      {t("recurring.add")}
    </Button>
  );
  const fromAccountButton = canEdit && hasDebt && (
    <Button
      variant="default"
      leftSection={<IconCreditCard size={18} />}
      onClick={() => setFromAccount(true)}
    >
      {t("recurring.fromAccount")}
    </Button>
  );

  return (
    <Stack gap="md">
      {schedules.length === 0 ? (
        <EmptyState
          framed
          icon={<IconRepeat />}
          title={t("recurring.empty.title")}
          description={t("recurring.empty.body")}
          testId="recurring-empty"
          action={
            canEdit && (
              <Group gap="xs" justify="center">
                <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({})}>
                  {t("recurring.empty.action")}
                </Button>
                {fromAccountButton}
              </Group>
            )
          }
        />
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t("recurring.count", { count: schedules.length })}
            </Text>
            <Group gap="xs">
              {fromAccountButton}
              {add}
            </Group>
          </Group>
          <UpcomingList
            upcoming={upcoming}
            schedules={schedules}
            accountName={accountName}
            onEdit={setOccurrence}
          />
          <ScheduleList
            schedules={schedules}
            accountName={accountName}
            onEdit={(s) => setForm({ editing: s })}
            onDelete={(s) => confirmDelete(itemTitle(t, s, accountName, categoryName), s)}
          />
        </>
      )}
      <ScheduleFormModal
        opened={form !== null}
        accounts={accounts}
        editing={form?.editing}
        preset={form?.preset}
        onClose={() => setForm(null)}
      />
      <FromAccountModal
        opened={fromAccount}
        accounts={accounts}
        onClose={() => setFromAccount(false)}
      />
      <OccurrenceModal
        item={occurrence}
        title={occurrence ? itemTitle(t, occurrence, accountName, categoryName) : ""}
        onClose={() => setOccurrence(null)}
      />
    </Stack>
  );
}

/** Opens the form filled in from the URL once the accounts are there, then clears the URL. */
function usePrefill(
  accounts: AccountView[] | undefined,
  open: (form: { preset: Partial<ScheduleFormValues> }) => void,
) {
  const [params, setParams] = useSearchParams();
  const { toText } = useMoneyInputFormat();
  useEffect(() => {
    if (accounts === undefined || accounts.length === 0) return;
    const preset = prefillFrom(params, accounts, toText);
    if (preset === null) return;
    open({ preset });
    setParams(
      (p) => {
        for (const key of PREFILL_PARAMS) p.delete(key);
        return p;
      },
      { replace: true },
    );
  }, [accounts, params, setParams, toText, open]);
}

/** Deleting a schedule stops future postings; what it already posted stays in the ledger. */
function useConfirmDelete() {
  const { t } = useTranslation("planner");
  const { remove } = useScheduleMutations();
  return (title: string, schedule: ScheduleView) =>
    confirmDelete({
      title: t("recurring.delete.title"),
      message: t("recurring.delete.message", { title }),
      detail: t("recurring.delete.keeps"),
      done: t("recurring.delete.done"),
      failed: t("notify.failed"),
      remove: () => remove({ id: schedule._id }),
    });
}
