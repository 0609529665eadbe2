/**
 * "Delete my account" (R60): removes every document the user owns, then the user. A user with
 * 100,000 transactions cannot be removed in one mutation (Convex caps writes per function), so
 * each batch deletes at most USER_DELETE_BATCH documents and schedules the next one.
 *
 * To cover a new user-owned table, add one line to OWNED below (the order is the deletion order).
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id, TableNames } from "./_generated/dataModel";
import { internalMutation, type MutationCtx } from "./_generated/server";
import { userMutation } from "./lib/functions";
import { clearUserLimits } from "./model/auth/rateLimits";

export const USER_DELETE_BATCH = 1000;

type Row = { _id: Id<TableNames> };
type Finder = (ctx: MutationCtx, userId: Id<"users">, limit: number) => Promise<Row[]>;

/** Sessions go first so nobody can refresh into a half-deleted account. */
const OWNED: [TableNames, Finder][] = [
  ["authRefreshTokens", refreshTokensOf],
  ["chatMessages", chatMessagesOf],
  [
    "chatThreads",
    (ctx, id, n) =>
      ctx.db
        .query("chatThreads")
        .withIndex("by_user_updated", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "insightStates",
    (ctx, id, n) =>
      ctx.db
        .query("insightStates")
        .withIndex("by_user_insight", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "authSessions",
    (ctx, id, n) =>
      ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "transactions",
    (ctx, id, n) =>
      ctx.db
        .query("transactions")
        .withIndex("by_user_date", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "undoLog",
    (ctx, id, n) =>
      ctx.db
        .query("undoLog")
        .withIndex("by_user_created", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "transactionTags",
    (ctx, id, n) =>
      ctx.db
        .query("transactionTags")
        .withIndex("by_user_date", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "monthlyRollups",
    (ctx, id, n) =>
      ctx.db
        .query("monthlyRollups")
        .withIndex("by_user_month", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "scheduleOccurrences",
    (ctx, id, n) =>
      ctx.db
        .query("scheduleOccurrences")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "schedules",
    (ctx, id, n) =>
      ctx.db
        .query("schedules")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "planContributions",
    (ctx, id, n) =>
      ctx.db
        .query("planContributions")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "plans",
    (ctx, id, n) =>
      ctx.db
        .query("plans")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "budgets",
    (ctx, id, n) =>
      ctx.db
        .query("budgets")
        .withIndex("by_user_month_scope", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "exchangeRates",
    (ctx, id, n) =>
      ctx.db
        .query("exchangeRates")
        .withIndex("by_user_pair", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "restores",
    (ctx, id, n) =>
      ctx.db
        .query("restores")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "imports",
    (ctx, id, n) =>
      ctx.db
        .query("imports")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "importMappings",
    (ctx, id, n) =>
      ctx.db
        .query("importMappings")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "accounts",
    (ctx, id, n) =>
      ctx.db
        .query("accounts")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "userPreferences",
    (ctx, id, n) =>
      ctx.db
        .query("userPreferences")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "loginEvents",
    (ctx, id, n) =>
      ctx.db
        .query("loginEvents")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  [
    "emailVerificationTokens",
    (ctx, id, n) =>
      ctx.db
        .query("emailVerificationTokens")
        .withIndex("by_user", (q) => q.eq("userId", id))
        .take(n),
  ],
  ["authVerificationCodes", verificationCodesOf],
  [
    "authAccounts",
    (ctx, id, n) =>
      ctx.db
        .query("authAccounts")
        .withIndex("userIdAndProvider", (q) => q.eq("userId", id))
        .take(n),
  ],
];

/** Chat messages are found through their threads (messages go first, threads after). */
async function chatMessagesOf(
  ctx: MutationCtx,
  userId: Id<"users">,
  limit: number,
): Promise<Row[]> {
  const threads = await ctx.db
    .query("chatThreads")
    .withIndex("by_user_updated", (q) => q.eq("userId", userId))
    .take(limit);
  const rows: Row[] = [];
  for (const thread of threads) {
    if (rows.length >= limit) break;
    rows.push(
      ...(await ctx.db
        .query("chatMessages")
        .withIndex("by_thread", (q) => q.eq("threadId", thread._id))
        .take(limit - rows.length)),
    );
  }
  return rows;
}

/** Refresh tokens hang off sessions, not users. */
async function refreshTokensOf(
  ctx: MutationCtx,
  userId: Id<"users">,
  limit: number,
): Promise<Row[]> {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .take(limit);
  const rows: Row[] = [];
  for (const session of sessions) {
    if (rows.length >= limit) break;
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .take(limit - rows.length);
    rows.push(...tokens);
  }
  return rows;
}

/** Pending e-mail codes hang off the user's auth accounts. */
async function verificationCodesOf(
  ctx: MutationCtx,
  userId: Id<"users">,
  limit: number,
): Promise<Row[]> {
  const accounts = await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId))
    .take(50);
  const rows: Row[] = [];
  for (const account of accounts) {
    const code = await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", account._id))
      .first();
    if (code !== null && rows.length < limit) rows.push(code);
  }
  return rows;
}

/** Deletes up to `budget` documents; true when everything but the user doc is gone. */
export async function deleteOwnedBatch(
  ctx: MutationCtx,
  userId: Id<"users">,
  budget: number,
): Promise<boolean> {
  let left = budget;
  for (const [table, find] of OWNED) {
    while (left > 0) {
      const rows = await find(ctx, userId, left);
      if (rows.length === 0) break;
      for (const row of rows) await ctx.db.delete(table, row._id as Id<typeof table>);
      left -= rows.length;
    }
    if (left === 0) return false;
  }
  return true;
}

export const deleteBatch = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const done = await deleteOwnedBatch(ctx, userId, USER_DELETE_BATCH);
    if (!done) {
      await ctx.scheduler.runAfter(0, internal.accountDeletion.deleteBatch, { userId });
      return null;
    }
    const user = await ctx.db.get("users", userId);
    if (user?.email) {
      const limit = await ctx.db
        .query("authRateLimits")
        .withIndex("identifier", (q) => q.eq("identifier", user.email!))
        .first();
      if (limit !== null) await ctx.db.delete("authRateLimits", limit._id);
    }
    // Per-user rate-limit rows are keyed by the user id (model/auth/rateLimits.ts).
    await clearUserLimits(ctx, userId);
    const marker = await ctx.db
      .query("accountDeletions")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .first();
    if (marker !== null) await ctx.db.delete("accountDeletions", marker._id);
    if (user !== null) await ctx.db.delete("users", userId);
    return null;
  },
});

/**
 * Starts deleting the signed-in user's account. Sessions end in the first batch, inside this
 * call; the rest follows in the background. Calling it twice starts only one deletion.
 */
export const deleteMyAccount = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const running = await ctx.db
      .query("accountDeletions")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .first();
    if (running !== null) return null;
    await ctx.db.insert("accountDeletions", { userId: ctx.userId, startedAt: Date.now() });
    // The first batch runs now, so the sessions are gone when the call returns.
    await deleteOwnedBatch(ctx, ctx.userId, USER_DELETE_BATCH);
    await ctx.scheduler.runAfter(0, internal.accountDeletion.deleteBatch, { userId: ctx.userId });
    return null;
  },
});
