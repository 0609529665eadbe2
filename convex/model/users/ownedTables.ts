/**
 * Every table that holds a user's documents, in the order "Delete my account" (R60) removes
 * them, with how to find them. To cover a new user-owned table, add one line to OWNED; a test
 * (accountDeletion.test.ts) fails when a table with a userId field is missing here.
 */
import type { Id, TableNames } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

type Row = { _id: Id<TableNames> };
/** Finders only read, so a query can use them too (e.g. "does the user have any data?"). */
type ReadCtx = { db: QueryCtx["db"] };
export type Finder = (ctx: ReadCtx, userId: Id<"users">, limit: number) => Promise<Row[]>;

/** The finder for a table whose `index` starts with userId. */
function byUser(table: TableNames, index: string): Finder {
  return (ctx, userId, limit) =>
    (
      ctx.db.query(table) as unknown as {
        withIndex(
          name: string,
          range: (q: { eq(field: "userId", value: Id<"users">): unknown }) => unknown,
        ): { take(n: number): Promise<Row[]> };
      }
    )
      .withIndex(index, (q) => q.eq("userId", userId))
      .take(limit);
}

/**
 * Whose the rows are: the person's own (sign-in, sessions, two-factor, preferences) or the books
 * their id keys. When the id stays as a household's data key (model/households: leaveAll), only
 * the person's rows go.
 */
type Whose = "person" | "books";

/** Sessions go first so nobody can refresh into a half-deleted account. */
export const OWNED: [TableNames, Finder, Whose][] = [
  ["authRefreshTokens", refreshTokensOf, "person"],
  ["chatMessages", chatMessagesOf, "books"],
  ["chatThreads", byUser("chatThreads", "by_user_updated"), "books"],
  ["insightStates", byUser("insightStates", "by_user_insight"), "books"],
  ["authSessions", byUser("authSessions", "userId"), "person"],
  ["transactions", byUser("transactions", "by_user_date"), "books"],
  ["undoItems", byUser("undoItems", "by_user_created"), "books"],
  ["clientWrites", byUser("clientWrites", "by_user_clientId"), "books"],
  ["undoLog", byUser("undoLog", "by_user_created"), "books"],
  ["payees", byUser("payees", "by_user_key"), "books"],
  ["rules", byUser("rules", "by_user"), "books"],
  ["categories", byUser("categories", "by_user"), "books"],
  ["transactionTags", byUser("transactionTags", "by_user_date"), "books"],
  ["splitCategories", byUser("splitCategories", "by_user_category_date"), "books"],
  ["monthlyRollups", byUser("monthlyRollups", "by_user_month"), "books"],
  ["dailyNets", byUser("dailyNets", "by_user"), "books"],
  ["scheduleOccurrences", byUser("scheduleOccurrences", "by_user"), "books"],
  ["schedules", byUser("schedules", "by_user"), "books"],
  ["planContributions", byUser("planContributions", "by_user"), "books"],
  ["plans", byUser("plans", "by_user"), "books"],
  ["budgets", byUser("budgets", "by_user_month_scope"), "books"],
  ["envelopeMonths", byUser("envelopeMonths", "by_user_month"), "books"],
  ["envelopeCategories", byUser("envelopeCategories", "by_user_category"), "books"],
  ["envelopeAccounts", byUser("envelopeAccounts", "by_user_account"), "books"],
  ["envelopeGroups", byUser("envelopeGroups", "by_user_order"), "books"],
  ["envelopeGroupViews", byUser("envelopeGroupViews", "by_user_ledger"), "person"],
  ["exchangeRates", byUser("exchangeRates", "by_user_pair"), "books"],
  ["restores", byUser("restores", "by_user"), "books"],
  ["imports", byUser("imports", "by_user"), "books"],
  ["importMappings", byUser("importMappings", "by_user"), "books"],
  ["bankSecrets", byUser("bankSecrets", "by_user"), "books"],
  ["bankAuthorizations", byUser("bankAuthorizations", "by_user"), "books"],
  ["bankConnections", byUser("bankConnections", "by_user"), "books"],
  ["investmentTrades", byUser("investmentTrades", "by_user_date"), "books"],
  ["investmentPositions", byUser("investmentPositions", "by_user_symbol"), "books"],
  ["portfolioMonths", byUser("portfolioMonths", "by_user_month"), "books"],
  ["portfolios", byUser("portfolios", "by_user"), "books"],
  ["manualPrices", byUser("manualPrices", "by_user_symbol_date"), "books"],
  ["accounts", byUser("accounts", "by_user"), "books"],
  ["userPreferences", byUser("userPreferences", "by_user"), "person"],
  ["notifications", byUser("notifications", "by_user_key"), "person"],
  ["notificationPreferences", byUser("notificationPreferences", "by_user"), "person"],
  ["loginEvents", byUser("loginEvents", "by_user"), "person"],
  ["emailVerificationTokens", byUser("emailVerificationTokens", "by_user"), "person"],
  ["authVerificationCodes", verificationCodesOf, "person"],
  ["authAccounts", byUser("authAccounts", "userIdAndProvider"), "person"],
  ["twoFactor", byUser("twoFactor", "by_user"), "person"],
  ["sessionInfo", byUser("sessionInfo", "by_user"), "person"],
  ["sessionActivity", byUser("sessionActivity", "by_user"), "person"],
  ["knownBrowsers", byUser("knownBrowsers", "by_user_hash"), "person"],
  ["householdMembers", byUser("householdMembers", "by_user_active"), "person"],
];

/** Chat messages are found through their threads (messages go first, threads after). */
async function chatMessagesOf(ctx: ReadCtx, userId: Id<"users">, limit: number): Promise<Row[]> {
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
async function refreshTokensOf(ctx: ReadCtx, userId: Id<"users">, limit: number): Promise<Row[]> {
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
  ctx: ReadCtx,
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

/** Documents one batch of "delete my account" removes: far below Convex's writes per function. */
export const USER_DELETE_BATCH = 1000;

/** Deletes up to `budget` documents; true when everything but the user doc is gone. */
export async function deleteOwnedBatch(
  ctx: MutationCtx,
  userId: Id<"users">,
  budget: number,
  keepData = false,
): Promise<boolean> {
  let left = budget;
  for (const [table, find, whose] of OWNED) {
    if (keepData && whose === "books") continue;
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
