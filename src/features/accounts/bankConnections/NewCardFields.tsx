import { NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { MoneyInput } from "../../../components/MoneyInput";

/** A new card's limit (as typed) and its statement and payment days. */
export interface CardDraft {
  limit: string;
  billingDay: number | string;
  paymentDay: number | string;
}

/**
 * Statement on the 1st, payment on the 25th: a common cycle, shown in the fields so the person
 * sees and changes it. The limit has no guess: the bank does not report it, and 0 would show
 * the whole debt as "available" below zero.
 */
export const PROPOSED_CARD: CardDraft = { limit: "", billingDay: 1, paymentDay: 25 };

const DAY = {
  min: 1,
  max: 31,
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: "none" as const,
};

/** The link dialog's fields for a new credit card: limit, statement day, payment day. */
export function NewCardFields({
  value,
  onChange,
  currency,
}: {
  value: CardDraft;
  onChange: (next: CardDraft) => void;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation("accounts");
  return (
    <Stack gap="xs">
      <MoneyInput
        label={t("fields.creditLimit")}
        description={t("bank.link.limitHint")}
        required
        currency={currency}
        value={value.limit}
        onChange={(limit) => onChange({ ...value, limit })}
      />
      {/* Two days side by side fit even a phone, as in the account form. */}
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={t("fields.billingDay")}
          required
          {...DAY}
          value={value.billingDay}
          onChange={(billingDay) => onChange({ ...value, billingDay })}
        />
        <NumberInput
          label={t("fields.paymentDay")}
          required
          {...DAY}
          value={value.paymentDay}
          onChange={(paymentDay) => onChange({ ...value, paymentDay })}
        />
      </SimpleGrid>
    </Stack>
  );
}
