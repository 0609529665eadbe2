/**
 * Transactions API. Amounts are entered positive and stored signed in the account's currency:
 * income and incoming transfers > 0, expenses and outgoing transfers < 0. Every write keeps
 * the account balance and the monthly rollups in step (model/ledger/entries.ts).
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { buildEntry, entryInputFields } from "./model/transactions/entries";
import { transactionFields } from "./model/transactions/fields";
import { fail } from "./model/errors";
import { postEntry, removeEntry, reviseEntry } from "./model/ledger/entries";
import { listArgs, listPage, recentRows } from "./model/transactions/list";
import { listAllArgs, listAllPage } from "./model/transactions/listAll";
import { storedStatus } from "./model/ledger/status";
import { searchIsPartial as isPartial, searchNeedle } from "./model/transactions/search";
import {
  createTransfer as writeTransfer,
  removeTransfer,
  updateTransfer as editTransfer,
} from "./model/ledger/transfers";
import { toTransactionView, vRegisterRow, vTransactionView } from "./model/transactions/views";
import { distinctTags } from "./model/reports/tags";
import { fileEntry, loadRules } from "./model/rules/apply";
import {
  checkClientId,
  earlierWrite,
  rememberWrite,
  vClientId,
} from "./model/transactions/clientWrites";
import {
  pairByHand,
  pairCandidates as candidatesOf,
  recognizeTransfers,
  unpairTransfer,
} from "./model/ledger/pairing";

/** The user's tags (distinct, sorted), for the tag filter and the form's suggestions. */
export const tags = userQuery({
  args: {},
  returns: v.array(v.string()),
  handler: async (ctx) => await distinctTags(ctx, 200),
});

/**
 * One page of an account's transactions; see model/transactions/list.ts for the filters.
 * `runningBalance`: each row also carries the balance after it, unless a filter other than the
 * date range leaves gaps (model/transactions/runningBalance.ts).
 */
export const list = userQuery({
  args: {
    ...listArgs,
    paginationOpts: paginationOptsValidator,
    runningBalance: v.optional(v.boolean()),
  },
  returns: paginationResultValidator(vRegisterRow),
  handler: async (ctx, { paginationOpts, runningBalance, ...args }) => {
    const account = await getOwned(ctx, "accounts", args.accountId);
    return await listPage(ctx, account, args, paginationOpts, runningBalance === true);
  },
});

/**
 * The account's newest rows (at most `count`, 1–100), newest first: what a device keeps for
 * reading offline. Not paginated, so a live subscription reads `count` rows on every run.
 */
export const recent = userQuery({
  args: { accountId: v.id("accounts"), count: v.number() },
  returns: v.array(vRegisterRow),
  handler: async (ctx, { accountId, count }) =>
    await recentRows(ctx, await getOwned(ctx, "accounts", accountId), count),
});

/** One page of all the user's transactions, every account, each row in its account's currency. */
export const listAll = userQuery({
  args: { ...listAllArgs, paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vTransactionView),
  handler: async (ctx, { paginationOpts, ...args }) => await listAllPage(ctx, args, paginationOpts),
});

/**
 * True when a search matches more transactions than the list shows (SEARCH_LIMIT, the most
 * relevant), on one account or, without `accountId`, across all of them.
 */
export const searchIsPartial = userQuery({
  args: { accountId: v.optional(v.id("accounts")), notes: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { accountId, notes }) => {
    const scope =
      accountId === undefined
        ? { userId: ctx.ledgerKey }
        : { accountId: (await getOwned(ctx, "accounts", accountId))._id };
    return await isPartial(ctx, searchNeedle(notes), scope);
  },
});

export const get = userQuery({
  args: { id: v.id("transactions") },
  returns: vTransactionView,
  handler: async (ctx, { id }) => {
    const tx = await getOwned(ctx, "transactions", id);
    const account = await getOwned(ctx, "accounts", tx.accountId);
    return await toTransactionView(ctx, tx, account.currency);
  },
});

/**
 * Income or expense. `amount` is positive minor units of `currency` (default: the account's);
 * another currency is converted with the user's rate and kept in `original`. MISSING_RATE when
 * there is none, and nothing is written.
 */
export const create = userMutation({
  args: {
    accountId: v.id("accounts"),
    ...entryInputFields,
    /**
     * The user picked the category: the rules may still rename the payee or add a tag, but
     * keep that category. Otherwise a matching rule files the entry (model/rules).
     */
    categoryChosen: v.optional(v.boolean()),
    /**
     * Made on the device (at most 64 characters): a second call with the same one in this
     * ledger returns the first call's id and writes nothing (the offline outbox's resends).
     */
    ...vClientId,
  },
  returns: v.id("transactions"),
  handler: async (ctx, { accountId, categoryChosen, clientId, ...input }) => {
    // Looked up first: a resend whose first call went through answers the same even if the
    // account has gone since. The lookup is within this ledger only.
    if (clientId !== undefined) {
      checkClientId(clientId);
      const earlier = await earlierWrite(ctx, ctx.ledgerKey, clientId);
      if (earlier) return earlier.transactionId;
    }
    const account = await getOwned(ctx, "accounts", accountId);
    const entry = await buildEntry(ctx, account, input);
    const rules = await loadRules(ctx, ctx.ledgerKey);
    const id = await postEntry(ctx, account, fileEntry(rules, entry, categoryChosen === true));
    // The other side may already be in another account (a bank row, an import).
    await recognizeTransfers(ctx, ctx.ledgerKey, [id]);
    if (clientId !== undefined) await rememberWrite(ctx, ctx.ledgerKey, clientId, id);
    return id;
  },
});

