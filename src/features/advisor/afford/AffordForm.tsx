import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Panel } from "../../../components/Panel";
import { IconScale } from "@tabler/icons-react";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { AccountSelect } from "../../../components/AccountSelect";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { DateField } from "../../../components/DateField";
import { MoneyInput } from "../../../components/MoneyInput";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useAccounts } from "../../../data/accounts";
import { useAffordability, type AffordQuestion } from "../../../data/advisor";
import { useDisplayCurrency } from "../../../data/preferences";
import { useToday } from "../../../lib/today";
import { AffordAnswer } from "./AffordAnswer";

const LIQUID = new Set(["cash", "bank", "savings"]);

interface AffordValues {
  amount: string;
  /** Null until chosen: the display currency. */
  currency: CurrencyCode | null;
  date: string | null;
  accountId: string | null;
  includeSavings: boolean;
}

/** "Can I afford it?": amount, optional date and account; the answer stays live. */
export function AffordForm() {
  const { t } = useTranslation("advisor");
  const today = useToday();
  const { parse } = useMoneyInputFormat();
  const { currency: display } = useDisplayCurrency();
  const accounts = useAccounts();
  const form = useForm<AffordValues>({
    initialValues: {
      amount: "",
      currency: null,
      date: null,
      accountId: null,
      includeSavings: false,
    },
  });
  const { values } = form;
  const [question, setQuestion] = useState<AffordQuestion | null>(null);
  const currency = values.currency ?? display;
  const answer = useAffordability(question);

  const submit = ({ amount, date, accountId, includeSavings }: AffordValues) => {
    const parsed = parse(amount, currency);
    if (amount.trim() === "") return form.setFieldError("amount", t("common:errors.REQUIRED"));
    if (!parsed.ok || parsed.value <= 0) {
      return form.setFieldError("amount", t("common:errors.INVALID_AMOUNT"));
    }
    setQuestion({
      amount: parsed.value,
      currency,
      ...(date && date > today ? { date } : {}),
      ...(accountId ? { accountId: accountId as Id<"accounts"> } : {}),
      ...(includeSavings ? { includeSavings } : {}),
    });
  };

  const liquid = (accounts ?? []).filter((a) => LIQUID.has(a.type));

  return (
    <Panel card icon={IconScale} titleSize="h4" title={t("afford.title")} testId="afford">
      <Text size="sm" c="dimmed">
        {t("afford.description")}
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <MoneyInput
              label={t("afford.amount")}
              currency={currency}
              required
              {...form.getInputProps("amount")}
            />
            <CurrencySelect
              label={t("afford.currency")}
              value={currency}
              onChange={(c) => form.setFieldValue("currency", c)}
            />
          </SimpleGrid>
          {/* Side by side only where "All cash and bank accounts" fits its half in every
                language: measured on the card, which is narrow beside the insights on a desktop. */}
          <SimpleGrid type="container" cols={{ base: 1, "680px": 2 }} spacing="sm">
            <DateField
              label={t("afford.date")}
              placeholder={t("afford.now")}
              {...form.getInputProps("date")}
              minDate={today}
              clearable
            />
            <AccountSelect
              label={t("afford.account")}
              placeholder={t("afford.allAccounts")}
              accounts={liquid}
              clearable
              {...form.getInputProps("accountId")}
            />
          </SimpleGrid>
          <Checkbox
            label={t("afford.includeSavings")}
            {...form.getInputProps("includeSavings", { type: "checkbox" })}
            disabled={values.accountId !== null}
          />
          <Group>
            <Button type="submit">{t("afford.ask")}</Button>
          </Group>
        </Stack>
      </form>
      {question && <AffordAnswer answer={answer} />}
    </Panel>
  );
}
