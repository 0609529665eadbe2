import { Button, Group, Stack, Switch } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { MoneyInput } from "../../../components/MoneyInput";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useDialogSave } from "../hooks";

interface BudgetEditorProps {
  currency: CurrencyCode;
  label: string;
  initialAmount?: number;
  initialRollover?: boolean;
  /** Resolves to true once saved, so the editor can close. */
  onSave: (amount: number, rollover: boolean) => Promise<boolean>;
  onCancel: () => void;
}

/** The inline amount + roll-over editor shown inside a budget row (and for a new cap). */
export function BudgetEditor(props: BudgetEditorProps) {
  const { t } = useTranslation("planner");
  const { parse, toText } = useMoneyInputFormat();
  const { currency, initialAmount } = props;
  const [text, setText] = useState(
    initialAmount === undefined ? "" : toText(initialAmount, currency),
  );
  const [rollover, setRollover] = useState(props.initialRollover ?? false);
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useDialogSave(props.onCancel);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text, currency);
    if (text.trim() === "") return setError(t("common:errors.REQUIRED"));
    // Budgets are amounts to spend: zero is allowed (a "no spending" month), negatives are not.
    if (!parsed.ok || parsed.value < 0) return setError(t("common:errors.INVALID_AMOUNT"));
    await save(() => props.onSave(parsed.value, rollover));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="budget-editor">
      <Stack gap="xs">
        <MoneyInput
          label={props.label}
          currency={currency}
          value={text}
          onChange={(next) => {
            setText(next);
            setError(null);
          }}
          error={error}
          data-autofocus
          autoFocus
          maw={260}
        />
        <Switch
          label={t("budget.rolloverLabel")}
          description={t("budget.rolloverHint")}
          checked={rollover}
          onChange={(e) => setRollover(e.currentTarget.checked)}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving}>
            {t("common:actions.save")}
          </Button>
          <Button size="xs" variant="default" onClick={props.onCancel}>
            {t("common:actions.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
