/**
 * The transaction list: always one account, always through an index, one page at a time.
 * Which index leads depends on the filters, so no filter ever scans the history:
 * - Text (`notes`, matched against payee and notes): the `search_text` search index, with the
 *   account as its filter field. Convex search matches whole words (the last one as a prefix),
 *   case-insensitively, by relevance; search.ts reads a bounded set of the best matches and
 *   lists them in `order` by date; category, tag and amount filter that set. With a date
 *   range, searchWalk.ts asks the index month by month instead (its `month` filter field),
 *   so every match in the range is listed, however many newer ones there are.
 * - Tag, without text: the transactionTags rows of the account and tag, by date (the date range
 *   narrows that index); category and amount filter the page.
 * - Category, without text or tag: the account's plain transactions in that category merged
 *   with its split ones that have a part in it (categoryFilter.ts), the date range narrowing
 *   both indexes.
 * - Otherwise the date range narrows by_account_date itself, so it costs nothing extra.
 * - The amount range compares the absolute value |amount| in the account's minor units (what
 *   the user sees: "between 10 and 50" matches both income and expenses).
 * A filtered page can hold fewer than numItems rows, even none, while isDone is false: the
 * client keeps loading more.
 * A split transaction matches a category when any of its parts is in it (the same way budgets
 * and reports count it), and is listed once.
 */
import { filter } from "convex-helpers/server/filter";
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type ObjectType } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { validateIsoDate, validateNonNegativeAmount } from "../../shared/validation";
import { vCategory } from "../validators";
import { ensure, fail } from "../errors";
import { categoryPage, inCategory, withDates } from "./categoryFilter";
import { searchNeedle, searchPage } from "./search";
import { walkPage } from "./searchWalk";
import { runningBalanceApplies, runningBalances } from "./runningBalance";
import { toTransactionView, type RegisterRow } from "./views";

export const listArgs = {
  accountId: v.id("accounts"),
  /** By date; "desc" (newest first) unless told. Same-day rows keep insertion order. */
  order: v.optional(v.union(v.literal("asc"), v.literal("desc"))),
  dateFrom: v.optional(v.string()),
  dateTo: v.optional(v.string()),
  category: v.optional(vCategory),
  /** Words to find in payee and notes (search index). */
  notes: v.optional(v.string()),
  tag: v.optional(v.string()),
  minAmount: v.optional(v.number()),
  maxAmount: v.optional(v.number()),
};
export type ListArgs = ObjectType<typeof listArgs>;

export function validateListArgs(args: Omit<ListArgs, "accountId">): void {
  if (args.dateFrom !== undefined) ensure(validateIsoDate(args.dateFrom), "dateFrom");
  if (args.dateTo !== undefined) ensure(validateIsoDate(args.dateTo), "dateTo");
  for (const [field, value] of [
    ["minAmount", args.minAmount],
    ["maxAmount", args.maxAmount],
  ] as const) {
    if (value !== undefined) ensure(validateNonNegativeAmount(value), field);
  }
}

function indexed(ctx: { db: QueryCtx["db"] }, args: ListArgs) {
  return ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) => withDates(q.eq("accountId", args.accountId), args))
    .order(args.order ?? "desc");
}

type Filters = Pick<
  ListArgs,
  "minAmount" | "maxAmount" | "dateFrom" | "dateTo" | "category" | "tag"
>;

/** The filters an index did not already apply, as one predicate (null: nothing left). */
export function predicateOf(args: Filters): ((tx: Doc<"transactions">) => boolean) | null {
  const { minAmount, maxAmount, dateFrom, dateTo, category, tag } = args;
  const checks = [minAmount, maxAmount, dateFrom, dateTo, category, tag];
  if (checks.every((c) => c === undefined)) return null;
  return (tx) => {
    const size = Math.abs(tx.amount);
    if (minAmount !== undefined && size < minAmount) return false;
    if (maxAmount !== undefined && size > maxAmount) return false;
    if (dateFrom !== undefined && tx.date < dateFrom) return false;
    if (dateTo !== undefined && tx.date > dateTo) return false;
    if (category !== undefined && !inCategory(tx, category)) return false;
    return tag === undefined || (tx.tags ?? []).includes(tag);
  };
}

