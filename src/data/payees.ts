import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";

export type PayeeView = FunctionReturnType<typeof api.payees.list>["page"][number];
export type RuleView = FunctionReturnType<typeof api.rules.list>[number];
export type RuleInput = Omit<FunctionArgs<typeof api.rules.create>, never>;
export type RuleSuggestion = FunctionReturnType<typeof api.rules.suggestions>[number];
export type RuleGuess = FunctionReturnType<typeof api.rules.guess>;

/** Payees starting with what was typed (most used when nothing is), live. */
export function usePayeeSuggestions(prefix: string): PayeeView[] {
  return useQuery(api.payees.suggest, { prefix }) ?? [];
}

export function usePayeePages(search: string) {
  return usePaginatedQuery(
    api.payees.list,
    { search: search || undefined },
    { initialNumItems: 50 },
  );
}

/**
 * How the rules and the payee's history would file an entry, for the form to fill in; skipped
 * until there is a payee or notes to go on.
 */
export function useRuleGuess(
  accountId: Id<"accounts"> | null,
  payee: string,
  notes: string,
  amount: number | undefined,
): RuleGuess | undefined {
  const ready = accountId !== null && (payee.trim() !== "" || notes.trim() !== "");
  return useQuery(
    api.rules.guess,
    ready ? { accountId, payee: payee || undefined, notes: notes || undefined, amount } : "skip",
  );
}

export function usePayeeMutations() {
  return {
    rename: useMutation(api.payees.rename),
    merge: useMutation(api.payees.merge),
  };
}

export function useRules(): RuleView[] | undefined {
  return useQuery(api.rules.list, {});
}

export function useRuleSuggestions(): RuleSuggestion[] | undefined {
  return useQuery(api.rules.suggestions, {});
}

export function useRuleMutations() {
  return {
    create: useMutation(api.rules.create),
    update: useMutation(api.rules.update),
    remove: useMutation(api.rules.remove),
    dismiss: useMutation(api.rules.dismissSuggestion),
    applyToExisting: useMutation(api.rules.applyToExisting),
  };
}

/** One page at a time of what applying a rule would change, live. */
export function useRulePreview(id: Id<"rules">, includeHandEdited: boolean, pageSize: number) {
  return usePaginatedQuery(
    api.rules.preview,
    { id, includeHandEdited },
    { initialNumItems: pageSize },
  );
}

/** A rule just saved, as the list will show it, before the live list catches up. */
export function savedRule(input: RuleInput, id: Id<"rules">, createdAt?: number): RuleView {
  const now = Date.now();
  return { ...input, _id: id, _creationTime: now, createdAt: createdAt ?? now };
}
