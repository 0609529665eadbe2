import { Group, Stack, Table, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { useCurrencyLabel } from "../../../lib/currencyLabels";
import { useFormatters } from "../../../lib/format";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { isLiabilityType } from "../../../../convex/shared/domain";
import { availableCreditOf, valuesToInput, type AccountFormValues } from "../accountForm";
import { ACCOUNT_TYPE_STYLE } from "../accountTypes";

/** Step 3 of the wizard: everything that will be created, as it will be shown later. */
export function AccountReview({ values }: { values: AccountFormValues }) {
  const { t } = useTranslation("accounts");
  const { date } = useFormatters();
  const { parse } = useMoneyInputFormat();
  const currencyLabel = useCurrencyLabel();
  const input = valuesToInput(values, parse);
  const { icon: Icon, color } = ACCOUNT_TYPE_STYLE[values.type];
  const money = (amount: number | undefined) =>
    amount === undefined ? null : <MoneyText amount={amount} currency={input.currency} fw={500} />;
  const liability = isLiabilityType(values.type);
  const rows: [string, ReactNode][] = [
    [
      t("fields.type"),
      <Group gap={6} key="type" wrap="nowrap">
        <ThemeIcon size="sm" variant="light" color={color} aria-hidden="true">
          <Icon size={14} />
        </ThemeIcon>
        {t(`types.${values.type}.label`)}
      </Group>,
    ],
    [t("fields.name"), input.name],
    [t("fields.currency"), currencyLabel(input.currency)],
    [
      liability ? t("fields.amountOwed") : t("fields.initialBalance"),
      money(liability ? -input.initialBalance : input.initialBalance),
    ],
  ];
  if (values.type === "credit_card") {
    rows.push(
      [t("fields.creditLimit"), money(input.creditLimit)],
      [t("fields.billingDay"), input.billingDay],
      [t("fields.paymentDay"), input.paymentDay],
      [t("fields.availableCredit"), money(availableCreditOf(values, parse) ?? undefined)],
    );
  }
  if (values.type === "loan") {
    rows.push(
      [t("fields.loanDueDate"), input.loanDueDate ? date(input.loanDueDate) : null],
      [t("fields.loanPaymentType"), t(`paymentTypes.${values.loanPaymentType}`)],
      [t("fields.loanPaymentAmount"), money(input.loanPaymentAmount)],
    );
  }
  if (input.description) rows.push([t("fields.description"), input.description]);
  return (
    <Stack gap="xs" data-testid="account-review">
      <Text size="sm" c="dimmed">
        {t("wizard.reviewIntro")}
      </Text>
      <Table withTableBorder verticalSpacing={6} layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%" fw={500} c="dimmed" fz="sm">
                {label}
              </Table.Th>
              <Table.Td fz="sm" style={{ overflowWrap: "anywhere" }}>
                {value ?? (
                  <Text span c="dimmed" size="sm">
                    {t("wizard.notSet")}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
