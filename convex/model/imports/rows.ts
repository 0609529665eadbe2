/** Validation of the rows an import chunk carries, before anything is written. */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { validateIsoDate, validateNotes } from "../../shared/validation";
import { isCategory } from "../../shared/domain";
import { cleanText, storedText } from "../../shared/text";
import { ensure, fail } from "../errors";
import type { Entry } from "../ledger/entries";
import { feedEntry } from "../ledger/feedEntry";

export const vImportRow = v.object({
  /** importKeyOf(row, occurrence): stable across re-runs of the same statement. */
  key: v.string(),
  date: v.string(),
  /** Signed minor units in the account's currency. */
  amount: v.number(),
  payee: v.optional(v.string()),
  notes: v.optional(v.string()),
  /**
   * A category id, checked in toEntry: a plain string here because a statement's thousands
   * of rows would each be matched against the 13-literal union (INVALID_ARGUMENT instead).
   */
  category: v.string(),
  /**
   * The category is the preview's default: neither the file nor the payee's history named
   * one (see fileFeedEntry). Only marks the row; it changes nothing that is stored otherwise.
   */
  fallback: v.optional(v.boolean()),
});
export type ImportRow = Infer<typeof vImportRow>;

export function toEntry(
  userId: Id<"users">,
  account: Doc<"accounts">,
  importId: Id<"imports">,
  row: ImportRow,
  /** The user's own categories this chunk names, already checked (categories/check.ts). */
  own: ReadonlySet<string> = new Set(),
): Entry {
  ensure(validateIsoDate(row.date), "date");
  if (!Number.isSafeInteger(row.amount) || row.amount === 0) fail("INVALID_AMOUNT", "amount");
  // A statement's text is cleaned rather than refused (shared/text.ts).
  const notes = storedText(row.notes, "file", true) || undefined;
  ensure(validateNotes(notes), "notes");
  const key = cleanText(row.key);
  if (key.length === 0 || key.length > 300) fail("INVALID_ARGUMENT", "key");
  const category = row.category as Entry["category"];
  if (!isCategory(category) && !own.has(category)) fail("INVALID_ARGUMENT", "category");
  return feedEntry(
    { _id: account._id, userId },
    { date: row.date, amount: row.amount, payee: row.payee, notes, category },
    { import: importId, key },
  );
}
