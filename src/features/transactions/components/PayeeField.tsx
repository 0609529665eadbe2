import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { PAYEE_MAX_LENGTH } from "../../../../convex/shared/importing";
import { usePayeeSuggestions } from "../../../data/payees";

interface PayeeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  /** In a register row: small, named for screen readers instead of a visible label. */
  compact?: boolean;
  /** "Transfer: <account>" choices offered after the payees (the register's entry row). */
  transfers?: string[];
}

/**
 * The payee, with the user's existing payees suggested as they type (most used first while
 * empty); a name not in the list becomes a new payee when the entry is saved.
 */
export function PayeeField({
  value,
  onChange,
  error,
  compact = false,
  transfers = [],
}: PayeeFieldProps) {
  const { t } = useTranslation("transactions");
  const [typed] = useDebouncedValue(value, 150);
  const payees = usePayeeSuggestions(typed);
  const names = [...new Set([...payees.map((p) => p.name), ...transfers])];
  const text = value.trim().toLowerCase();
  // Suggestions still found for an earlier, shorter text are not offered for this one.
  const shown = text === "" ? names : names.filter((n) => n.toLowerCase().includes(text));

  /**
   * Tab takes the highlighted suggestion (else the first one that starts with the text), as a
   * register's payee does; a name matching none stays as typed and becomes a new payee.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Tab" || event.shiftKey || text === "") return;
    const list = event.currentTarget.getAttribute("aria-controls");
    const highlighted = list
      ? document.getElementById(list)?.querySelector("[data-combobox-selected]")?.textContent
      : null;
    const match =
      (highlighted && shown.includes(highlighted) ? highlighted : null) ??
      shown.find((n) => n.toLowerCase().startsWith(text));
    if (match && match !== value) onChange(match);
  };
  return (
    <Autocomplete
      label={compact ? undefined : t("form.payee")}
      aria-label={compact ? t("form.payee") : undefined}
      size={compact ? "xs" : undefined}
      placeholder={compact ? t("form.payee") : t("form.payeePlaceholder")}
      data={shown}
      value={value}
      onChange={onChange}
      onKeyDown={compact ? onKeyDown : undefined}
      maxLength={PAYEE_MAX_LENGTH}
      error={error}
      // The field's own text is one of the choices: Mantine filters what the server found.
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      data-testid="payee-field"
    />
  );
}