/** A reconciled transaction is changed only with this set (TRANSACTION_RECONCILED otherwise). */
const reconciledConsent = { allowReconciled: v.optional(v.boolean()) };

/** Replaces an income/expense (transfers are edited with updateTransfer); keeps its status. */
export const update = userMutation({
  args: { id: v.id("transactions"), ...entryInputFields, ...reconciledConsent },
  returns: v.null(),
  handler: async (ctx, { id, allowReconciled, ...input }) => {
    const tx = await getOwned(ctx, "transactions", id);
    if (tx.kind === "transfer") fail("INVALID_ARGUMENT", "kind");
    const account = await getOwned(ctx, "accounts", tx.accountId);
    const next = await buildEntry(ctx, account, input, tx);
    // An edit is the user's word: rules applied later leave it alone (model/rules).
    const kept = { importId: tx.importId, importKey: tx.importKey, handEdited: true };
    const revised = { ...next, ...kept, ...storedStatus(tx.cleared) };
    await reviseEntry(ctx, account, tx, revised, allowReconciled);
    return null;
  },
});

/** Deletes a transaction; deleting either side of a transfer deletes both. */
export const remove = userMutation({
  args: { id: v.id("transactions"), ...reconciledConsent },
  returns: v.null(),
  handler: async (ctx, { id, allowReconciled }) => {
    const tx = await getOwned(ctx, "transactions", id);
    if (tx.kind === "transfer") {
      await removeTransfer(ctx, tx, allowReconciled);
    } else {
      await removeEntry(ctx, await getOwned(ctx, "accounts", tx.accountId), tx, allowReconciled);
    }
    return null;
  },
});

/** Positive `amount` in the source account's currency; `category` defaults to "other". */
const transferFields = transactionFields
  .pick("amount", "date", "notes")
  .extend(transactionFields.pick("category").partial().fields).fields;

/** Moves money between two of the user's accounts: two linked transactions, one mutation. */
export const createTransfer = userMutation({
  args: {
    fromAccountId: v.id("accounts"),
    toAccountId: v.id("accounts"),
    ...transferFields,
    /** As for `create`: a resend with the same one returns the first call's pair. */
    ...vClientId,
  },
  returns: v.object({ fromId: v.id("transactions"), toId: v.id("transactions") }),
  handler: async (ctx, { fromAccountId, toAccountId, clientId, ...input }) => {
    if (clientId === undefined) return await writeTransfer(ctx, fromAccountId, toAccountId, input);
    checkClientId(clientId);
    const earlier = await earlierWrite(ctx, ctx.ledgerKey, clientId);
    if (earlier?.counterpartId)
      return { fromId: earlier.transactionId, toId: earlier.counterpartId };
    // The same key on an income or expense: refused rather than read as a transfer.
    if (earlier) fail("INVALID_ARGUMENT", "clientId");
    const pair = await writeTransfer(ctx, fromAccountId, toAccountId, input);
    await rememberWrite(ctx, ctx.ledgerKey, clientId, pair.fromId, pair.toId);
    return pair;
  },
});

/** Edits both sides of a transfer; `id` may be either side. */
export const updateTransfer = userMutation({
  args: { id: v.id("transactions"), ...transferFields, ...reconciledConsent },
  returns: v.null(),
  handler: async (ctx, { id, allowReconciled, ...input }) => {
    await editTransfer(ctx, await getOwned(ctx, "transactions", id), input, allowReconciled);
    return null;
  },
});

/**
 * Turns a transfer (a recognised pair or a typed one; `id` either side) back into two ordinary
 * rows. A later sync or import does not pair them again; pairing by hand still can.
 */
export const unpair = userMutation({
  args: { id: v.id("transactions") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await unpairTransfer(ctx, await getOwned(ctx, "transactions", id));
    return null;
  },
});

/**
 * The rows of the user's other accounts that the row `id` could be paired with by hand: the
 * opposite amount (converted with the user's rate across currencies) within two weeks.
 */
export const pairCandidates = userQuery({
  args: { id: v.id("transactions") },
  returns: v.array(vTransactionView),
  handler: async (ctx, { id }) => {
    const tx = await getOwned(ctx, "transactions", id);
    const rows = await candidatesOf(ctx, tx);
    const views = [];
    for (const row of rows) {
      const account = await getOwned(ctx, "accounts", row.accountId);
      views.push(await toTransactionView(ctx, row, account.currency));
    }
    return views;
  },
});

/**
 * Pairs two ordinary rows of two accounts into one transfer, as the register's "Pair as
 * transfer" does: TRANSFER_MISMATCH unless one is money out and the other the same money in.
 */
export const pair = userMutation({
  args: { a: v.id("transactions"), b: v.id("transactions") },
  returns: v.null(),
  handler: async (ctx, { a, b }) => {
    const first = await getOwned(ctx, "transactions", a);
    const second = await getOwned(ctx, "transactions", b);
    await pairByHand(ctx, first, second);
    return null;
  },
});
