/**
 * Text search that reaches every match, in date order, a bounded piece at a time. One Convex
 * search returns at most 1,024 matches (by relevance), so a plain search cannot promise more
 * (search.ts lists the best SEARCH_LIMIT and says when there were others). This walk asks
 * the index one month at a time instead, through its `month` filter field: each month's
 * matches come back whole and are sorted by date, and a cursor that names the last row
 * handed out (date, then the moment it was written) lets the next call go on from there.
 * A month holding more matches than one search returns is asked day by day (`date` filter);
 * only a single day of one scope with more than 1,024 matches would be cut.
 *
 * Used where the cap must not decide the answer: a search limited to a date range (its
 * months only, however old), and a bulk change to "everything matching" a search. The walk
 * covers only the months between the scope's first and last transaction, and each call stops
 * after WALK_SEARCHES searches or WALK_READS documents read, so it stays well inside Convex's
 * limits; the cursor then points past the last month it finished.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { monthOf } from "./extras";
import { byDate, compare, cursorOfKey, END, keyOf, type Key, type SearchScope } from "./search";

type Row = Doc<"transactions">;
type Db = { db: QueryCtx["db"] };
type Order = "asc" | "desc";

/** What one Convex search returns at most. */
export const SEARCH_CAP = 1024;
/** Searches per call: three years of months and a full month asked day by day. */
export const WALK_SEARCHES = 72;
/** Documents read per call before the walk stops at the next month's start. */
export const WALK_READS = 6_000;

export type WalkRange = { dateFrom?: string; dateTo?: string };

export type WalkStep = {
  rows: Row[];
  /** Where the next call starts, or "end" when every match has been handed out. */
  next: Key | "end";
};

/** The first and last date of the scope's transactions (two index reads), or null. */
async function spanOf(ctx: Db, scope: SearchScope): Promise<[string, string] | null> {
  const edge = (order: Order) =>
    "accountId" in scope
      ? ctx.db
          .query("transactions")
          .withIndex("by_account_date", (q) => q.eq("accountId", scope.accountId))
          .order(order)
          .first()
      : ctx.db
          .query("transactions")
          .withIndex("by_user_date", (q) => q.eq("userId", scope.userId))
          .order(order)
          .first();
  const [first, last] = await Promise.all([edge("asc"), edge("desc")]);
  return first === null || last === null ? null : [first.date, last.date];
}

/** "2024-01" … "2024-05", in `order`. */
function monthsBetween(from: string, to: string, order: Order): string[] {
  const months: string[] = [];
  let [year, month] = from.split("-").map(Number);
  for (let m = from; m <= to;) {
    months.push(m);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    m = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
  }
  return order === "asc" ? months : months.reverse();
}

function daysOf(month: string): string[] {
  return Array.from({ length: 31 }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/** A key past every row of `month` in `order`: where the walk goes on after finishing it. */
function pastMonth(month: string, order: Order): Key {
  return order === "asc" ? [`${month}-99`, 0] : [`${month}-00`, 0];
}

type Filter = { field: "month" | "date"; value: string };

async function search(ctx: Db, needle: string, scope: SearchScope, filter: Filter) {
  return await ctx.db
    .query("transactions")
    .withSearchIndex("search_text", (q) => {
      const words = q.search("searchText", needle);
      const scoped =
        "accountId" in scope
          ? words.eq("accountId", scope.accountId)
          : words.eq("userId", scope.userId);
      return filter.field === "month"
        ? scoped.eq("month", filter.value)
        : scoped.eq("date", filter.value);
    })
    .take(SEARCH_CAP);
}

type Budget = { searches: number; reads: number };

/** Every match in `month` (day by day when one search cannot hold them all). */
async function monthMatches(
  ctx: Db,
  needle: string,
  scope: SearchScope,
  month: string,
  budget: Budget,
): Promise<Row[]> {
  const whole = await search(ctx, needle, scope, { field: "month", value: month });
  budget.searches += 1;
  budget.reads += whole.length;
  if (whole.length < SEARCH_CAP) return whole;
  const days: Row[] = [];
  for (const day of daysOf(month)) {
    const found = await search(ctx, needle, scope, { field: "date", value: day });
    budget.searches += 1;
    budget.reads += found.length;
    days.push(...found);
  }
  return days;
}

export type WalkQuery = {
  needle: string;
  scope: SearchScope;
  /** The filters the index does not apply (amounts, category, tag, dates); null: none. */
  test: ((tx: Row) => boolean) | null;
  order: Order;
  range: WalkRange;
};

/**
 * Up to `limit` matches after `cursor` (search.ts's cursor format) in date order, stopping
 * before `endCursor` when one is given (a page the client split ends where it was told to).
 */
export async function walkMatches(
  ctx: Db,
  query: WalkQuery,
  cursor: string | null,
  limit: number,
  endCursor?: string | null,
): Promise<WalkStep> {
  const { needle, scope, test, order, range } = query;
  const after = keyOf(cursor);
  const end = keyOf(endCursor);
  if (after === "end") return { rows: [], next: "end" };
  const span = await spanOf(ctx, scope);
  if (span === null) return { rows: [], next: "end" };
  const from = range.dateFrom !== undefined && range.dateFrom > span[0] ? range.dateFrom : span[0];
  const to = range.dateTo !== undefined && range.dateTo < span[1] ? range.dateTo : span[1];
  const sign = order === "asc" ? 1 : -1;
  const isAfter = (row: Row, key: Key) => sign * compare([row.date, row._creationTime], key) > 0;
  const startMonth = after === null ? null : monthOf(after[0]);
  // A cursor past a whole month (pastMonth) goes on with the next one.
  const skipStart = after !== null && /-(00|99)$/.test(after[0]) ? 1 : 0;
  const months = monthsBetween(monthOf(from), monthOf(to), order).filter(
    (m) =>
      startMonth === null || sign * (m < startMonth ? -1 : m > startMonth ? 1 : 0) >= skipStart,
  );
  const rows: Row[] = [];
  const budget: Budget = { searches: 0, reads: 0 };
  let finished: string | null = null;
  for (const month of months) {
    // Stopped between months: every row handed out lies in the months finished so far.
    if (finished !== null && (budget.searches >= WALK_SEARCHES || budget.reads >= WALK_READS))
      return { rows, next: pastMonth(finished, order) };
    const found = (await monthMatches(ctx, needle, scope, month, budget))
      .filter((row) => row.date >= from && row.date <= to)
      .filter((row) => (after === null || isAfter(row, after)) && (test === null || test(row)))
      .sort(byDate(order));
    const wanted = end === null || end === "end" ? found : found.filter((r) => !isAfter(r, end));
    rows.push(...wanted.slice(0, limit - rows.length));
    if (rows.length === limit) return { rows, next: keyOfRow(rows[rows.length - 1]) };
    if (wanted.length < found.length) return { rows, next: end as Key };
    finished = month;
  }
  return { rows, next: "end" };
}

const keyOfRow = (row: Row): Key => [row.date, row._creationTime];

/** One page of the list through the walk, shaped like `paginate()`'s result. */
export async function walkPage(
  ctx: Db,
  query: WalkQuery,
  { cursor, numItems, endCursor }: PaginationOptions,
): Promise<PaginationResult<Row>> {
  // A page the client split holds everything up to its end cursor, however many rows.
  const limit = endCursor == null ? numItems : Number.MAX_SAFE_INTEGER;
  const step = await walkMatches(ctx, query, cursor, limit, endCursor);
  return {
    page: step.rows,
    isDone: step.next === "end",
    continueCursor: step.next === "end" ? END : cursorOfKey(step.next),
  };
}
