import { Badge, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowMerge, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import type { PayeeView } from "../../../data/payees";
import { useFormatters } from "../../../lib/format";
import { useCategoryNames } from "../../../data/categoryNames";

interface PayeeTableProps {
  payees: PayeeView[];
  onRename: (payee: PayeeView) => void;
  onMerge: (payee: PayeeView) => void;
}

/** Amounts per currency, one line each, right-aligned (a payee may span accounts). */
function Totals({ totals, side }: { totals: PayeeView["totals"]; side: "income" | "expense" }) {
  const lines = totals.filter((total) => total[side] !== 0);
  if (lines.length === 0) {
    return (
      <Text span c="dimmed" aria-hidden>
        {"—"}
      </Text>
    );
  }
  return (
    <Stack gap={0} align="flex-end">
      {lines.map((total) => (
        <MoneyText key={total.currency} amount={total[side]} currency={total.currency} size="sm" />
      ))}
    </Stack>
  );
}

export function PayeeTable({ payees, onRename, onMerge }: PayeeTableProps) {
  const { t } = useTranslation("payees");
  const { label: categoryName } = useCategoryNames();
  const { number } = useFormatters();
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="payee-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.payee")}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t("columns.count")}
            </Table.Th>
            <Table.Th visibleFrom="sm">{t("columns.category")}</Table.Th>
            <Table.Th ta="right">{t("columns.spent")}</Table.Th>
            <Table.Th ta="right" visibleFrom="xs">
              {t("columns.received")}
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payees.map((payee) => (
            <Table.Tr key={payee._id} data-testid="payee-row">
              <Table.Td style={{ overflowWrap: "break-word" }}>
                <Text size="sm" fw={500}>
                  {payee.name}
                </Text>
                {/* On a phone the count and category columns fold into this line. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {[
                    t("countLine", { count: payee.count, formatted: number(payee.count) }),
                    payee.category ? categoryName(payee.category) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </Table.Td>
              <Table.Td ta="right" className="pfa-amount" visibleFrom="sm">
                {number(payee.count)}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {payee.category && (
                  <Badge variant="light" color="gray" tt="none">
                    {categoryName(payee.category)}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Totals totals={payee.totals} side="expense" />
              </Table.Td>
              <Table.Td ta="right" visibleFrom="xs">
                <Totals totals={payee.totals} side="income" />
              </Table.Td>
              <Table.Td w={44}>
                <RowActionsMenu
                  label={t("actionsFor", { name: payee.name })}
                  items={[
                    {
                      label: t("rename"),
                      icon: <IconPencil size={16} />,
                      onClick: () => onRename(payee),
                    },
                    {
                      label: t("merge"),
                      icon: <IconArrowMerge size={16} />,
                      onClick: () => onMerge(payee),
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
