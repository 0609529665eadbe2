/**
 * Whether a rule matches a transaction and what it changes. Pure: the ledger, imports, the
 * preview and the form's guess all use these, so a preview shows exactly what applying does.
 */
import type { Doc } from "../../_generated/dataModel";
import type { CategoryKey } from "../../shared/domain";
import { payeeKey } from "../../shared/importing";

export type Rule = Pick<
  Doc<"rules">,
  | "field"
  | "op"
  | "text"
  | "minAmount"
  | "maxAmount"
  | "accountId"
  | "setCategory"
  | "setPayee"
  | "addTag"
  | "createdAt"
>;

type Target = Pick<Doc<"transactions">, "payee" | "notes" | "amount" | "accountId" | "kind">;

export function ruleMatches(rule: Rule, tx: Target): boolean {
  if (tx.kind === "transfer") return false;
  if (rule.accountId !== undefined && rule.accountId !== tx.accountId) return false;
  const size = Math.abs(tx.amount);
  if (rule.minAmount !== undefined && size < rule.minAmount) return false;
  if (rule.maxAmount !== undefined && size > rule.maxAmount) return false;
  const value = payeeKey(rule.field === "payee" ? tx.payee : tx.notes);
  const needle = payeeKey(rule.text);
  if (needle === "" || value === "") return false;
  return rule.op === "equals" ? value === needle : value.includes(needle);
}

export interface RuleOutcome {
  category?: CategoryKey;
  payee?: string;
  tags: string[];
}

/** What the matching rules set, oldest rule first, a later rule's action winning. */
export function outcomeOf(rules: Rule[], tx: Target): RuleOutcome | null {
  const ordered = [...rules].sort((a, b) => a.createdAt - b.createdAt);
  let outcome: RuleOutcome | null = null;
  for (const rule of ordered) {
    if (!ruleMatches(rule, tx)) continue;
    outcome ??= { tags: [] };
    if (rule.setCategory !== undefined) outcome.category = rule.setCategory;
    if (rule.setPayee !== undefined) outcome.payee = rule.setPayee;
    if (rule.addTag !== undefined && !outcome.tags.includes(rule.addTag)) {
      outcome.tags.push(rule.addTag);
    }
  }
  return outcome;
}

type Editable = Pick<Doc<"transactions">, "category" | "payee" | "tags" | "splits">;

/**
 * The transaction's category, payee and tags after the outcome. A split keeps its parts'
 * categories (its own is only a marker); `keepCategory` keeps a category the user chose.
 */
export function applyOutcome<T extends Editable>(
  tx: T,
  outcome: RuleOutcome,
  keepCategory = false,
): T {
  const next = { ...tx };
  if (outcome.category !== undefined && !keepCategory && tx.splits === undefined) {
    next.category = outcome.category;
  }
  if (outcome.payee !== undefined) next.payee = outcome.payee;
  const tags = [...(tx.tags ?? [])];
  for (const tag of outcome.tags) {
    if (!tags.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) tags.push(tag);
  }
  if (tags.length > 0) next.tags = tags;
  return next;
}

/** Whether applying changed anything the user would see. */
export function changes(before: Editable, after: Editable): boolean {
  return (
    before.category !== after.category ||
    before.payee !== after.payee ||
    (before.tags ?? []).join("\u0000") !== (after.tags ?? []).join("\u0000")
  );
}
