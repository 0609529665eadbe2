/**
 * The ledger's category filter. A plain transaction is found by its own `category` through the
 * transactions' category indexes; a split one holds only its first part's category there (a
 * marker), so it is found instead through the splitCategories rows the ledger keeps for each
 * distinct category of its parts (model/ledger/splitCategories.ts). The two date-ordered index
 * streams are merged into one (convex-helpers' streams) and paged with one cursor, so a split
 * shows once under each of its parts' categories, in date order, and a page reads about its
 * own rows, however long the history. Same-day rows keep the order their index rows were
 * written in (a split's rows are rewritten when its parts, date or amount change).
 * Like text search (search.ts), a page ends where its rows end rather than where Convex's own
 * paginate pinned it: a page honours the client's `endCursor`, but convex/react's
 * usePaginatedQuery sends one only for a page it split, so a row added or removed inside an
 * earlier loaded page can shift one row across that page's end until the list reloads
 * (convex-helpers/react's usePaginatedQuery pins every page's end).
 */
import { mergedStream, stream } from "convex-helpers/server/stream";
import type { IndexRange, PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import schema from "../../schema";

type Row = Doc<"transactions">;
type Category = Row["category"];
/** One account's transactions, or all of a user's. */
export type CategoryScope = { accountId: Id<"accounts"> } | { userId: Id<"users"> };
type Dates = { dateFrom?: string; dateTo?: string };

/** The part of Convex's index range builder the lists need, once the equalities are fixed. */
interface UpperDate extends IndexRange {
  lte(field: "date", value: string): IndexRange;
}
interface DateRange extends UpperDate {
  gte(field: "date", value: string): UpperDate;
}

/** A category index's range builder, by account or by user, before the dates. */
interface CategoryRange {
  eq(
    field: "accountId",
    value: Id<"accounts">,
  ): { eq(field: "category", value: Category): DateRange };
  eq(field: "userId", value: Id<"users">): { eq(field: "category", value: Category): DateRange };
}

/** Adds the optional date bounds to an index range that already fixed its equality fields. */
export function withDates(range: DateRange, { dateFrom, dateTo }: Dates): IndexRange {
  const lower: UpperDate = dateFrom === undefined ? range : range.gte("date", dateFrom);
  return dateTo === undefined ? lower : lower.lte("date", dateTo);
}

/** Whether the transaction is in the category: its own, or, when split, any part's. */
export function inCategory(tx: Pick<Row, "category" | "splits">, category: Category): boolean {
  return tx.splits !== undefined && tx.splits.length > 0
    ? tx.splits.some((part) => part.category === category)
    : tx.category === category;
}

/**
 * One page of the transactions in `category` that pass `test`, which reads only the amount,
 * date and account (a splitCategories row carries them too, so a split is tested before its
 * transaction is read). Like a filtered index page, it reads at most numItems index rows and
 * may hold fewer rows, even none, while isDone is false.
 */
export async function categoryPage(
  ctx: { db: QueryCtx["db"] },
  scope: CategoryScope,
  category: Category,
  args: Dates & { order?: "asc" | "desc" },
  test: ((tx: Row) => boolean) | null,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Row>> {
  const db = stream(ctx.db, schema);
  const order = args.order ?? "desc";
  // Both tables carry the same two category indexes, so one range serves both streams.
  const index = "accountId" in scope ? "by_account_category_date" : "by_user_category_date";
  const range = (q: CategoryRange) =>
    withDates(
      "accountId" in scope
        ? q.eq("accountId", scope.accountId).eq("category", category)
        : q.eq("userId", scope.userId).eq("category", category),
      args,
    );
  const plain = db
    .query("transactions")
    .withIndex(index, range)
    .order(order)
    // A split is listed through its splitCategories rows only, so once per category.
    .filterWith(async (tx) => !tx.splits?.length && (test === null || test(tx)));
  const split = db
    .query("splitCategories")
    .withIndex(index, range)
    .order(order)
    .filterWith(async (row) => test === null || test(row as unknown as Row))
    .map(async (row) => await ctx.db.get("transactions", row.transactionId));
  const merged = mergedStream([plain, split], ["date", "_creationTime", "_id"]);
  const { endCursor } = paginationOpts;
  const result = await merged.paginate({
    numItems: paginationOpts.numItems,
    cursor: paginationOpts.cursor,
    // A page the client split ends where it was told to; otherwise it reads a page's worth.
    ...(endCursor ? { endCursor } : { maximumRowsRead: paginationOpts.numItems }),
  });
  // The page is already bounded: the client is not asked to split it.
  return { page: result.page, isDone: result.isDone, continueCursor: result.continueCursor };
}
