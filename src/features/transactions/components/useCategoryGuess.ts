import { useDebouncedValue } from "@mantine/hooks";
import type { UseFormReturnType } from "@mantine/form";
import { useEffect } from "react";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useRuleGuess, type RuleGuess } from "../../../data/payees";
import type { TransactionFormValues } from "../transactionForm";

/**
 * Fills a new entry's category from the user's rules, else from how they usually file its
 * payee, until the user picks a category themselves. Returns the guess that was applied, so
 * the form can say where the category came from.
 */
export function useCategoryGuess(
  form: UseFormReturnType<TransactionFormValues>,
  accountId: Id<"accounts"> | null,
  enabled: boolean,
): RuleGuess | undefined {
  const { payee, notes, kind, categoryChosen, splits } = form.getValues();
  const [typed] = useDebouncedValue({ payee, notes }, 250);
  const active = enabled && kind !== "transfer";
  const guess = useRuleGuess(active ? accountId : null, typed.payee, typed.notes, undefined);
  const category = guess?.category ?? null;
  const open = active && !categoryChosen && splits.length === 0;
  useEffect(() => {
    if (open && category !== null && form.getValues().category !== category) {
      form.setFieldValue("category", category);
    }
    // `form` is stable for the form's life; re-run only when the guess or the state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, category]);
  return open && category !== null ? guess : undefined;
}
