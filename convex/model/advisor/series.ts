/**
 * The recurring series the advisor knows about, from the one detector (rhythm.ts):
 *
 * - Named ones: payees whose newest charges the detector found a rhythm in, kept up to date by
 *   the ledger on the payee row (recentCharges.ts), read through the by_user_rhythm index:
 *   one row per recurring payee, never their history.
 * - Unnamed ones: charges without a payee (typed by hand, with notes like "Netflix 05/24"),
 *   grouped by account, category and notes (digits removed) from the last WINDOW_DAYS through
 *   the by_account_date index, newest first, at most PER_ACCOUNT_CAP per account and TOTAL_CAP
 *   in all. Expenses with no notes are not grouped (the category alone would join unrelated
 *   purchases); income is, since few payments come in.
 *
 * "Not a subscription" (an insightStates row `notSubscription:<key>`, dismissed) takes a
 * series out for good: the subscriptions screen, the forecast, "Can I afford it?" and the
 * insights then treat its charges as everyday spending.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { CurrencyCode } from "../../shared/currencies";
import { addDays } from "../../shared/dates";
import type { CategoryKey } from "../../shared/domain";
import { usualCategory } from "../ledger/payeeStats";
import type { ReadCtx } from "../reports/cashflow";
import { findInsightState } from "./insightStates";
import { seriesOfRecent } from "./recentCharges";
import {
  detectRhythm,
  type Detected,
  INTERVALS,
  type Interval,
  looksCancelled,
  nextExpected,
  rhythmDate,
} from "./rhythm";

export const WINDOW_DAYS = 90;
export const PER_ACCOUNT_CAP = 150;
export const TOTAL_CAP = 600;
/** Recurring payees read per rhythm: far more subscriptions than anyone has. */
export const PAYEES_PER_RHYTHM = 200;
/** A schedule covers a series when their amounts are within this share. */
const SIMILAR = 0.3;

/** A run of similar income or expenses at a regular gap, as the history shows it. */
export interface RecurringSeries extends Omit<Detected, "interval"> {
  /** `payee:<payee key>` or `<account>:<in:><category>:<notes>`: stable across reads. */
  key: string;
  kind: "income" | "expense";
  /** The payee, else the notes of the latest one; "" for unnamed income. */
  name: string;
  accountId: Id<"accounts">;
  currency: CurrencyCode;
  category: CategoryKey;
  period: Interval;
  /** True when a schedule of the same account, kind, category and amount already has it. */
  covered: boolean;
  /** Two expected charges have not come. */
  cancelled: boolean;
  /** The next expected date from today (a late one is expected today). */
  nextDate: string;
}

/** The state row that says "Not a subscription" for this series. */
export const notSubscriptionId = (key: string) => `notSubscription:${key}`;

type Tx = Doc<"transactions">;

const normalize = (label: string) =>
  label
    .toLowerCase()
    .replace(/[\d\s\p{P}]+/gu, " ")
    .trim()
    .slice(0, 40);

async function recentUnnamed(ctx: ReadCtx, accounts: Doc<"accounts">[], today: string) {
  const from = addDays(today, -WINDOW_DAYS);
  const rows: Tx[] = [];
  for (const a of accounts) {
    if (rows.length >= TOTAL_CAP || a.type === "loan") continue;
    const page = await ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) =>
        q.eq("accountId", a._id).gte("date", from).lte("date", today),
      )
      .order("desc")
      .take(Math.min(PER_ACCOUNT_CAP, TOTAL_CAP - rows.length));
    rows.push(...page);
  }
  return rows.filter((tx) => (tx.payee ?? "").trim() === "");
}

type Found = Omit<RecurringSeries, "covered" | "cancelled" | "nextDate" | "currency">;

async function unnamedSeries(ctx: ReadCtx, accounts: Doc<"accounts">[], today: string) {
  const groups = new Map<string, Tx[]>();
  for (const tx of await recentUnnamed(ctx, accounts, today)) {
    if (tx.kind !== "income" && tx.kind !== "expense") continue;
    const label = (tx.notes ?? "").trim();
    if (label === "" && tx.kind === "expense") continue;
    const key = `${tx.accountId}:${tx.kind === "income" ? "in:" : ""}${tx.category}:${normalize(label)}`;
    groups.set(key, [...(groups.get(key) ?? []), tx]);
  }
  const out: Found[] = [];
  for (const [key, list] of groups) {
    const found = detectRhythm(list.map((tx) => ({ date: tx.date, amount: Math.abs(tx.amount) })));
    if (found === null) continue;
    const last = [...list].sort((a, b) => b.date.localeCompare(a.date))[0];
    const { interval, ...rest } = found;
    out.push({
      ...rest,
      key,
      kind: last.kind as Found["kind"],
      name: (last.notes ?? "").trim(),
      accountId: last.accountId,
      category: last.category,
      period: interval,
    });
  }
  return out;
}

