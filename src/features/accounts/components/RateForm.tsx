import { Button, Group, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import {
  CURRENCIES,
  isCurrencyCode,
  type CurrencyCode,
} from "../../../../convex/shared/currencies";
import { useFormatters } from "../../../lib/format";
import { isValidRate } from "../../../../convex/shared/rates";
import { parseDecimalInput } from "../../../../convex/shared/money";
import { useExchangeRateMutations } from "../../../data/exchangeRates";
import { useSubmit } from "../../../lib/useSubmit";

export interface RatePair {
  base: CurrencyCode;
  quote: CurrencyCode;
  rate?: number;
}

/** Add or change one rate: "1 base = rate quote", the rate typed in the user's number format. */
export function RateForm({ initial, onSaved }: { initial?: RatePair; onSaved: () => void }) {
  const { t } = useTranslation("accounts");
  const { locale } = useFormatters();
  const { upsert } = useExchangeRateMutations();
  const { saving, run } = useSubmit({ notify: true, title: t("rates.error") });
  const form = useForm({
    initialValues: {
      base: initial?.base ?? ("EUR" as CurrencyCode),
      quote: initial?.quote ?? ("USD" as CurrencyCode),
      rate:
        initial?.rate === undefined
          ? ""
          : new Intl.NumberFormat(locale, { maximumFractionDigits: 10, useGrouping: false }).format(
              initial.rate,
            ),
    },
    validate: {
      quote: (quote, values) => (quote === values.base ? t("rates.sameCurrency") : null),
      rate: (rate) => {
        const value = parseDecimalInput(rate, locale);
        if (value === null) return t("rates.invalidRate");
        // The same bounds as the server (shared/rates.ts).
        return isValidRate(value) ? null : t("common:errors.INVALID_RATE");
      },
    },
  });
  const parsed = parseDecimalInput(form.values.rate, locale);
  const options = CURRENCIES.map((code) => ({ value: code, label: code }));

  const submit = async (values: typeof form.values) => {
    const rate = parseDecimalInput(values.rate, locale);
    if (rate === null) return;
    if (!(await run(() => upsert({ base: values.base, quote: values.quote, rate }))).ok) return;
    notifications.show({ color: "brand", message: t("rates.saved") });
    onSaved();
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => void submit(values))}
      noValidate
      data-testid="rate-form"
    >
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Select
          label={t("rates.base")}
          data={options}
          allowDeselect={false}
          searchable
          {...form.getInputProps("base")}
          onChange={(code) => isCurrencyCode(code) && form.setFieldValue("base", code)}
        />
        <Select
          label={t("rates.quote")}
          data={options}
          allowDeselect={false}
          searchable
          {...form.getInputProps("quote")}
          onChange={(code) => isCurrencyCode(code) && form.setFieldValue("quote", code)}
        />
        <TextInput
          label={t("rates.rate")}
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps("rate")}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" className="pfa-amount" data-testid="rate-preview">
          {parsed === null
            ? ""
            : `1 ${form.values.base} = ${new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(parsed)} ${form.values.quote}`}
        </Text>
        <Button type="submit" size="sm" loading={saving}>
          {t("rates.save")}
        </Button>
      </Group>
    </form>
  );
}
