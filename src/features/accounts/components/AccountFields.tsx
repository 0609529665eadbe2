import {
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import {
  ACCOUNT_TYPES,
  LOAN_PAYMENT_TYPES,
  type AccountType,
} from "../../../../convex/shared/domain";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { DateField } from "../../../components/DateField";
import { MoneyInput } from "../../../components/MoneyInput";
import { MoneyText } from "../../../components/MoneyText";
import { NotesField } from "../../../components/NotesField";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { isLiabilityType } from "../../../../convex/shared/domain";
import { availableCreditOf, type AccountFormValues } from "../accountForm";

type Form = UseFormReturnType<AccountFormValues>;

/** The details of an account (wizard step 2 and the edit modal); card and loan fields by type. */
export function AccountFields({ form, withType = false }: { form: Form; withType?: boolean }) {
  const { t } = useTranslation("accounts");
  const { values } = form;
  const liability = isLiabilityType(values.type);
  return (
    <Stack gap="sm">
      {withType && (
        <Select
          label={t("fields.type")}
          data={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`types.${type}.label`) }))}
          allowDeselect={false}
          {...form.getInputProps("type")}
          onChange={(type) => type && form.setFieldValue("type", type as AccountType)}
        />
      )}
      <TextInput label={t("fields.name")} required maxLength={80} {...form.getInputProps("name")} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <CurrencySelect
          label={t("fields.currency")}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("currency")}
          onChange={(code) => form.setFieldValue("currency", code)}
        />
        <MoneyInput
          label={liability ? t("fields.amountOwed") : t("fields.initialBalance")}
          description={liability ? t("fields.amountOwedHint") : t("fields.initialBalanceHint")}
          currency={values.currency}
          {...form.getInputProps("balance")}
        />
      </SimpleGrid>
      {values.type === "credit_card" && <CardFields form={form} />}
      {values.type === "loan" && <LoanFields form={form} />}
      {liability && <DebtFields form={form} />}
      <NotesField
        label={t("fields.description")}
        placeholder={t("fields.descriptionPlaceholder")}
        {...form.getInputProps("description")}
      />
    </Stack>
  );
}

function CardFields({ form }: { form: Form }) {
  const { t } = useTranslation("accounts");
  const { parse } = useMoneyInputFormat();
  const available = availableCreditOf(form.values, parse);
  const day = {
    min: 1,
    max: 31,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: "none" as const,
  };
  return (
    <Stack gap="sm">
      <MoneyInput
        label={t("fields.creditLimit")}
        required
        currency={form.values.currency}
        {...form.getInputProps("creditLimit")}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t("fields.billingDay")}
          required
          {...day}
          {...form.getInputProps("billingDay")}
        />
        <NumberInput
          label={t("fields.paymentDay")}
          required
          {...day}
          {...form.getInputProps("paymentDay")}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs" data-testid="available-credit">
        <Text size="sm" c="dimmed">
          {t("fields.availableCredit")}
        </Text>
        {available === null ? (
          <Text size="sm" c="dimmed" aria-hidden="true">
            —
          </Text>
        ) : (
          <MoneyText amount={available} currency={form.values.currency} fw={600} size="sm" />
        )}
      </Group>
    </Stack>
  );
}

function LoanFields({ form }: { form: Form }) {
  const { t } = useTranslation("accounts");
  return (
    <Stack gap="sm">
      <DateField label={t("fields.loanDueDate")} clearable {...form.getInputProps("loanDueDate")} />
      <Radio.Group label={t("fields.loanPaymentType")} {...form.getInputProps("loanPaymentType")}>
        <Group gap="lg" mt={6}>
          {LOAN_PAYMENT_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`paymentTypes.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <MoneyInput
        label={t("fields.loanPaymentAmount")}
        currency={form.values.currency}
        {...form.getInputProps("loanPaymentAmount")}
      />
    </Stack>
  );
}

/** The payoff plan's figures for a card or a loan: its yearly rate and its minimum payment. */
function DebtFields({ form }: { form: Form }) {
  const { t } = useTranslation("accounts");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NumberInput
        label={t("fields.interestRate")}
        description={t("fields.interestRateHint")}
        min={0}
        max={1000}
        decimalScale={2}
        allowNegative={false}
        clampBehavior="none"
        suffix=" %"
        {...form.getInputProps("interestRate")}
      />
      <MoneyInput
        label={t("fields.minimumPayment")}
        description={t("fields.minimumPaymentHint")}
        currency={form.values.currency}
        {...form.getInputProps("minimumPayment")}
      />
    </SimpleGrid>
  );
}
