/**
 * Statement imports. The browser parses the file (in a Web Worker) and shows a preview; these
 * functions check which rows are already in the ledger, write the chosen rows in chunks that
 * each keep balances and rollups in step, and undo an import exactly. Every row carries a
 * stable import key, so running an interrupted import again completes it without doubles.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { runBatch } from "./model/jobs/batches";
import { systemFields } from "convex-helpers/validators";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { fail } from "./model/errors";
import type { Doc } from "./_generated/dataModel";
import { postEntries, reviseEntries } from "./model/ledger/batch";
import type { Entry } from "./model/ledger/entries";
import { fileFeedEntry, loadRules } from "./model/rules/apply";
import { ensureCategories } from "./model/categories/check";
import { isCategory } from "./shared/domain";
import { importFields } from "./model/imports/fields";
import { existingMatches } from "./model/imports/matching";
import { usualCategoryOf } from "./model/ledger/payeeStats";
import { toEntry, vImportRow } from "./model/imports/rows";
import { freshRows } from "./model/imports/freshRows";
import {
  closeImport,
  countChunk,
  markUndoing,
  openImport,
  recentImports,
  rememberMapping,
  savedMapping,
} from "./model/imports/records";
import {
  FILE_NAME_MAX_LENGTH,
  IMPORT_CHUNK_ROWS,
  MATCH_BATCH,
  vCsvMapping,
  vImportFormat,
} from "./shared/importing";
import { cleanText } from "./shared/text";
import { vCategory } from "./model/validators";
import { recognizeTransfers } from "./model/ledger/pairing";
import { typedSidesOf, withCopy } from "./model/ledger/transferCopies";

/** An import record as the API returns it: its fields (less the owner) and system fields. */
const vImportView = importFields.omit("userId").extend(systemFields("imports"));

/**
 * For the preview: how many transactions already in the account match each key (date,
 * amount, payee), which FITIDs were imported before, and each payee's usual category
 * (usualCategory, the rule the form and bank sync follow too). Reads only the days the keys name.
 */
export const matches = userQuery({
  args: {
    accountId: v.id("accounts"),
    keys: v.array(
      v.object({ date: v.string(), amount: v.number(), payee: v.optional(v.string()) }),
    ),
    fitIds: v.array(v.string()),
    payees: v.array(v.string()),
  },
  returns: v.object({
    counts: v.array(v.number()),
    importedFitIds: v.array(v.string()),
    categories: v.array(v.union(vCategory, v.null())),
  }),
  handler: async (ctx, { accountId, keys, fitIds, payees }) => {
    if (keys.length > MATCH_BATCH || fitIds.length > MATCH_BATCH || payees.length > MATCH_BATCH) {
      fail("INVALID_ARGUMENT", "keys");
    }
    const account = await getOwned(ctx, "accounts", accountId);
    const { counts, importedFitIds } = await existingMatches(ctx, account._id, keys, fitIds);
    const categories = await Promise.all(
      payees.map((payee) => usualCategoryOf(ctx, ctx.ledgerKey, payee)),
    );
    return { counts, importedFitIds, categories };
  },
});

/** Starts an import; refuses a file whose currency is not the account's (nothing written). */
export const start = userMutation({
  args: {
    accountId: v.id("accounts"),
    fileName: v.string(),
    format: vImportFormat,
    encoding: v.string(),
    total: v.number(),
    /** The file's own currency (OFX CURDEF), when it states one. */
    currency: v.optional(v.string()),
    mapping: v.optional(vCsvMapping),
  },
  returns: v.id("imports"),
  handler: async (ctx, args) => {
    const account = await getOwned(ctx, "accounts", args.accountId);
    if (args.currency !== undefined && args.currency.toUpperCase() !== account.currency) {
      fail("IMPORT_CURRENCY_MISMATCH", "currency");
    }
    const fileName = cleanText(args.fileName).slice(0, FILE_NAME_MAX_LENGTH);
    if (!Number.isSafeInteger(args.total) || args.total < 0) fail("INVALID_ARGUMENT", "total");
    if (args.mapping !== undefined) await rememberMapping(ctx, account._id, args.mapping);
    return await openImport(ctx, account._id, {
      fileName: fileName || "statement",
      format: args.format,
      encoding: cleanText(args.encoding).slice(0, 40),
      total: args.total,
    });
  },
});

/**
 * Writes one chunk atomically. A row whose import key is already in the account (an earlier,
 * interrupted run of the same file, or an overlapping statement) is skipped, never doubled.
 * A row that is the statement's copy of a typed transfer's side attaches to that side instead
 * of being added (model/ledger/transferCopies.ts); it counts as skipped.
 */
