import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconPlus, IconTargetArrow } from "@tabler/icons-react";
import { use, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { confirmDelete } from "../../../components/confirmDelete";
import { EditAccess } from "../../../components/editAccess";
import { EmptyState } from "../../../components/EmptyState";
import { useDisplayCurrency } from "../../../data/preferences";
import { useAccounts } from "../../../data/accounts";
import { usePlanMutations, usePlans, type PlanView } from "../../../data/plans";
import { CapacityCard } from "./CapacityCard";
import { ContributionsDrawer } from "./ContributionsDrawer";
import { PlanCard } from "./PlanCard";
import { PlanFormModal } from "./PlanFormModal";
import { useFormatters } from "../../../lib/format";

/** Savings goals and purchase plans, soonest target first, with the user's monthly capacity. */
export function PlansTab() {
  const { t } = useTranslation("planner");
  const { list } = useFormatters();
  const data = usePlans();
  const accounts = useAccounts();
  const { currency } = useDisplayCurrency();
  const [form, setForm] = useState<{ editing?: PlanView } | null>(null);
  const [drawer, setDrawer] = useState<Id<"plans"> | null>(null);
  const confirmDelete = useConfirmDelete();
  // A viewer follows the plans; making them is not theirs.
  const canEdit = use(EditAccess);

  if (data === undefined || accounts === undefined) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={90} radius="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={220} radius="md" />
          <Skeleton h={220} radius="md" />
        </SimpleGrid>
      </Stack>
    );
  }
  const accountName = (id?: string) => accounts.find((a) => a._id === id)?.name;
  return (
    <Stack gap="md">
      {data.plans.length === 0 ? (
        <EmptyState
          framed
          icon={<IconTargetArrow />}
          title={t("plans.empty.title")}
          description={t("plans.empty.body")}
          testId="plans-empty"
          action={
            canEdit && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({})}>
                {t("plans.empty.action")}
              </Button>
            )
          }
        />
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t("plans.count", { count: data.plans.length })}
            </Text>
            {canEdit && (
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setForm({})}
                data-testid="add-plan"
              >
                {t("plans.add")}
              </Button>
            )}
          </Group>
          <CapacityCard data={data} />
          {data.missingRates.length > 0 && (
            <Alert color="yellow" title={t("missingRates.title")}>
              {t("missingRates.plans", { currencies: list(data.missingRates) })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="plan-list">
            {data.plans.map((plan) => (
              <PlanCard
                key={plan._id}
                plan={plan}
                capacity={data.capacity}
                accountName={accountName(plan.accountId)}
                onContributions={() => setDrawer(plan._id)}
                onEdit={() => setForm({ editing: plan })}
                onDelete={() => confirmDelete(plan)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <PlanFormModal
        opened={form !== null}
        accounts={accounts}
        defaultCurrency={currency}
        editing={form?.editing}
        onClose={() => setForm(null)}
      />
      <ContributionsDrawer planId={drawer} onClose={() => setDrawer(null)} />
    </Stack>
  );
}

function useConfirmDelete() {
  const { t } = useTranslation("planner");
  const { remove } = usePlanMutations();
  return (plan: PlanView) =>
    confirmDelete({
      title: t("plans.delete.title"),
      message: t("plans.delete.message", { name: plan.name }),
      done: t("plans.delete.done"),
      failed: t("notify.failed"),
      remove: () => remove({ id: plan._id }),
    });
}
