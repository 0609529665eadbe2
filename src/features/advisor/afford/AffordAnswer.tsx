import { Alert, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconCircleCheck, IconClockHour4, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import type { Affordability } from "../../../data/advisor";
import { CreatePlanButton } from "./CreatePlanButton";

const VERDICT = {
  yes: { color: "teal", Icon: IconCircleCheck },
  not_yet: { color: "orange", Icon: IconClockHour4 },
  no: { color: "red", Icon: IconCircleX },
} as const;

/** The verdict, the reasoning line by line, and "Create a plan" when it is not yet affordable. */
export function AffordAnswer({ answer }: { answer: Affordability | undefined }) {
  const { t } = useTranslation("advisor");
  const { money, date } = useFormatters();
  if (answer === undefined) return <Skeleton h={160} radius="md" />;
  const { currency, reasons } = answer;
  const { color, Icon } = VERDICT[answer.verdict];
  const params = {
    amount: money(answer.amount, currency),
    date: answer.affordableDate ? date(answer.affordableDate) : "",
    monthly: answer.suggestedMonthly !== null ? money(answer.suggestedMonthly, currency) : "",
    shortfall: money(answer.shortfall, currency),
  };
  // Amounts taken away show with a minus; zero stays plain (never "−$0.00").
  const minus = (value: number) => (value === 0 ? 0 : -value);
  const rows: [string, number | null, boolean?][] = [
    ["available", reasons.available],
    ["upcomingBills", minus(reasons.upcomingBills)],
    ["upcomingIncome", reasons.upcomingIncome],
    ["budgetsRemaining", minus(reasons.budgetsRemaining)],
    ["headroom", reasons.headroom, true],
    ["monthlyNet", reasons.monthlyNet],
    ["planCommitments", minus(reasons.planCommitments)],
    ["monthlyFree", reasons.monthlyFree, true],
  ];
  return (
    <Stack gap="sm" data-testid="afford-answer" data-verdict={answer.verdict}>
      <Alert color={color} icon={<Icon />} title={t(`afford.verdict.${answer.verdict}`, params)}>
        {t(`afford.explain.${answer.verdict}`, params)}
      </Alert>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {rows.map(([key, value, strong]) => (
            <Table.Tr key={key}>
              <Table.Td fw={strong ? 600 : undefined}>
                {key === "monthlyNet"
                  ? t("afford.reasons.monthlyNet", { count: reasons.monthsOfHistory })
                  : t(`afford.reasons.${key}`)}
              </Table.Td>
              <Table.Td ta="right">
                {value === null ? (
                  <Text span size="sm" c="dimmed">
                    {t("afford.reasons.noHistory")}
                  </Text>
                ) : (
                  <MoneyText
                    amount={value}
                    currency={currency}
                    fw={strong ? 600 : undefined}
                    size="sm"
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {answer.missingRates.length > 0 && (
        <Text size="xs" c="dimmed">
          {t("insights.missingRates", { currencies: answer.missingRates.join(", ") })}
        </Text>
      )}
      {answer.verdict !== "yes" && <CreatePlanButton answer={answer} />}
    </Stack>
  );
}
