import { Badge, Box, Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconLink, IconList, IconPigMoney, IconShoppingCart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import { useFormatters } from "../../../lib/format";
import type { Capacity, PlanView } from "../../../data/plans";
import { FEASIBILITY_COLOR, paceText, reasonText } from "./feasibility";

interface PlanCardProps {
  plan: PlanView;
  capacity: Capacity;
  accountName?: string;
  onContributions: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One goal or purchase: progress, monthly need, feasibility with its reason, and the pace. */
export function PlanCard({ plan, capacity, accountName, ...actions }: PlanCardProps) {
  const { t } = useTranslation("planner");
  const { money, date, percent } = useFormatters();
  const m = (amount: number) => money(amount, plan.currency);
  const pct = Math.round(plan.progress * 100);
  const pace = paceText(t, plan, money, date);
  const open = plan.feasibility !== "reached" && plan.feasibility !== "past_due";
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={`plan-${plan._id}`}
      data-testid="plan-card"
      data-feasibility={plan.feasibility}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
              {plan.kind === "goal" ? <IconPigMoney size={20} /> : <IconShoppingCart size={20} />}
            </ThemeIcon>
            <Box miw={0}>
              <Text id={`plan-${plan._id}`} component="h3" fw={600} size="sm" m={0} truncate="end">
                {plan.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`plans.kinds.${plan.kind}`)} · {t("plans.by", { date: date(plan.targetDate) })}
              </Text>
            </Box>
          </Group>
          <RowActionsMenu
            label={t("plans.actions", { name: plan.name })}
            onEdit={actions.onEdit}
            onDelete={actions.onDelete}
          />
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" className="pfa-amount" data-testid="plan-saved">
            {t("plans.savedOf", { saved: m(plan.saved), target: m(plan.targetAmount) })}
          </Text>
          <Text size="sm" fw={600} className="pfa-amount">
            {percent(pct)}
          </Text>
        </Group>
        <Progress
          value={pct}
          // The bar shows progress; the badge below carries the verdict in its own colour.
          color={plan.feasibility === "reached" ? "teal" : "brand"}
          radius="xl"
          aria-label={t("plans.progressLabel", { name: plan.name })}
        />
        <Group justify="space-between" gap="xs">
          <Badge
            variant="light"
            color={FEASIBILITY_COLOR[plan.feasibility]}
            data-testid="plan-feasibility"
          >
            {t(`plans.feasibility.${plan.feasibility}`)}
          </Badge>
          {open && (
            <Text size="xs" fw={600} className="pfa-amount" data-testid="plan-monthly">
              {t("plans.monthlyNeeded", { amount: m(plan.monthlyNeeded), count: plan.monthsLeft })}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed" data-testid="plan-reason">
          {reasonText(t, plan, capacity, money, date)}
        </Text>
        {pace && (
          <Text size="xs" c="dimmed" data-testid="plan-pace">
            {pace}
          </Text>
        )}
        {plan.savedFrom === "account" ? (
          <Group gap={4} wrap="nowrap">
            <IconLink size={14} aria-hidden="true" />
            <Text size="xs" c="dimmed" truncate="end">
              {t("plans.linked", { name: accountName ?? t("recurring.deletedAccount") })}
            </Text>
          </Group>
        ) : (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconList size={14} />}
            onClick={actions.onContributions}
            style={{ alignSelf: "flex-start" }}
          >
            {t("plans.contributions")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
