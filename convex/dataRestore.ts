/**
 * Restore an export file into an empty account: how a person moves from one deployment (or the
 * offline backend) to another. The browser sends each table in order, in chunks, with every id
 * already mapped to the new documents it created; the server checks that each referenced
 * document belongs to the user, rebuilds balances and rollups from the transactions, and
 * refuses an account that already holds data.
 */
import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import type { QueryCtx } from "./_generated/server";
import { userMutation, userQuery } from "./lib/functions";
import { fail } from "./model/errors";
import { postEntries } from "./model/imports/batchLedger";
import type { Entry } from "./model/transactions/ledger";
import { RESTORE_CHUNK } from "./shared/portability";
import { insertRestored, ownedRef } from "./model/portability/restoreDocs";
import { vExportedTable } from "./dataExport";
import { validateIsoDate } from "./shared/validation";
import { ensure } from "./model/errors";
import { ensureCategories } from "./model/categories/check";

type Ctx = { db: QueryCtx["db"]; userId: Id<"users"> };

/** The tables whose rows make an account "not empty" for a restore. */
const CONTENT_TABLES = ["accounts", "budgets", "schedules", "plans", "exchangeRates"] as const;

async function isEmpty(ctx: Ctx): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const index =
      table === "budgets"
        ? "by_user_month_scope"
        : table === "exchangeRates"
          ? "by_user_pair"
          : "by_user";
    const first = await ctx.db
      .query(table as "accounts")
      .withIndex(index as "by_user", (q) => q.eq("userId", ctx.userId))
      .first();
    if (first !== null) return false;
  }
  return true;
}

async function requireRestore(ctx: Ctx) {
  const running = await ctx.db
    .query("restores")
    .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
    .first();
  if (running === null) fail("RESTORE_NOT_STARTED");
  return running;
}

export const canRestore = userQuery({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => await isEmpty(ctx),
});

export const begin = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    if (!(await isEmpty(ctx))) fail("RESTORE_NOT_EMPTY");
    const running = await ctx.db
      .query("restores")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .first();
    if (running === null)
      await ctx.db.insert("restores", { userId: ctx.userId, startedAt: Date.now() });
    return null;
  },
});

/** Inserts one chunk of one table; returns the new ids in the order of `docs`. */
export const insert = userMutation({
  args: { table: vExportedTable, docs: v.array(v.any()) },
  returns: v.array(v.string()),
  handler: async (ctx, { table, docs }) => {
    if (docs.length > RESTORE_CHUNK) fail("INVALID_ARGUMENT", "docs");
    await requireRestore(ctx);
    if (table !== "transactions") {
      const ids: string[] = [];
      for (const doc of docs) ids.push(await insertRestored(ctx, table, doc));
      return ids;
    }
    // Transactions go through the ledger so balances and rollups are rebuilt, per account.
    const ids: string[] = [];
    for (const doc of docs as Record<string, unknown>[]) {
      const accountId = await ownedRef(ctx, "accounts", doc.accountId);
      const account = (await ctx.db.get("accounts", accountId))!;
      const { _id, _creationTime, userId: _u, counterpartId: _c, ...fields } = doc;
      const entry = { ...fields, userId: ctx.userId, accountId } as Entry;
      ensure(validateIsoDate(entry.date), "date");
      if (!Number.isSafeInteger(entry.amount)) fail("INVALID_AMOUNT", "amount");
      await ensureCategories(ctx, [entry.category, ...(entry.splits ?? []).map((p) => p.category)]);
      if (entry.importId !== undefined)
        entry.importId = await ownedRef(ctx, "imports", entry.importId);
      const [id] = await postEntries(ctx, account, [entry]);
      ids.push(id);
    }
    return ids;
  },
});

/** Links the two sides of restored transfers (their ids exist only after both are inserted). */
export const linkTransfers = userMutation({
  args: { pairs: v.array(v.object({ a: v.id("transactions"), b: v.id("transactions") })) },
  returns: v.null(),
  handler: async (ctx, { pairs }) => {
    if (pairs.length > RESTORE_CHUNK) fail("INVALID_ARGUMENT", "pairs");
    await requireRestore(ctx);
    for (const { a, b } of pairs) {
      const [one, two] = [await ctx.db.get("transactions", a), await ctx.db.get("transactions", b)];
      if (!one || !two || one.userId !== ctx.userId || two.userId !== ctx.userId) fail("NOT_FOUND");
      if (one.kind !== "transfer" || two.kind !== "transfer") fail("INVALID_ARGUMENT", "pairs");
      await ctx.db.patch("transactions", a, { counterpartId: b });
      await ctx.db.patch("transactions", b, { counterpartId: a });
    }
    return null;
  },
});

export const finish = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const running = await requireRestore(ctx);
    await ctx.db.delete("restores", running._id as Id<"restores">);
    return null;
  },
});
