/**
 * Splits, tags and search text of a transaction: their validation as entered. The rows kept
 * beside a transaction for its tags are written by the ledger (model/ledger/tags.ts).
 */
import type { Doc } from "../../_generated/dataModel";
import { MAX_AMOUNT } from "../../shared/money";
import { hasForbiddenChars, normalizeText } from "../../shared/text";
import { validateNotes } from "../../shared/validation";
import { ensure, fail } from "../errors";

export const SPLIT_MAX_PARTS = 20;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 40;

type Split = NonNullable<Doc<"transactions">["splits"]>[number];

/**
 * Split parts as entered, in the convention of the entered amount (positive = the kind's
 * direction; a negative part, e.g. a refund inside a purchase, is allowed). They must add up
 * to `total` to the minor unit: SPLIT_MISMATCH otherwise. Empty or absent means no split.
 */
export function validateSplitInput(parts: Split[] | undefined, total: number): Split[] | undefined {
  if (parts === undefined || parts.length === 0) return undefined;
  if (parts.length < 2 || parts.length > SPLIT_MAX_PARTS) fail("INVALID_ARGUMENT", "splits");
  let sum = 0;
  const cleaned = parts.map((part) => {
    if (!Number.isSafeInteger(part.amount) || part.amount === 0) fail("INVALID_AMOUNT", "splits");
    if (Math.abs(part.amount) > MAX_AMOUNT) fail("AMOUNT_TOO_LARGE", "splits");
    ensure(validateNotes(part.notes), "splits");
    sum += part.amount;
    const notes = normalizeText(part.notes ?? "") || undefined;
    return { category: part.category, amount: part.amount, ...(notes ? { notes } : {}) };
  });
  if (sum !== total) fail("SPLIT_MISMATCH", "splits");
  return cleaned;
}

/**
 * Parts entered in another currency, converted to the account's: each part at the same rate,
 * the rounding remainder on the last part, so the stored parts add up to the stored amount.
 */
export function convertSplits(parts: Split[], entered: number, stored: number): Split[] {
  if (entered === stored) return parts;
  let assigned = 0;
  return parts.map((part, i) => {
    const amount =
      i === parts.length - 1 ? stored - assigned : Math.round((part.amount * stored) / entered);
    assigned += amount;
    return { ...part, amount };
  });
}

/** Tags as stored: NFC, trimmed, no empties, each once (case-insensitively), in entry order. */
export function cleanTags(tags: string[] | undefined): string[] | undefined {
  if (tags === undefined) return undefined;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = normalizeText(raw);
    if (tag === "") continue;
    if (hasForbiddenChars(tag)) fail("INVALID_TEXT", "tags");
    if (tag.length > TAG_MAX_LENGTH) fail("NAME_TOO_LONG", "tags");
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  if (out.length > TAGS_MAX) fail("LIMIT_REACHED", "tags");
  return out.length > 0 ? out : undefined;
}

/** The month a transaction's date falls in, as the search index filters on it ("2024-05"). */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/**
 * What the search index holds: payee and notes, lower case, NFC. Always a string, "" when
 * there is neither: convex-test's search (the offline backend) cannot read a missing field.
 */
export function searchTextOf(entry: Pick<Doc<"transactions">, "payee" | "notes">): string {
  const text = [entry.payee, entry.notes].filter(Boolean).join(" ");
  return normalizeText(text).toLocaleLowerCase();
}
