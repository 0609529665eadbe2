import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Panel } from "../../../components/Panel";
import { IconScale } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
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

/** "Can I afford it?": amount, optional date and account; the answer stays live. */
export function AffordForm() {
  const { t } = useTranslation("advisor");
  const today = useToday();
  const { parse } = useMoneyInputFormat();
  const { currency: display } = useDisplayCurrency();
  const accounts = useAccounts();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<CurrencyCode | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [includeSavings, setIncludeSavings] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [question, setQuestion] = useState<AffordQuestion | null>(null);
  const currency = chosen ?? display;
  const answer = useAffordability(question);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text, currency);
    if (text.trim() === "") return setError(t("common:errors.REQUIRED"));
    if (!parsed.ok || parsed.value <= 0) return setError(t("common:errors.INVALID_AMOUNT"));
    setError(undefined);
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
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <MoneyInput
              label={t("afford.amount")}
              currency={currency}
              value={text}
              onChange={setText}
              error={error}
              required
            />
            <CurrencySelect label={t("afford.currency")} value={currency} onChange={setChosen} />
          </SimpleGrid>
          {/* Side by side only where "All cash and bank accounts" fits its half in every
                language: measured on the card, which is narrow beside the insights on a desktop. */}
          <SimpleGrid type="container" cols={{ base: 1, "680px": 2 }} spacing="sm">
            <DateField
              label={t("afford.date")}
              placeholder={t("afford.now")}
              value={date}
              onChange={setDate}
              minDate={today}
              clearable
            />
            <AccountSelect
              label={t("afford.account")}
              placeholder={t("afford.allAccounts")}
              accounts={liquid}
              value={accountId}
              onChange={setAccountId}
              clearable
            />
          </SimpleGrid>
          <Checkbox
            label={t("afford.includeSavings")}
            checked={includeSavings}
            onChange={(event) => setIncludeSavings(event.currentTarget.checked)}
            disabled={accountId !== null}
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
