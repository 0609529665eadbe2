import { TextInput } from "@mantine/core";
import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../../convex/shared/currencies";
import { useMoneyInputFormat } from "../../../../lib/moneyInput";
import classes from "./EnvelopeTable.module.css";

interface AssignedCellProps {
  amount: number;
  currency: CurrencyCode;
  label: string;
  /** Resolves to true once saved. */
  onAssign: (amount: number) => Promise<boolean>;
}

/**
 * What a category is assigned, edited in place: type, then Enter or leave the field to save;
 * Escape puts the saved amount back. While the field is not being edited it follows the
 * server (another tab's change shows at once).
 */
export function AssignedCell({ amount, currency, label, onAssign }: AssignedCellProps) {
  const { t } = useTranslation("planner");
  const { parse, toText } = useMoneyInputFormat();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const commit = async () => {
    if (draft === null) return;
    const parsed = parse(draft.trim() === "" ? "0" : draft, currency);
    if (!parsed.ok || parsed.value < 0) {
      setError(t("common:errors.INVALID_AMOUNT"));
      return;
    }
    if (parsed.value !== amount && !(await onAssign(parsed.value))) return;
    setDraft(null);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void commit();
    } else if (event.key === "Escape") {
      setDraft(null);
      setError(null);
    }
  };

  return (
    <TextInput
      size="xs"
      aria-label={t("envelope.assignedTo", { name: label })}
      value={draft ?? toText(amount, currency)}
      onFocus={(e) => {
        setDraft(toText(amount, currency));
        e.currentTarget.select();
      }}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      error={error}
      inputMode="decimal"
      // Reads as a figure until pointed at or edited, like the other columns (a calm grid).
      classNames={{ input: classes.assignedInput }}
      styles={{ input: { textAlign: "right", fontVariantNumeric: "tabular-nums" } }}
      w="100%"
    />
  );
}
