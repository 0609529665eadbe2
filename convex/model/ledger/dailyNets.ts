/**
 * Daily nets: the checkpoints of the register's running balance (transactions/runningBalance.ts)
 * inside a month. One row per (account, day) with the net of that day's transactions, kept by
 * the ledger in the mutation that writes them, so the balance after a row needs the day rows
 * of its month (at most 31) and the rows of its own day, never a whole month of rows (a month
 * with 33,000 rows is past Convex's 32,000 documents read).
 *
 * A month's days are only trusted when the month's marker row says so. A month that had no
 * rows when the ledger first wrote to it is complete from the start. A month holding rows from
 * before daily nets existed is counted by backfillMonth in pages, in index order (date, then
 * creation time); its marker records how far, and meanwhile the ledger applies a change only
 * at a position already counted (the count will meet the others when it gets there).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { monthKey } from "../../shared/dates";

type Ctx = { db: MutationCtx["db"] };

/** A change to one row's contribution: its date, its position (creation time; new: none). */
interface DayChange {
  date: string;
  amount: number;
  time?: number;
}

type Marker = Doc<"dailyNets">;

async function markerOf(ctx: { db: QueryCtx["db"] }, accountId: Id<"accounts">, month: string) {
  return await ctx.db
    .query("dailyNets")
    .withIndex("by_account_day", (q) => q.eq("accountId", accountId).eq("day", month))
    .unique();
}

/** Whether the month's day rows hold every one of its transactions. */
export async function monthIsCounted(
  ctx: { db: QueryCtx["db"] },
  accountId: Id<"accounts">,
  month: string,
): Promise<boolean> {
  return (await markerOf(ctx, accountId, month))?.complete === true;
}

/** Whether a change at (date, time) belongs in the days of a month counted this far. */
function counted(marker: Marker, change: DayChange): boolean {
  if (marker.complete === true) return true;
  if (marker.throughDate === undefined) return false;
  if (change.date !== marker.throughDate) return change.date < marker.throughDate;
  // A new row sorts after every row of its day: the count has not passed it yet.
  return change.time !== undefined && change.time <= (marker.throughTime ?? 0);
}

/** The month's marker; a month without rows yet (no rollup before this write) starts complete. */
async function ensureMarker(
  ctx: Ctx,
  account: { _id: Id<"accounts">; userId: Id<"users"> },
  month: string,
  marker: Marker | null,
): Promise<Marker | null> {
  if (marker !== null) return marker;
  const before = await ctx.db
    .query("monthlyRollups")
    .withIndex("by_account_month_category", (q) =>
      q.eq("accountId", account._id).eq("month", month),
    )
    .first();
  if (before !== null) return null; // Older rows: backfillMonth counts the month first.
  const id = await ctx.db.insert("dailyNets", {
    userId: account.userId,
    accountId: account._id,
    day: month,
    net: 0,
    complete: true,
  });
  return await ctx.db.get("dailyNets", id);
}

/**
 * A month's marker ("2026-10") and day rows ("2026-10-01" …), which sort together in
 * by_account_day: one index range of at most 32 rows instead of one read per day.
 */
async function monthRows(
  ctx: Ctx,
  accountId: Id<"accounts">,
  month: string,
): Promise<Map<string, Doc<"dailyNets">>> {
  const rows = await ctx.db
    .query("dailyNets")
    .withIndex("by_account_day", (q) =>
      q.eq("accountId", accountId).gte("day", month).lt("day", `${month}~`),
    )
    .collect();
  return new Map(rows.map((row) => [row.day, row]));
}

/** Moves one day row by `delta`: created, patched, or deleted when it comes to zero. */
async function moveDay(
  ctx: Ctx,
  account: { _id: Id<"accounts">; userId: Id<"users"> },
  day: string,
  row: Doc<"dailyNets"> | null,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  if (row === null) {
    await ctx.db.insert("dailyNets", {
      userId: account.userId,
      accountId: account._id,
      day,
      net: delta,
    });
  } else if (row.net + delta === 0) await ctx.db.delete("dailyNets", row._id);
  else await ctx.db.patch("dailyNets", row._id, { net: row.net + delta });
}

export async function addToDay(
  ctx: Ctx,
  account: { _id: Id<"accounts">; userId: Id<"users"> },
  day: string,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const row = await ctx.db
    .query("dailyNets")
    .withIndex("by_account_day", (q) => q.eq("accountId", account._id).eq("day", day))
    .unique();
  await moveDay(ctx, account, day, row, delta);
}

/**
 * Applies changes to the day rows, once per day, reading each month's rows once. Call before
 * the batch's rollups are written: a month's first rows make it complete only while it has no
 * rollup yet.
 */
export async function applyDayChanges(
  ctx: Ctx,
  account: { _id: Id<"accounts">; userId: Id<"users"> },
  changes: DayChange[],
): Promise<void> {
  const months = new Map<string, DayChange[]>();
  for (const change of changes) {
    const month = monthKey(change.date);
    const list = months.get(month);
    if (list === undefined) months.set(month, [change]);
    else list.push(change);
  }
  for (const [month, list] of months) {
    const rows = await monthRows(ctx, account._id, month);
    const marker = await ensureMarker(ctx, account, month, rows.get(month) ?? null);
    if (marker === null) continue;
    const days = new Map<string, number>();
    for (const change of list) {
      if (!counted(marker, change)) continue;
      days.set(change.date, (days.get(change.date) ?? 0) + change.amount);
    }
    for (const [day, delta] of days) await moveDay(ctx, account, day, rows.get(day) ?? null, delta);
  }
}

/** Deletes up to `limit` day rows of an account being deleted; returns how many. */
export async function eraseDailyNets(ctx: Ctx, accountId: Id<"accounts">, limit: number) {
  const rows = await ctx.db
    .query("dailyNets")
    .withIndex("by_account_day", (q) => q.eq("accountId", accountId))
    .take(limit);
  for (const row of rows) await ctx.db.delete("dailyNets", row._id);
  return rows.length;
}
