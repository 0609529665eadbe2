import { Table, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import type { HoldingView } from "../../../data/investments";
import { useFormatters } from "../../../lib/format";
import { useToday } from "../../../lib/today";
import { daysBetween, useDecimalText } from "../decimalInput";

/**
 * Each holding: quantity, price with its date (and how old it is when not today's), market
 * value, average-cost basis and unrealised gain in money and percent.
 */
export function HoldingsTable({ holdings }: { holdings: HoldingView[] }) {
  const { t } = useTranslation("investments");
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="holdings-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("holdings.symbol")}</Table.Th>
            <Table.Th ta="right">{t("holdings.quantity")}</Table.Th>
            <Table.Th ta="right">{t("holdings.price")}</Table.Th>
            <Table.Th ta="right">{t("holdings.value")}</Table.Th>
            <Table.Th ta="right">{t("holdings.costBasis")}</Table.Th>
            <Table.Th ta="right">{t("holdings.gain")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {holdings.map((h) => (
            <HoldingRow key={h.symbol} holding={h} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HoldingRow({ holding: h }: { holding: HoldingView }) {
  const { t } = useTranslation("investments");
  const { locale } = useFormatters();
  const decimalText = useDecimalText();
  const gainPercent =
    h.unrealizedGain === null || h.costBasis === 0 ? null : h.unrealizedGain / h.costBasis;
  return (
    <Table.Tr data-testid="holding-row" data-symbol={h.symbol}>
      <Table.Td fw={600}>{h.symbol}</Table.Td>
      <Table.Td ta="right" className="pfa-amount" data-testid="holding-quantity">
        {decimalText(h.quantity)}
      </Table.Td>
      <Table.Td ta="right">
        <PriceCell holding={h} />
      </Table.Td>
      <Table.Td ta="right" data-testid="holding-value">
        {h.value === null ? (
          <Tooltip
            label={h.missingRate ? t("missingRate", { currency: h.missingRate }) : t("noPrice")}
          >
            <Text size="sm" c="dimmed" span>
              {t("unknown")}
            </Text>
          </Tooltip>
        ) : (
          <MoneyText amount={h.value} currency={h.currency} size="sm" />
        )}
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText amount={h.costBasis} currency={h.currency} size="sm" />
      </Table.Td>
      <Table.Td ta="right">
        {h.unrealizedGain === null ? (
          <Text size="sm" c="dimmed" span>
            {t("unknown")}
          </Text>
        ) : (
          <>
            <MoneyText amount={h.unrealizedGain} currency={h.currency} signed size="sm" />
            {gainPercent !== null && (
              <Text size="xs" c="dimmed">
                {percentText(locale, gainPercent)}
              </Text>
            )}
          </>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function PriceCell({ holding: h }: { holding: HoldingView }) {
  const { t } = useTranslation("investments");
  const { date } = useFormatters();
  const decimalText = useDecimalText();
  const today = useToday();
  if (h.price === null || h.priceDate === null) {
    return (
      <Text size="sm" c="dimmed" span>
        {t("noPrice")}
      </Text>
    );
  }
  const age = daysBetween(h.priceDate, today);
  return (
    <>
      <Text size="sm" className="pfa-amount" data-testid="holding-price">
        {decimalText(h.price)} {h.priceCurrency}
      </Text>
      <Text size="xs" c={age > 3 ? "orange" : "dimmed"} data-testid="holding-price-date">
        {age <= 0 ? t("priceToday") : t("priceAge", { count: age, date: date(h.priceDate) })}
      </Text>
    </>
  );
}

/** A gain as a signed percent with one decimal, in the current language ("+4,5 %"). */
function percentText(locale: string, ratio: number): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(ratio);
}
