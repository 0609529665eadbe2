import {
  ActionIcon,
  Box,
  Button,
  Drawer,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { NOTES_MAX_LENGTH, validateIsoDate } from "../../../../convex/shared/validation";
import { DateField } from "../../../components/DateField";
import { EditAccess } from "../../../components/editAccess";
import { ListHeading, PlainList, PlainRow } from "../../../components/ListLayout";
import { MoneyInput } from "../../../components/MoneyInput";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useToday } from "../../../lib/today";
import { usePlan, usePlanMutations } from "../../../data/plans";
import { useRunner } from "../hooks";

interface DrawerProps {
  planId: Id<"plans"> | null;
  onClose: () => void;
}

/** A plan's money in and out: add a deposit or a withdrawal, see and remove past ones. */
export function ContributionsDrawer({ planId, onClose }: DrawerProps) {
  const { t } = useTranslation("planner");
  return (
    <Drawer
      opened={planId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t("contributions.title")}
    >
      {planId && <Contributions key={planId} planId={planId} />}
    </Drawer>
  );
}

function Contributions({ planId }: { planId: Id<"plans"> }) {
  const { t } = useTranslation("planner");
  const today = useToday();
  const { date } = useFormatters();
  const data = usePlan(planId);
  const { removeContribution: remove } = usePlanMutations();
  const run = useRunner();
  // A viewer sees the history, with nothing to add or remove.
  const canEdit = use(EditAccess);
  if (data === undefined) return <Skeleton h={200} />;
  const { plan, contributions } = data;
  return (
    <Stack gap="md">
      <Box>
        <Text fw={600}>{plan.name}</Text>
        <SavedLine saved={plan.saved} target={plan.targetAmount} currency={plan.currency} />
      </Box>
      {canEdit && <AddContribution planId={planId} currency={plan.currency} today={today} />}
      <ListHeading>{t("contributions.history")}</ListHeading>
      {contributions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("contributions.none")}
        </Text>
      ) : (
        <PlainList testId="contribution-list">
          {contributions.map((c) => (
            <PlainRow key={c._id}>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm">{date(c.date)}</Text>
                {c.notes && (
                  <Text size="xs" c="dimmed" truncate="end">
                    {c.notes}
                  </Text>
                )}
              </Box>
              <MoneyText amount={c.amount} currency={plan.currency} signed size="sm" fw={600} />
              {canEdit && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t("contributions.remove", { date: date(c.date) })}
                  onClick={() => void run(() => remove({ id: c._id }), t("contributions.removed"))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </PlainRow>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

function SavedLine(props: { saved: number; target: number; currency: CurrencyCode }) {
  const { t } = useTranslation("planner");
  const { money } = useFormatters();
  return (
    <Text size="sm" c="dimmed">
      {t("plans.savedOf", {
        saved: money(props.saved, props.currency),
        target: money(props.target, props.currency),
      })}
    </Text>
  );
}

function AddContribution(props: { planId: Id<"plans">; currency: CurrencyCode; today: string }) {
  const { t } = useTranslation("planner");
  const { parse } = useMoneyInputFormat();
  const run = useRunner();
  const { contribute } = usePlanMutations();
  const form = useForm({
    initialValues: {
      direction: "in" as "in" | "out",
      amount: "",
      date: props.today as string | null,
      notes: "",
    },
    validate: {
      amount: (v) => {
        const parsed = parse(v, props.currency);
        return parsed.ok && parsed.value > 0 ? null : t("common:errors.INVALID_AMOUNT");
      },
      date: (v) => (v && validateIsoDate(v) === null ? null : t("common:errors.INVALID_DATE")),
    },
  });
  const submit = async (values: typeof form.values) => {
    const parsed = parse(values.amount, props.currency);
    if (!parsed.ok || !values.date) return;
    const amount = values.direction === "in" ? parsed.value : -parsed.value;
    const saved = await run(
      () =>
        contribute({
          planId: props.planId,
          amount,
          date: values.date ?? props.today,
          notes: values.notes.trim() || undefined,
        }),
      t("contributions.added"),
    );
    if (saved) form.setValues({ amount: "", notes: "" });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="add-contribution">
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t("contributions.direction")}
          data={[
            { value: "in", label: t("contributions.in") },
            { value: "out", label: t("contributions.out") },
          ]}
          {...form.getInputProps("direction")}
        />
        <Group grow gap="xs" align="flex-start">
          <MoneyInput
            label={t("contributions.amount")}
            currency={props.currency}
            required
            {...form.getInputProps("amount")}
          />
          <DateField label={t("contributions.date")} required {...form.getInputProps("date")} />
        </Group>
        <TextInput
          label={t("contributions.notes")}
          maxLength={NOTES_MAX_LENGTH}
          {...form.getInputProps("notes")}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: "flex-start" }}>
          {t("contributions.add")}
        </Button>
      </Stack>
    </form>
  );
}