async function namedSeries(ctx: ReadCtx): Promise<Found[]> {
  const out: Found[] = [];
  for (const rhythm of INTERVALS) {
    const rows = await ctx.db
      .query("payees")
      .withIndex("by_user_rhythm", (q) => q.eq("userId", ctx.ledgerKey).eq("rhythm", rhythm))
      .take(PAYEES_PER_RHYTHM);
    for (const row of rows) {
      const found = seriesOfRecent(row.recent ?? []);
      if (found === null) continue;
      const { interval, ...rest } = found;
      out.push({
        ...rest,
        key: `payee:${row.key}`,
        name: row.name,
        category: usualCategory(row) ?? "other",
        period: interval,
      });
    }
  }
  return out;
}

function covered(schedules: Doc<"schedules">[], s: Found): boolean {
  return schedules.some(
    (x) =>
      x.accountId === s.accountId &&
      x.kind === s.kind &&
      (x.category === s.category || (x.notes ?? "").trim() === s.name) &&
      Math.abs(x.amount - s.amount) <= x.amount * SIMILAR,
  );
}

async function dismissed(ctx: ReadCtx, key: string): Promise<boolean> {
  const row = await findInsightState(ctx, notSubscriptionId(key));
  return row?.dismissed === true;
}

/**
 * Every recurring series of the user's live accounts that the user has not called "not a
 * subscription", cancelled-looking ones included (callers that look ahead leave them out).
 */
export async function recurringSeries(
  ctx: ReadCtx,
  accounts: Doc<"accounts">[],
  schedules: Doc<"schedules">[],
  today: string,
): Promise<RecurringSeries[]> {
  const byId = new Map(accounts.map((a) => [a._id, a]));
  const found = [...(await namedSeries(ctx)), ...(await unnamedSeries(ctx, accounts, today))];
  const out: RecurringSeries[] = [];
  for (const s of found) {
    const account = byId.get(s.accountId);
    if (account === undefined || (await dismissed(ctx, s.key))) continue;
    out.push({
      ...s,
      currency: account.currency,
      covered: covered(schedules, s),
      cancelled: looksCancelled({ interval: s.period, lastDate: s.lastDate }, today),
      nextDate: nextExpected({ interval: s.period, lastDate: s.lastDate }, today),
    });
  }
  return out;
}

/** The series that still come and no schedule has: what the forecast adds on their dates. */
export const unscheduled = (series: RecurringSeries[]) =>
  series.filter((s) => !s.covered && !s.cancelled);

/** A series' expected dates from `from` to `to` (inclusive), continuing from its last one. */
export function seriesDates(s: RecurringSeries, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let k = 1; k < 1_000; k += 1) {
    const next = rhythmDate(s.period, s.lastDate, k);
    if (next > to) break;
    if (next >= from) dates.push(next);
  }
  return dates;
}

/** The schedule form's frequency for a rhythm (every two weeks and quarters: see `every`). */
export function scheduleFrequency(period: Interval) {
  if (period === "weekly" || period === "biweekly") return "weekly" as const;
  return period === "yearly" ? ("yearly" as const) : ("monthly" as const);
}

/** The schedule's "every N" for a rhythm. */
export function scheduleEvery(period: Interval): number {
  return period === "biweekly" ? 2 : period === "quarterly" ? 3 : 1;
}

/**
 * "Add it as a recurring transaction", filled in from the series: the planner's recurring tab
 * opens its form with these values (src/features/planner/schedules/schedulePrefill.ts).
 */
export function schedulePrefillPath(series: RecurringSeries): string {
  const params = new URLSearchParams({
    tab: "recurring",
    add: series.kind,
    account: series.accountId,
    amount: String(series.amount),
    category: series.category,
    notes: series.name,
    frequency: scheduleFrequency(series.period),
    start: series.nextDate,
  });
  return `/planner?${params.toString()}`;
}
