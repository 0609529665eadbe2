import { Paper, Table, Text, VisuallyHidden } from "@mantine/core";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../../../components/editAccess";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { MoneyText } from "../../../../components/MoneyText";
import { useCategoryNames } from "../../../../data/categoryNames";
import type { EnvelopeMonth } from "../../../../data/envelope";
import { AssignedCell } from "./AssignedCell";
import { AvailableCell } from "./AvailableCell";
import { RowMenu } from "./RowMenu";

export interface TableActions {
  assign: (category: CategoryKey, amount: number) => Promise<boolean>;
  move: (init: { from?: CategoryKey; to?: CategoryKey; amount?: number }) => void;
  target: (category: CategoryKey) => void;
  keepNegative: (category: CategoryKey, on: boolean) => void;
}

/** One dense row per spending category: assigned (editable), activity, available. */
export function EnvelopeTable({ data, actions }: { data: EnvelopeMonth; actions: TableActions }) {
  // A viewer of the household reads the budget; the server refuses their changes anyway.
  const canEdit = use(EditAccess);
  const { t } = useTranslation("planner");
  const { label } = useCategoryNames();
  const right = { textAlign: "right" as const };
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={340}>
        <Table
          verticalSpacing={4}
          horizontalSpacing={6}
          highlightOnHover
          data-testid="envelope-table"
          aria-label={t("envelope.tableLabel")}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("budget.category")}</Table.Th>
              <Table.Th style={right}>{t("envelope.assigned")}</Table.Th>
              <Table.Th style={right} visibleFrom="xs">
                {t("envelope.activity")}
              </Table.Th>
              <Table.Th style={right}>{t("envelope.available")}</Table.Th>
              <Table.Th w={36}>
                <VisuallyHidden>{t("envelope.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.categories.map((line, i) => {
              const category = line.category as CategoryKey;
              const name = label(category);
              const detail = data.details[i];
              return (
                <Table.Tr key={category} data-category={category}>
                  <Table.Td>
                    <Text
                      size="sm"
                      fw={550}
                      lineClamp={2}
                      style={{ hyphens: "auto", overflowWrap: "break-word" }}
                    >
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <AssignedCell
                        amount={line.assigned}
                        currency={data.currency}
                        label={name}
                        onAssign={(amount) => actions.assign(category, amount)}
                      />
                    ) : (
                      <MoneyText amount={line.assigned} currency={data.currency} size="sm" />
                    )}
                  </Table.Td>
                  <Table.Td style={right} visibleFrom="xs">
                    <MoneyText
                      amount={line.activity}
                      currency={data.currency}
                      size="sm"
                      markNegative={false}
                      c={line.activity === 0 ? "dimmed" : undefined}
                    />
                  </Table.Td>
                  <Table.Td>
                    <AvailableCell
                      available={line.available}
                      underfunded={detail.underfunded}
                      currency={data.currency}
                    />
                  </Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <RowMenu
                        label={name}
                        available={line.available}
                        detail={detail}
                        currency={data.currency}
                        onFill={(amount) => void actions.assign(category, amount)}
                        onMove={() => actions.move({ from: category })}
                        onCover={() => actions.move({ to: category, amount: -line.available })}
                        onTarget={() => actions.target(category)}
                        onKeepNegative={(on) => actions.keepNegative(category, on)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
