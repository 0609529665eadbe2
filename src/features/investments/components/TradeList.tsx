import { Table, Text, VisuallyHidden } from "@mantine/core";
import { use } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { confirmDelete } from "../../../components/confirmDelete";
import { EditAccess } from "../../../components/editAccess";
import { MoneyText } from "../../../components/MoneyText";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import { type TradeView, useInvestmentMutations } from "../../../data/investments";
import { useFormatters } from "../../../lib/format";
import { useDecimalText } from "../decimalInput";

/** The account's latest trades, newest first, with what each did to the cash. */
export function TradeList({ trades, currency }: { trades: TradeView[]; currency: CurrencyCode }) {
  const { t } = useTranslation("investments");
  const { date } = useFormatters();
  const decimalText = useDecimalText();
  const { removeTrade } = useInvestmentMutations();
  // A viewer follows the trades; the actions column is not theirs.
  const canEdit = use(EditAccess);
  const describe = (trade: TradeView) =>
    trade.quantity === null
      ? t("trades.dividendOf", { symbol: trade.symbol })
      : t(`trades.${trade.kind}Of`, {
          quantity: decimalText(trade.quantity),
          symbol: trade.symbol,
        });
  const askToRemove = (trade: TradeView) =>
    confirmDelete({
      title: t("trades.remove.title"),
      message: t("trades.remove.message", { trade: describe(trade), date: date(trade.date) }),
      detail: t("trades.remove.detail"),
      confirmLabel: t("trades.remove.confirm"),
      done: t("trades.remove.done"),
      failed: t("trades.remove.failed"),
      reasons: { OVERSELL: t("trades.remove.neededBySale") },
      remove: () => removeTrade({ id: trade._id }),
    });
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} data-testid="trade-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("trades.date")}</Table.Th>
            <Table.Th>{t("trades.trade")}</Table.Th>
            <Table.Th ta="right">{t("trades.cash")}</Table.Th>
            <Table.Th ta="right">{t("trades.realized")}</Table.Th>
            {canEdit && (
              <Table.Th>
                <VisuallyHidden>{t("trades.actions")}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trades.map((trade) => (
            <Table.Tr key={trade._id} data-testid="trade-row">
              <Table.Td>{date(trade.date)}</Table.Td>
              <Table.Td>
                <Text size="sm">{describe(trade)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={trade.cashChange} currency={currency} signed size="sm" />
              </Table.Td>
              <Table.Td ta="right">
                {trade.realizedGain !== null && (
                  <MoneyText amount={trade.realizedGain} currency={currency} signed size="sm" />
                )}
              </Table.Td>
              {canEdit && (
                <Table.Td w={40}>
                  <RowActionsMenu
                    label={t("trades.actionsFor", {
                      trade: describe(trade),
                      date: date(trade.date),
                    })}
                    deleteLabel={t("trades.remove.action")}
                    onDelete={() => askToRemove(trade)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