function keep<Q extends Parameters<typeof filter>[0]>(query: Q, args: Filters): Q {
  const test = predicateOf(args);
  if (test === null) return query;
  // Tag rows carry the amount and date too, which is all the predicate reads from them.
  return filter(query, (doc) => test(doc as unknown as Doc<"transactions">)) as Q;
}

async function rows(
  ctx: { db: QueryCtx["db"] },
  args: ListArgs,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"transactions">>> {
  const { minAmount, maxAmount, category } = args;
  const needle = searchNeedle(args.notes);
  if (needle !== "") {
    const scope = { accountId: args.accountId };
    // A date range is walked month by month, so the cap of one search hides none of its rows.
    if (args.dateFrom !== undefined || args.dateTo !== undefined) {
      const walk = {
        needle,
        scope,
        test: predicateOf(args),
        order: args.order ?? "desc",
        range: args,
      };
      return await walkPage(ctx, walk, paginationOpts);
    }
    return await searchPage(
      ctx,
      needle,
      scope,
      predicateOf(args),
      args.order ?? "desc",
      paginationOpts,
    );
  }
  const { tag } = args;
  if (tag !== undefined) {
    const tagged = ctx.db
      .query("transactionTags")
      .withIndex("by_account_tag_date", (q) =>
        withDates(q.eq("accountId", args.accountId).eq("tag", tag), args),
      )
      .order(args.order ?? "desc");
    const result = await keep(tagged, { minAmount, maxAmount }).paginate(paginationOpts);
    const docs = await Promise.all(
      result.page.map((r) => ctx.db.get("transactions", r.transactionId)),
    );
    const test = predicateOf({ category });
    const page = docs.filter((tx) => tx !== null && (test === null || test(tx)));
    return { ...result, page: page as Doc<"transactions">[] };
  }
  if (category !== undefined) {
    const scope = { accountId: args.accountId };
    const test = predicateOf({ minAmount, maxAmount });
    return await categoryPage(ctx, scope, category, args, test, paginationOpts);
  }
  return await keep(indexed(ctx, args), { minAmount, maxAmount }).paginate(paginationOpts);
}

/**
 * One page of the account's list; with `withBalance`, each row also carries the account's
 * balance after it, when the filters keep date order (runningBalance.ts).
 */
export async function listPage(
  ctx: { db: QueryCtx["db"] },
  account: Doc<"accounts">,
  args: ListArgs,
  paginationOpts: PaginationOptions,
  withBalance = false,
): Promise<PaginationResult<RegisterRow>> {
  validateListArgs(args);
  const result = await rows(ctx, args, paginationOpts);
  const balances =
    withBalance && runningBalanceApplies(args)
      ? await runningBalances(ctx, account, result.page, args.order ?? "desc")
      : null;
  const page = await Promise.all(
    result.page.map(async (tx, i) => {
      const view = await toTransactionView(ctx, tx, account.currency);
      return balances === null ? view : { ...view, balance: balances[i] };
    }),
  );
  return { ...result, page };
}

/** The most rows `recent` returns: what a device keeps of a ledger for reading offline. */
export const RECENT_ROWS_MAX = 100;

/**
 * The account's newest rows, at most `count`, read with take() rather than paginate(): a
 * subscribed paginated query keeps its first page's range on every re-run, so a page that
 * began on an empty account would grow with each row written into it (a 10,000-row import
 * outgrows Convex's array limit); take() reads `count` rows on every run.
 */
export async function recentRows(
  ctx: { db: QueryCtx["db"] },
  account: Doc<"accounts">,
  count: number,
): Promise<RegisterRow[]> {
  if (!Number.isInteger(count) || count < 1 || count > RECENT_ROWS_MAX) {
    fail("INVALID_ARGUMENT", "count");
  }
  const newest = await indexed(ctx, { accountId: account._id }).take(count);
  return await Promise.all(newest.map((tx) => toTransactionView(ctx, tx, account.currency)));
}
