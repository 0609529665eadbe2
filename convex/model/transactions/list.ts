/**
 * The transaction list: always one account, always through an index, one page at a time.
 * - Date range and category narrow the index range itself (by_account_date, or
 *   by_account_category_date when a category is chosen), so they cost nothing extra.
 * - Notes text (case-insensitive substring) and amount range filter the paginated index
 *   stream. The amount range compares the absolute value |amount| in the account's minor
 *   units (what the user sees: "between 10 and 50" matches both income and expenses).
 *   A filtered page can hold fewer than numItems rows, even none, while isDone is false:
 *   the client keeps loading more.
 */
import { filter } from "convex-helpers/server/filter";
import type { IndexRange, PaginationOptions, PaginationResult } from "convex/server";
import { v, type ObjectType } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { validateIsoDate, validateNonNegativeAmount } from "../../shared/validation";
import { vCategory } from "../../shared/validators";
import { ensure } from "../errors";
import { toTransactionView, type TransactionView } from "./views";

export const listArgs = {
  accountId: v.id("accounts"),
  /** By date; "desc" (newest first) unless told. Same-day rows keep insertion order. */
  order: v.optional(v.union(v.literal("asc"), v.literal("desc"))),
  dateFrom: v.optional(v.string()),
  dateTo: v.optional(v.string()),
  category: v.optional(vCategory),
  notes: v.optional(v.string()),
  minAmount: v.optional(v.number()),
  maxAmount: v.optional(v.number()),
};
type ListArgs = ObjectType<typeof listArgs>;

function validate(args: ListArgs): void {
  if (args.dateFrom !== undefined) ensure(validateIsoDate(args.dateFrom), "dateFrom");
  if (args.dateTo !== undefined) ensure(validateIsoDate(args.dateTo), "dateTo");
  for (const [field, value] of [
    ["minAmount", args.minAmount],
    ["maxAmount", args.maxAmount],
  ] as const) {
    if (value !== undefined) ensure(validateNonNegativeAmount(value), field);
  }
}

/** The part of Convex's index range builder this file needs, once the equalities are fixed. */
interface UpperDate extends IndexRange {
  lte(field: "date", value: string): IndexRange;
}
interface DateRange extends UpperDate {
  gte(field: "date", value: string): UpperDate;
}

/** Adds the optional date bounds to an index range that already fixed its equality fields. */
function withDates(range: DateRange, { dateFrom, dateTo }: ListArgs): IndexRange {
  const lower: UpperDate = dateFrom === undefined ? range : range.gte("date", dateFrom);
  return dateTo === undefined ? lower : lower.lte("date", dateTo);
}

function indexed(ctx: { db: QueryCtx["db"] }, args: ListArgs) {
  const table = ctx.db.query("transactions");
  const { category } = args;
  const query =
    category === undefined
      ? table.withIndex("by_account_date", (q) =>
          withDates(q.eq("accountId", args.accountId), args),
        )
      : table.withIndex("by_account_category_date", (q) =>
          withDates(q.eq("accountId", args.accountId).eq("category", category), args),
        );
  return query.order(args.order ?? "desc");
}

function predicate(args: ListArgs): ((tx: Doc<"transactions">) => boolean) | null {
  const needle = args.notes?.trim().toLocaleLowerCase() || undefined;
  const { minAmount, maxAmount } = args;
  if (needle === undefined && minAmount === undefined && maxAmount === undefined) return null;
  return (tx) => {
    const size = Math.abs(tx.amount);
    if (minAmount !== undefined && size < minAmount) return false;
    if (maxAmount !== undefined && size > maxAmount) return false;
    return needle === undefined || (tx.notes ?? "").toLocaleLowerCase().includes(needle);
  };
}

export async function listPage(
  ctx: { db: QueryCtx["db"] },
  account: Doc<"accounts">,
  args: ListArgs,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<TransactionView>> {
  validate(args);
  const query = indexed(ctx, args);
  const keep = predicate(args);
  const result = await (keep === null ? query : filter(query, keep)).paginate(paginationOpts);
  const page = await Promise.all(
    result.page.map((tx) => toTransactionView(ctx, tx, account.currency)),
  );
  return { ...result, page };
}
