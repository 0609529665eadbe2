import { Alert, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconCircleCheck, IconClockHour4, IconCircleX } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../../components/editAccess";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import type { Affordability } from "../../../data/advisor";
import { CreatePlanButton } from "./CreatePlanButton";
import { RecognisedList } from "./RecognisedList";

const VERDICT = {
  yes: { color: "teal", Icon: IconCircleCheck },
  not_yet: { color: "orange", Icon: IconClockHour4 },
  no: { color: "red", Icon: IconCircleX },
} as const;

/**
 * The verdict, then the arithmetic it used line by line (the money available on the date
 * asked about), then the monthly figures behind "not yet", and "Create a plan" when it does
 * not fit yet.
 */
export function AffordAnswer({ answer }: { answer: Affordability | undefined }) {
  const { t } = useTranslation("advisor");
  const { money, date, months, list } = useFormatters();
  // A viewer gets the answer without the offer to make a plan of it.
  const canEdit = use(EditAccess);
  if (answer === undefined) return <Skeleton h={160} radius="md" />;
  const { currency, reasons } = answer;
  const { color, Icon } = VERDICT[answer.verdict];
  const when = answer.date ? date(answer.date) : t("afford.today");
  const params = {
    amount: money(answer.amount, currency),
    date: answer.affordableDate ? date(answer.affordableDate) : "",
    monthly: answer.suggestedMonthly !== null ? money(answer.suggestedMonthly, currency) : "",
    shortfall: money(answer.shortfall, currency),
    when,
  };
  const accountList = (items: { name: string; balance: number; currency: typeof currency }[]) =>
    list(items.map((a) => `${a.name} ${money(a.balance, a.currency)}`));
  const monthly: [string, number | null, boolean?][] = [
    ["monthlyNet", reasons.monthlyNet],
    ["planCommitments", reasons.planCommitments === 0 ? 0 : -reasons.planCommitments],
    ["monthlyFree", reasons.monthlyFree, true],
  ];
  const amountCell = (value: number | null, strong?: boolean) =>
    value === null ? (
      <Text span size="sm" c="dimmed">
        {t("afford.reasons.noHistory")}
      </Text>
    ) : (
      <MoneyText amount={value} currency={currency} fw={strong ? 600 : undefined} size="sm" />
    );
  return (
    <Stack gap="sm" data-testid="afford-answer" data-verdict={answer.verdict}>
      <Alert color={color} icon={<Icon />} title={t(`afford.verdict.${answer.verdict}`, params)}>
        {t(`afford.explain.${answer.verdict}`, params)}
      </Alert>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm" data-testid="afford-lines">
        <Table.Tbody>
          {reasons.lines.map((line) => (
            <Table.Tr key={line.key} data-line={line.key}>
              <Table.Td>{t(`afford.lines.${line.key}`, { date: when })}</Table.Td>
              <Table.Td ta="right">{amountCell(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-line="atDate">
            <Table.Td fw={600}>{t("afford.lines.atDate", { date: when })}</Table.Td>
            <Table.Td ta="right">{amountCell(reasons.atDate, true)}</Table.Td>
          </Table.Tr>
          {monthly.map(([key, value, strong]) => (
            <Table.Tr key={key}>
              <Table.Td fw={strong ? 600 : undefined}>
                {key === "monthlyNet"
                  ? t("afford.reasons.monthlyNet", {
                      count: reasons.monthsOfHistory,
                      months: months(reasons.historyMonths),
                    })
                  : t(`afford.reasons.${key}`)}
              </Table.Td>
              <Table.Td ta="right">{amountCell(value, strong)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RecognisedList items={answer.recognised} />
      {reasons.setApart.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="afford-set-apart">
          {t("afford.setApart", { accounts: accountList(reasons.setApart) })}
        </Text>
      )}
      {answer.missingRates.length > 0 && (
        <Text size="xs" c="dimmed">
          {t("afford.missingRates", {
            currencies: list(answer.missingRates),
            currency,
          })}
        </Text>
      )}
      {answer.verdict !== "yes" && canEdit && <CreatePlanButton answer={answer} />}
    </Stack>
  );
}
