/**
 * The running balance of one account's register page, worked out without reading the history.
 * Rows are ordered by (date, insertion) in by_account_date, and the account's `balance` is
 * initialBalance + every amount, so the balance after a row is the account balance minus
 * everything newer than it:
 *   after(newest row N of the page) = balance − Σ net of the rollups of months after N's month
 *                                             − Σ rows of N's month newer than N,
 * and each other row follows from its neighbour. Nearer the account's first month it counts
 * up instead: before(oldest row O) = initialBalance + rollups of months before O's month + rows
 * of O's month older than O. A page thus reads itself, the account, the rollup rows of the
 * nearer side (one per month and category, two more to find the ends) and at most one month
 * of rows. Within the month the day checkpoints (ledger/dailyNets.ts) stand in for the rows of
 * the other days, so only the row's own day is read row by row (a month of 33,000 rows would
 * pass Convex's 32,000 documents read); a month not counted yet is read row by row.
 * Only meaningful while the page holds every row between its first and last (date range
 * filters only): with a text, tag, category or amount filter the gaps are unknown.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { monthKey } from "../../shared/dates";
import { monthIsCounted } from "../ledger/dailyNets";

/** Whether the list's filters keep every row in date order (a running balance makes sense). */
// The filters are named here rather than imported from list.ts, which imports this file.
export function runningBalanceApplies(args: {
  notes?: string;
  tag?: string;
  category?: string;
  minAmount?: number;
  maxAmount?: number;
}): boolean {
  const { notes, tag, category, minAmount, maxAmount } = args;
  const gaps = [tag, category, minAmount, maxAmount];
  return (notes ?? "").trim() === "" && gaps.every((f) => f === undefined);
}

type Db = { db: QueryCtx["db"] };
type Side = "after" | "before";

/** Net change of the account in the months after (or before) `month`, from the rollups. */
async function netOfMonths(db: Db, accountId: Id<"accounts">, month: string, side: Side) {
  let net = 0;
  const rollups = db.db
    .query("monthlyRollups")
    .withIndex("by_account_month_category", (q) =>
      side === "after"
        ? q.eq("accountId", accountId).gt("month", month)
        : q.eq("accountId", accountId).lt("month", month),
    );
  for await (const r of rollups) net += r.income - r.expense + r.transfersIn - r.transfersOut;
  return net;
}

/** Net of the other days of `row`'s month after (or before) its day, from the day rows. */
async function netOfDays(db: Db, row: Doc<"transactions">, side: Side) {
  const month = monthKey(row.date);
  let net = 0;
  const days = db.db
    .query("dailyNets")
    .withIndex("by_account_day", (q) =>
      side === "after"
        ? q.eq("accountId", row.accountId).gt("day", row.date).lte("day", `${month}-31`)
        : q.eq("accountId", row.accountId).gte("day", `${month}-01`).lt("day", row.date),
    );
  for await (const day of days) net += day.net;
  return net;
}

/** Net of the rows of `row`'s month after (or before) it: by date, then by insertion. */
async function netInMonth(db: Db, row: Doc<"transactions">, side: Side) {
  let net = 0;
  const month = monthKey(row.date);
  const counted = await monthIsCounted(db, row.accountId, month);
  if (counted) net += await netOfDays(db, row, side);
  // Counted: the row's own day only; otherwise the month's rows up to or from it.
  const from = counted ? row.date : `${month}-01`;
  const to = counted ? row.date : `${month}-31`;
  const rows = db.db
    .query("transactions")
    .withIndex("by_account_date", (q) =>
      side === "after"
        ? q.eq("accountId", row.accountId).gte("date", row.date).lte("date", to)
        : q.eq("accountId", row.accountId).gte("date", from).lte("date", row.date),
    );
  for await (const tx of rows) {
    const later =
      tx.date > row.date || (tx.date === row.date && tx._creationTime > row._creationTime);
    const earlier =
      tx.date < row.date || (tx.date === row.date && tx._creationTime < row._creationTime);
    if (side === "after" ? later : earlier) net += tx.amount;
  }
  return net;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/** The account's first and last month with transactions (two rollup rows). */
async function monthSpan(db: Db, accountId: Id<"accounts">) {
  const ends = await Promise.all(
    (["asc", "desc"] as const).map((order) =>
      db.db
        .query("monthlyRollups")
        .withIndex("by_account_month_category", (q) => q.eq("accountId", accountId))
        .order(order)
        .first(),
    ),
  );
  return ends.map((r) => (r === null ? 0 : monthIndex(r.month)));
}

/**
 * The account's balance after each row of `rows` (a contiguous page of the account's register,
 * in `order`), index for index.
 */
export async function runningBalances(
  ctx: { db: QueryCtx["db"] },
  account: Doc<"accounts">,
  rows: Doc<"transactions">[],
  order: "asc" | "desc",
): Promise<number[]> {
  if (rows.length === 0) return [];
  const newestFirst = order === "desc" ? rows : [...rows].reverse();
  const newest = newestFirst[0];
  const oldest = newestFirst[newestFirst.length - 1];
  const [first, last] = await monthSpan(ctx, account._id);
  const fromTop = last - monthIndex(newest.date) <= monthIndex(oldest.date) - first;
  let after = fromTop
    ? account.balance -
      (await netOfMonths(ctx, account._id, monthKey(newest.date), "after")) -
      (await netInMonth(ctx, newest, "after"))
    : account.initialBalance +
      (await netOfMonths(ctx, account._id, monthKey(oldest.date), "before")) +
      (await netInMonth(ctx, oldest, "before")) +
      rows.reduce((sum, tx) => sum + tx.amount, 0);
  const balances = newestFirst.map((tx) => {
    const value = after;
    after -= tx.amount;
    return value;
  });
  return order === "desc" ? balances : balances.reverse();
}