export const addChunk = userMutation({
  args: { importId: v.id("imports"), rows: v.array(vImportRow) },
  returns: v.object({ added: v.number(), skipped: v.number() }),
  handler: async (ctx, { importId, rows }) => {
    if (rows.length > IMPORT_CHUNK_ROWS) fail("INVALID_ARGUMENT", "rows");
    const record = await getOwned(ctx, "imports", importId);
    if (record.status !== "running") fail("IMPORT_NOT_RUNNING");
    const account = await getOwned(ctx, "accounts", record.accountId);
    const rules = await loadRules(ctx, ctx.ledgerKey);
    const own = new Set(rows.map((r) => r.category).filter((c) => !isCategory(c)));
    await ensureCategories(ctx, [...own]);
    // An OFX statement is the bank's word that its rows happened: they arrive cleared. CSV
    // and QIF files may be a hand-kept list or another program's export, so they do not.
    const status = record.format === "ofx" ? { cleared: "cleared" as const } : {};
    const entries = rows.map((row) => ({
      ...fileFeedEntry(
        rules,
        toEntry(ctx.ledgerKey, account, importId, row, own),
        row.fallback === true,
      ),
      ...status,
    }));
    // Rows the account has never seen; of those, a copy of a typed transfer's side attaches to it.
    const unseen = await freshRows(ctx, account._id, entries);
    const sides = await typedSidesOf(ctx, account._id, unseen);
    const fresh: Entry[] = [];
    const attached: { tx: Doc<"transactions">; next: Entry }[] = [];
    unseen.forEach((entry, i) => {
      const side = sides[i];
      if (side === null) fresh.push(entry);
      else {
        const key = entry.importKey as string;
        attached.push({ tx: side, next: withCopy(side, key, entry.cleared === "cleared") });
      }
    });
    // A key and a cleared mark change no amount: a reconciled side may take them too.
    if (attached.length > 0) await reviseEntries(ctx, account, attached, true);
    const ids = await postEntries(ctx, account, fresh);
    await recognizeTransfers(ctx, ctx.ledgerKey, ids);
    const skipped = rows.length - fresh.length;
    await countChunk(ctx, record, fresh.length, skipped);
    return { added: fresh.length, skipped };
  },
});

/** Ends an import: done, or cancelled part-way (what was written stays, and can be undone). */
export const finish = userMutation({
  args: { importId: v.id("imports"), duplicates: v.number(), cancelled: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { importId, duplicates, cancelled }) => {
    const record = await getOwned(ctx, "imports", importId);
    if (record.status !== "running") fail("IMPORT_NOT_RUNNING");
    if (!Number.isSafeInteger(duplicates) || duplicates < 0) fail("INVALID_ARGUMENT", "duplicates");
    await closeImport(ctx, record, duplicates, cancelled);
    return null;
  },
});

/**
 * Removes exactly the import's transactions (in batches) and restores balances and rollups.
 * Rows reconciled since the import stay: the statement matched them, and taking them out would
 * change a balance the user already checked. The rest go, and the record's `kept` says how many
 * stayed (the import history shows it). Refusing the whole undo instead would leave the user
 * deleting dozens of rows by hand for one reconciled row.
 */
export const undo = userMutation({
  args: { importId: v.id("imports") },
  returns: v.null(),
  handler: async (ctx, { importId }) => {
    const record = await getOwned(ctx, "imports", importId);
    if (record.status === "undoing" || record.status === "undone") return null;
    await markUndoing(ctx, importId);
    // Its batches run in the background (runBatch): the first one is scheduled, like the rest.
    await runBatch(ctx, internal.internal.imports.undoBatch, async () => ({
      next: { importId, cursor: null },
    }));
    return null;
  },
});

/** The account's imports, newest first. */
export const list = userQuery({
  args: { accountId: v.id("accounts") },
  returns: v.array(vImportView),
  handler: async (ctx, { accountId }) => {
    const account = await getOwned(ctx, "accounts", accountId);
    const records = await recentImports(ctx, account._id);
    return records.map(({ userId: _userId, ...view }) => view);
  },
});

/** The CSV mapping used last time for this account, or null. */
export const mapping = userQuery({
  args: { accountId: v.id("accounts") },
  returns: v.union(vCsvMapping, v.null()),
  handler: async (ctx, { accountId }) => {
    const account = await getOwned(ctx, "accounts", accountId);
    const saved = await savedMapping(ctx, account._id);
    return saved?.mapping ?? null;
  },
});
