import { Alert, Center, Group, Loader, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { IconReceipt2 } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../components/MoneyInput";
import { MoneyText } from "../../../components/MoneyText";
import { Panel } from "../../../components/Panel";
import { type PayoffPlan, type PayoffStrategy, usePayoffPlan } from "../../../data/advisor";
import { useDisplayCurrency } from "../../../data/preferences";
import { useFormatters } from "../../../lib/format";
import { useMoneyInputFormat } from "../../../lib/moneyInput";

/** Months as words, or "never" when a debt is not paid off on this plan. */
function useMonths() {
  const { t } = useTranslation("advisor");
  return (months: number | null) =>
    months === null ? t("payoff.never") : t("payoff.months", { count: months });
}

function Comparison({ plan }: { plan: PayoffPlan }) {
  const { t } = useTranslation("advisor");
  const months = useMonths();
  const rows = [
    ["avalanche", plan.avalanche],
    ["snowball", plan.snowball],
    ["minimumsOnly", plan.minimumsOnly],
  ] as const;
  return (
    <Table verticalSpacing={4} data-testid="payoff-comparison">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("payoff.strategy")}</Table.Th>
          <Table.Th ta="right">{t("payoff.time")}</Table.Th>
          <Table.Th ta="right">{t("payoff.totalInterest")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([key, o]) => (
          <Table.Tr key={key} fw={key === plan.strategy ? 600 : undefined}>
            <Table.Td>{t(`payoff.strategies.${key}`)}</Table.Td>
            <Table.Td ta="right">{months(o.months)}</Table.Td>
            <Table.Td ta="right">
              <MoneyText amount={o.totalInterest} currency={plan.currency} size="sm" ta="right" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Debts({ plan }: { plan: PayoffPlan }) {
  const { t } = useTranslation("advisor");
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("payoff.debt")}</Table.Th>
            <Table.Th ta="right">{t("payoff.balance")}</Table.Th>
            <Table.Th ta="right">{t("payoff.rate")}</Table.Th>
            <Table.Th ta="right">{t("payoff.paidOff")}</Table.Th>
            <Table.Th ta="right">{t("payoff.interest")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.debts.map((d) => (
            <Table.Tr key={d.accountId} data-testid="payoff-debt">
              <Table.Td>
                <Text size="sm">{d.name}</Text>
                <Text size="xs" c="dimmed">
                  {t("payoff.minimum", { amount: format.money(d.minimumPayment, plan.currency) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={d.balance} currency={plan.currency} size="sm" ta="right" />
              </Table.Td>
              <Table.Td ta="right" className="pfa-amount">
                {d.rateMissing ? "—" : `${format.number(d.interestRate)} %`}
              </Table.Td>
              <Table.Td ta="right">
                {d.payoffMonth ? format.month(d.payoffMonth) : t("payoff.never")}
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={d.interest} currency={plan.currency} size="sm" ta="right" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Advisor → Debt payoff: extra per month, the strategy, each debt's month and interest. */
export function PayoffTab() {
  const { t } = useTranslation("advisor");
  const format = useFormatters();
  const { currency } = useDisplayCurrency();
  const { parse } = useMoneyInputFormat();
  const [strategy, setStrategy] = useState<PayoffStrategy>("avalanche");
  const [extraText, setExtraText] = useState("");
  const parsed = extraText.trim() === "" ? null : parse(extraText, currency);
  const extra = parsed?.ok && parsed.value >= 0 ? parsed.value : 0;
  const plan = usePayoffPlan(strategy, extra);
  const stuck = plan?.debts.filter((d) => d.minimumBelowInterest) ?? [];
  return (
    <Panel title={t("payoff.title")} icon={IconReceipt2} card testId="payoff">
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <MoneyInput
            label={t("payoff.extra")}
            currency={currency}
            value={extraText}
            onChange={setExtraText}
            error={parsed && !parsed.ok ? t("common:errors.INVALID_AMOUNT") : undefined}
            w={180}
          />
          <SegmentedControl
            value={strategy}
            onChange={(v) => setStrategy(v as PayoffStrategy)}
            data={(["avalanche", "snowball"] as const).map((s) => ({
              value: s,
              label: t(`payoff.strategies.${s}`),
            }))}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t(`payoff.explain.${strategy}`)}
        </Text>
        {plan === undefined ? (
          <Center h={120}>
            <Loader size="sm" />
          </Center>
        ) : plan.debts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("payoff.none")}
          </Text>
        ) : (
          <>
            {stuck.map((d) => (
              <Alert key={d.accountId} color="red" variant="light" data-testid="payoff-stuck">
                {t("payoff.neverPaid", {
                  name: d.name,
                  amount: format.money(d.minimumPayment, plan.currency),
                })}
              </Alert>
            ))}
            <Debts plan={plan} />
            <Comparison plan={plan} />
          </>
        )}
      </Stack>
    </Panel>
  );
}
