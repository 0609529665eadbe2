/**
 * Income and expense transactions: validation, currency conversion and the signed amount.
 * The user enters a positive amount (in the account's currency or another one); the sign
 * comes from the kind: income > 0, expense < 0.
 */
import { v, type ObjectType } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { validateIsoDate, validateNotes, validatePositiveAmount } from "../../shared/validation";
import { normalizeText } from "../../shared/text";
import { vCurrency } from "../validators";
import { ensure } from "../errors";
import { convertEntered, convertWithRate } from "../exchangeRates/exchange";
import type { Entry } from "../ledger/entries";
import { cleanTags, convertSplits, validateSplitInput } from "./extras";
import { ensureCategories } from "../categories/check";
import { cleanPayee } from "../payees/clean";
import { transactionFields } from "./fields";

/**
 * An income or expense as entered: a positive `amount` of `currency` (the account's unless
 * told); the stored signed amount follows from the kind.
 */
export const entryInputFields = transactionFields
  .pick("amount", "date", "category", "notes", "splits", "tags", "payee")
  .extend({
    kind: v.union(v.literal("income"), v.literal("expense")),
    currency: v.optional(vCurrency),
  }).fields;
export type EntryInput = ObjectType<typeof entryInputFields>;

export interface UserCtx {
  db: MutationCtx["db"];
  ledgerKey: Id<"users">;
}

export function validateCommon(input: { amount: number; date: string; notes?: string }): void {
  ensure(validatePositiveAmount(input.amount), "amount");
  ensure(validateIsoDate(input.date), "date");
  ensure(validateNotes(input.notes), "notes");
}

/** Notes as stored: NFC, trimmed (shared/text.ts), absent when empty. */
export function cleanNotes(notes: string | undefined): string | undefined {
  return normalizeText(notes ?? "") || undefined;
}

type Details = Pick<EntryInput, "amount" | "date" | "category" | "notes" | "splits" | "tags"> & {
  payee?: string;
};

/**
 * The checks every income or expense passes, typed in a form or restored from a backup:
 * `amount` positive (the kind gives the sign), date, notes, split parts adding up, categories
 * the user may use, clean tags and payee. Returns the cleaned parts, tags, payee and notes.
 */
export async function checkEntryDetails(ctx: Pick<UserCtx, "db" | "ledgerKey">, input: Details) {
  validateCommon(input);
  const parts = validateSplitInput(input.splits, input.amount);
  await ensureCategories(ctx, [input.category, ...(parts ?? []).map((p) => p.category)]);
  return {
    parts,
    tags: cleanTags(input.tags),
    payee: cleanPayee(input.payee),
    notes: cleanNotes(input.notes),
  };
}

/**
 * The transaction to store for an income/expense entered into `account`. When editing, the
 * rate stored with the transaction is kept while its entered currency stays the same: a
 * transaction's rate belongs to it, and a rate missing today must not block fixing a typo.
 */
export async function buildEntry(
  ctx: UserCtx,
  account: Doc<"accounts">,
  input: EntryInput,
  previous?: Doc<"transactions">,
): Promise<Entry> {
  const { parts, tags, payee } = await checkEntryDetails(ctx, input);
  const currency = input.currency ?? account.currency;
  const kept = previous?.original;
  const converted =
    kept !== undefined && kept.currency === currency && currency !== account.currency
      ? convertWithRate(input.amount, currency, account.currency, kept.rate)
      : await convertEntered(ctx, input.amount, currency, account.currency);
  const sign = input.kind === "income" ? 1 : -1;
  const original = converted.original && {
    ...converted.original,
    amount: sign * converted.original.amount,
  };
  const splits =
    parts &&
    convertSplits(parts, input.amount, converted.amount).map((p) => ({
      ...p,
      amount: sign * p.amount,
    }));
  return {
    userId: ctx.ledgerKey,
    accountId: account._id,
    date: input.date,
    kind: input.kind,
    amount: sign * converted.amount,
    // A split's own category is only a marker: its first part's.
    category: splits ? splits[0].category : input.category,
    notes: cleanNotes(input.notes),
    ...(payee ? { payee } : {}),
    ...(original ? { original } : {}),
    ...(splits ? { splits } : {}),
    ...(tags ? { tags } : {}),
  };
}
