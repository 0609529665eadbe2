/**
 * The ledger across all of a user's accounts: the same filters as one account's list
 * (list.ts), read through the user-level indexes instead (by_user_date, the category filter's
 * by_user_category_date of transactions and splitCategories, the search index's userId
 * filter, transactionTags by user). Each row carries its own account's currency; the page's
 * accounts are read once each.
 */
import { filter } from "convex-helpers/server/filter";
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { minorDigits, type CurrencyCode } from "../../shared/currencies";
import { vCurrency } from "../validators";
import { ensureCategory } from "../categories/check";
import { categoryPage, withDates } from "./categoryFilter";
import { searchNeedle, searchPage } from "./search";
import { walkPage } from "./searchWalk";
import { listArgs, predicateOf, validateListArgs, type ListArgs } from "./list";
import { toTransactionView, type TransactionView } from "./views";

const { accountId: _one, ...filters } = listArgs;
export const listAllArgs = {
  ...filters,
  /** The currency minAmount/maxAmount were typed in; without it they are compared as stored. */
  amountCurrency: v.optional(vCurrency),
};
type Args = Omit<ListArgs, "accountId"> & { amountCurrency?: CurrencyCode };
type Test = (tx: Doc<"transactions">) => boolean;

/**
 * The amount range over every account: typed once, read in each row's own currency, as the
 * row shows it ("at least 50" is $50.00 on a dollar account and ¥50 on a yen one), rather
 * than as stored minor units, which would be a hundredfold apart. A user's accounts are few.
 */
async function amountRange(ctx: Ctx, args: Args): Promise<Test | null> {
  const { minAmount, maxAmount, amountCurrency } = args;
  if (minAmount === undefined && maxAmount === undefined) return null;
  if (amountCurrency === undefined) return predicateOf({ minAmount, maxAmount });
  const typedDigits = minorDigits(amountCurrency);
  const accounts = await ctx.db
    .query("accounts")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  const digits = new Map(accounts.map((a) => [a._id, minorDigits(a.currency)]));
  // size / 10^rowDigits against bound / 10^typedDigits, cross-multiplied: exact in integers.
  const compare = (size: number, rowDigits: number, bound: number) =>
    rowDigits === typedDigits
      ? Math.sign(size - bound)
      : Math.sign(
          Number(
            BigInt(size) * BigInt(10) ** BigInt(typedDigits) -
              BigInt(bound) * BigInt(10) ** BigInt(rowDigits),
          ),
        );
  return (tx) => {
    const size = Math.abs(tx.amount);
    const rowDigits = digits.get(tx.accountId) ?? typedDigits;
    if (minAmount !== undefined && compare(size, rowDigits, minAmount) < 0) return false;
    return maxAmount === undefined || compare(size, rowDigits, maxAmount) <= 0;
  };
}

const both = (a: Test | null, b: Test | null): Test | null =>
  a === null ? b : b === null ? a : (tx) => a(tx) && b(tx);
type Ctx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

async function rows(
  ctx: Ctx,
  args: Args,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"transactions">>> {
  const { category } = args;
  const sized = await amountRange(ctx, args);
  const needle = searchNeedle(args.notes);
  if (needle !== "") {
    const test = both(predicateOf({ ...args, minAmount: undefined, maxAmount: undefined }), sized);
    const scope = { userId: ctx.ledgerKey };
    const order = args.order ?? "desc";
    // A date range is walked month by month, so the cap of one search hides none of its rows.
    if (args.dateFrom !== undefined || args.dateTo !== undefined)
      return await walkPage(ctx, { needle, scope, test, order, range: args }, paginationOpts);
    return await searchPage(ctx, needle, scope, test, order, paginationOpts);
  }
  const { tag } = args;
  if (tag !== undefined) {
    const tagged = ctx.db
      .query("transactionTags")
      .withIndex("by_user_tag_date", (q) =>
        withDates(q.eq("userId", ctx.ledgerKey).eq("tag", tag), args),
      )
      .order(args.order ?? "desc");
    const result = await (
      sized ? filter(tagged, (row) => sized(row as unknown as Doc<"transactions">)) : tagged
    ).paginate(paginationOpts);
    const docs = await Promise.all(
      result.page.map((r) => ctx.db.get("transactions", r.transactionId)),
    );
    const test = predicateOf({ category });
    const page = docs.filter((tx) => tx !== null && (test === null || test(tx)));
    return { ...result, page: page as Doc<"transactions">[] };
  }
  if (category !== undefined) {
    return await categoryPage(
      ctx,
      { userId: ctx.ledgerKey },
      category,
      args,
      sized,
      paginationOpts,
    );
  }
  const ordered = ctx.db
    .query("transactions")
    .withIndex("by_user_date", (q) => withDates(q.eq("userId", ctx.ledgerKey), args))
    .order(args.order ?? "desc");
  return await (sized ? filter(ordered, sized) : ordered).paginate(paginationOpts);
}

export async function listAllPage(
  ctx: Ctx,
  args: Args,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<TransactionView>> {
  validateListArgs(args);
  // Someone else's category id is refused like any other document of theirs.
  await ensureCategory(ctx, args.category);
  const result = await rows(ctx, args, paginationOpts);
  const accounts = new Map<Id<"accounts">, Doc<"accounts"> | null>();
  const page: TransactionView[] = [];
  for (const tx of result.page) {
    if (!accounts.has(tx.accountId)) {
      accounts.set(tx.accountId, await ctx.db.get("accounts", tx.accountId));
    }
    const account = accounts.get(tx.accountId);
    // An account being deleted is already gone for the user; its rows leave with it.
    if (account == null || account.deletingAt !== undefined) continue;
    page.push(await toTransactionView(ctx, tx, account.currency));
  }
  return { ...result, page };
}
