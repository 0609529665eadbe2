import { Badge, Box, Group, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconRotateClockwise2, type Icon } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { useFormatters } from "../../../lib/format";
import { useBudgetMutations, type BudgetLine } from "../../../data/budgets";
import { useRunner } from "../hooks";
import { BudgetEditor } from "./BudgetEditor";
import { barValue, STATUS_COLOR } from "./budgetStatus";

interface BudgetRowProps {
  line: BudgetLine;
  /** The category's name, or "Monthly cap" for the overall budget. */
  label: string;
  icon: Icon;
  color: string;
  month: string;
  isCurrentMonth: boolean;
  /** New amounts are saved in the display currency (the server stores them so). */
  displayCurrency: CurrencyCode;
}

/**
 * One budget: spent of available, a bar coloured by the API's status, what is left (or how much
 * over), the carry from earlier months, the month-end pace, and inline edit / roll-over / remove.
 */
export function BudgetRow({ line, label, icon: Icon, color, ...props }: BudgetRowProps) {
  const { t } = useTranslation("planner");
  const { money, percent } = useFormatters();
  const [editing, setEditing] = useState(false);
  const run = useRunner();
  const { set, remove, setRollover } = useBudgetMutations();
  const m = (amount: number) => money(amount, line.currency);
  const over = line.remaining < 0;
  const showPace =
    props.isCurrentMonth && line.projected !== null && line.spent > 0 && line.available > 0;
  const barText = over
    ? t("budget.over", { amount: m(-line.remaining) })
    : line.percent === null
      ? t("budget.left", { amount: m(line.remaining) })
      : t("budget.percentSpent", { percent: percent(line.percent) });
  const paceWarns = line.projectedStatus === "warning" || line.projectedStatus === "danger";

  return (
    <Box
      component="li"
      px="md"
      py="sm"
      data-testid="budget-row"
      data-scope={line.scope}
      data-status={line.status}
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden="true">
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text fw={600} size="sm" truncate="end">
                {label}
              </Text>
              {line.rollover && (
                <Badge
                  size="xs"
                  variant="light"
                  color="gray"
                  leftSection={<IconRotateClockwise2 size={11} />}
                >
                  {t("budget.rollsOver")}
                </Badge>
              )}
            </Group>
            <Text size="sm" className="pfa-amount" data-testid="budget-spent">
              {t("budget.spentOf", { spent: m(line.spent), budget: m(line.available) })}
            </Text>
          </Group>
          {/* The root carries the progressbar role so the value text can say "over budget". */}
          <Progress.Root
            size="md"
            radius="xl"
            role="progressbar"
            aria-label={t("budget.barLabel", { name: label })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={barValue(line)}
            aria-valuetext={barText}
            data-testid="budget-bar"
            data-status={line.status}
          >
            <Progress.Section
              value={barValue(line)}
              color={STATUS_COLOR[line.status]}
              withAria={false}
            />
          </Progress.Root>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text
              size="xs"
              fw={over ? 600 : undefined}
              c={over ? "var(--pfa-negative)" : "dimmed"}
              data-testid="budget-remaining"
            >
              {over
                ? t("budget.over", { amount: m(-line.remaining) })
                : t("budget.left", { amount: m(line.remaining) })}
              {line.carryIn > 0 && ` · ${t("budget.carryIn", { amount: m(line.carryIn) })}`}
            </Text>
            {line.percent !== null && (
              <Text size="xs" c="dimmed" className="pfa-amount">
                {percent(line.percent)}
              </Text>
            )}
          </Group>
          {showPace && (
            <Group gap={4} wrap="nowrap" data-testid="budget-pace">
              {paceWarns && (
                <IconAlertTriangle
                  size={14}
                  aria-hidden="true"
                  color={`var(--mantine-color-${line.projectedStatus === "danger" ? "red" : "yellow"}-6)`}
                />
              )}
              <Text size="xs" c="dimmed">
                {t("budget.pace", { amount: m(line.projected ?? 0) })}
              </Text>
            </Group>
          )}
          {editing && (
            <BudgetEditor
              currency={props.displayCurrency}
              label={t("budget.amountFor", { name: label })}
              initialAmount={line.currency === props.displayCurrency ? line.budgeted : undefined}
              initialRollover={line.rollover}
              onCancel={() => setEditing(false)}
              onSave={(amount, rollover) =>
                run(
                  () => set({ month: props.month, scope: line.scope, amount, rollover }),
                  t("budget.saved"),
                )
              }
            />
          )}
        </Stack>
        <RowActionsMenu
          label={t("budget.actions", { name: label })}
          onEdit={() => setEditing(true)}
          editLabel={t("budget.edit")}
          items={[
            {
              label: t(line.rollover ? "budget.stopRollover" : "budget.startRollover"),
              icon: <IconRotateClockwise2 size={16} />,
              onClick: () =>
                void run(
                  () => setRollover({ id: line._id, rollover: !line.rollover }),
                  t(line.rollover ? "budget.rolloverOff" : "budget.rolloverOn"),
                ),
            },
          ]}
          onDelete={() => void run(() => remove({ id: line._id }), t("budget.removed"))}
          deleteLabel={t("budget.remove")}
        />
      </Group>
    </Box>
  );
}
