/**
 * A restored transaction passes the checks of a typed one (checkEntryDetails: amount within
 * the cap, date, notes, split parts, categories, tags, payee) plus what only a file can get
 * wrong: a sign that disagrees with the kind, a stored conversion with an impossible rate,
 * and an import reference into another account. The ledger then rebuilds the balance,
 * rollups, tags and payees from it, exactly as for a typed entry.
 *
 * Fields kept from the file, validated: `cleared` (including "reconciled": the account's
 * cleared total is rebuilt from these rows by the ledger, so a backup cannot claim a
 * reconciled balance its rows do not add up to), `handEdited` (only tells rules to leave the
 * row alone, as the user asked in the original account), `categoryDefaulted` (only keeps a
 * feed's fallback category out of the payee tallies) and `importKey` (only beside an
 * import of the same account, once per account, clean text), so a round trip loses nothing.
 * Dropped: `counterpartId` (linked later by linkTransfers) and `searchText` (derived).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { isValidRate } from "../../shared/rates";
import { hasForbiddenChars } from "../../shared/text";
import { validateNonZeroAmount } from "../../shared/validation";
import { ensure, fail } from "../errors";
import { checkEntryDetails } from "../transactions/entries";
import type { Entry } from "../ledger/entries";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** Longer than any bank's FITID or our own date|amount|payee|occurrence key. */
const IMPORT_KEY_MAX_LENGTH = 400;

function signOf(kind: Entry["kind"], amount: number): 1 | -1 {
  ensure(validateNonZeroAmount(amount), "amount");
  const sign = amount > 0 ? 1 : -1;
  if ((kind === "income" && sign < 0) || (kind === "expense" && sign > 0))
    fail("INVALID_AMOUNT", "amount");
  return sign;
}

function checkOriginal(original: Entry["original"], account: Doc<"accounts">): void {
  if (original === undefined) return;
  ensure(validateNonZeroAmount(original.amount), "original");
  if (!isValidRate(original.rate)) fail("INVALID_RATE", "original");
  if (original.currency === account.currency) fail("INVALID_CURRENCY", "original");
}

async function checkImport(ctx: Ctx, doc: Entry): Promise<void> {
  if (doc.importKey !== undefined) {
    if (doc.importId === undefined) fail("INVALID_ARGUMENT", "importKey");
    if (doc.importKey.length > IMPORT_KEY_MAX_LENGTH || hasForbiddenChars(doc.importKey, true))
      fail("INVALID_ARGUMENT", "importKey");
    const taken = await ctx.db
      .query("transactions")
      .withIndex("by_account_importKey", (q) =>
        q.eq("accountId", doc.accountId).eq("importKey", doc.importKey),
      )
      .first();
    if (taken !== null) fail("INVALID_ARGUMENT", "importKey");
  }
  if (doc.importId === undefined) return;
  const record = await ctx.db.get("imports", doc.importId);
  // The reference was checked to be the user's; the rows of an import live in its account.
  if (record === null || record.accountId !== doc.accountId) fail("INVALID_ARGUMENT", "importId");
}

/**
 * The entry to post for a restored transaction whose references were already checked to be
 * the user's (restoreDocs.ts) and whose shape matches the schema.
 */
export async function restoredEntry(
  ctx: Ctx,
  account: Doc<"accounts">,
  doc: Entry,
): Promise<Entry> {
  const sign = signOf(doc.kind, doc.amount);
  if (doc.kind === "transfer" && doc.splits !== undefined) fail("INVALID_ARGUMENT", "splits");
  // Stored split parts carry the sign of the whole; the shared check takes them as entered.
  const entered = (doc.splits ?? []).map((part) => ({ ...part, amount: sign * part.amount }));
  const details = await checkEntryDetails(ctx, {
    ...doc,
    amount: sign * doc.amount,
    splits: doc.splits === undefined ? undefined : entered,
  });
  checkOriginal(doc.original, account);
  await checkImport(ctx, doc);
  const splits = details.parts?.map((part) => ({ ...part, amount: sign * part.amount }));
  return {
    userId: ctx.ledgerKey,
    accountId: account._id,
    date: doc.date,
    kind: doc.kind,
    amount: doc.amount,
    category: splits ? splits[0].category : doc.category,
    ...(details.notes ? { notes: details.notes } : {}),
    ...(details.payee ? { payee: details.payee } : {}),
    ...(details.tags ? { tags: details.tags } : {}),
    ...(splits ? { splits } : {}),
    ...(doc.original ? { original: doc.original } : {}),
    ...(doc.cleared ? { cleared: doc.cleared } : {}),
    ...(doc.handEdited ? { handEdited: true } : {}),
    ...(doc.categoryDefaulted ? { categoryDefaulted: true } : {}),
    ...(doc.importId ? { importId: doc.importId } : {}),
    ...(doc.importKey ? { importKey: doc.importKey } : {}),
  };
}

/** Checks that two restored rows can be the two sides of one transfer, before they are linked. */
export async function checkTransferPair(
  ctx: { db: MutationCtx["db"]; ledgerKey: Id<"users"> },
  a: Id<"transactions">,
  b: Id<"transactions">,
): Promise<void> {
  const [one, two] = [await ctx.db.get("transactions", a), await ctx.db.get("transactions", b)];
  if (!one || !two || one.userId !== ctx.ledgerKey || two.userId !== ctx.ledgerKey)
    fail("NOT_FOUND");
  if (a === b || one.accountId === two.accountId) fail("SAME_ACCOUNT", "counterpartId");
  const sides = one.kind === "transfer" && two.kind === "transfer";
  const opposite = Math.sign(one.amount) === -Math.sign(two.amount);
  if (!sides || !opposite || one.date !== two.date) fail("INVALID_ARGUMENT", "counterpartId");
  if (one.counterpartId !== undefined || two.counterpartId !== undefined)
    fail("INVALID_ARGUMENT", "counterpartId");
}
