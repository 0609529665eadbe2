import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { MoneyText } from "../../../components/MoneyText";
import type { TradeView } from "../../../data/investments";
import { useFormatters } from "../../../lib/format";
import { useDecimalText } from "../decimalInput";

/** The account's latest trades, newest first, with what each did to the cash. */
export function TradeList({ trades, currency }: { trades: TradeView[]; currency: CurrencyCode }) {
  const { t } = useTranslation("investments");
  const { date } = useFormatters();
  const decimalText = useDecimalText();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} data-testid="trade-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("trades.date")}</Table.Th>
            <Table.Th>{t("trades.trade")}</Table.Th>
            <Table.Th ta="right">{t("trades.cash")}</Table.Th>
            <Table.Th ta="right">{t("trades.realized")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trades.map((trade) => (
            <Table.Tr key={trade._id}>
              <Table.Td>{date(trade.date)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {trade.quantity === null
                    ? t("trades.dividendOf", { symbol: trade.symbol })
                    : t(`trades.${trade.kind}Of`, {
                        quantity: decimalText(trade.quantity),
                        symbol: trade.symbol,
                      })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={trade.cashChange} currency={currency} signed size="sm" />
              </Table.Td>
              <Table.Td ta="right">
                {trade.realizedGain !== null && (
                  <MoneyText amount={trade.realizedGain} currency={currency} signed size="sm" />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
