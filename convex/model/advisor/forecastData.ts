/**
 * Reads what the forecast engine (forecast.ts) needs, all bounded: the accounts, the rates,
 * the schedules' occurrences from LATE_DAYS back to the horizon, the detector's stored series
 * (series.ts) and one recent window of transactions (WINDOW_DAYS, at most PER_ACCOUNT_CAP per
 * account and TOTAL_CAP in all, newest first through by_account_date). That window serves
 * twice: what posted lately is matched against what was expected, and the everyday spending
 * (and other income) profiles are what it holds besides transfers, scheduled and recurring
 * charges.
 */
import type { Doc } from "../../_generated/dataModel";
import { addDays } from "../../shared/dates";
import { payeeKey } from "../../shared/importing";
import { loadConverter } from "../exchangeRates/convert";
import { withInvestmentCash } from "../investments/netWorth";
import { liveAccounts, type ReadCtx } from "../reports/cashflow";
import { upcoming } from "../schedules/recurrence";
import { FORECAST_TYPES, type ForecastAccount, type ForecastInput } from "./forecast";
import {
  type Actual,
  type DayProfile,
  EARLY_DAYS,
  everydayProfile,
  type Expected,
  labelKey,
  matchExpected,
} from "./forecastMatch";
import { recurringSeries, type RecurringSeries, seriesDates, unscheduled } from "./series";

export const WINDOW_DAYS = 91;

type UpcomingItem = Awaited<ReturnType<typeof upcoming>>["items"][number];

/** A schedule's occurrence as the forecast expects it (the back-test reads the same). */
export function expectedOf(i: UpcomingItem): Expected {
  return {
    date: i.dueDate,
    kind: i.kind,
    amount: i.amount,
    accountId: i.accountId,
    ...(i.toAccountId !== undefined ? { toAccountId: i.toAccountId } : {}),
    label: i.notes ?? "",
    category: i.category,
  };
}

/** Occurrences this far back that did not post still count (moved to today). */
export const LATE_DAYS = 35;
/**
 * A busy account's window ends at its newest 1,200 rows (six weeks at 10,000 a year), and the
 * whole window at 1,500, so "Can I afford it?" and the forecast stay under 2,000 documents.
 */
export const PER_ACCOUNT_CAP = 1_200;
export const TOTAL_CAP = 1_500;
export const MIN_DAYS = 30;
export const MAX_DAYS = 365;
export const DEFAULT_DAYS = 90;

type Tx = Doc<"transactions">;
const LOOKS_AHEAD: readonly Doc<"accounts">["type"][] = [...FORECAST_TYPES, "credit_card"];

async function recentWindow(ctx: ReadCtx, accounts: Doc<"accounts">[], today: string) {
  const from = addDays(today, -WINDOW_DAYS);
  const rows = new Map<string, { txs: Tx[]; full: boolean }>();
  let total = 0;
  for (const a of accounts) {
    if (!LOOKS_AHEAD.includes(a.type) || total >= TOTAL_CAP) continue;
    const cap = Math.min(PER_ACCOUNT_CAP, TOTAL_CAP - total);
    const txs = await ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) =>
        q.eq("accountId", a._id).gte("date", from).lte("date", today),
      )
      .order("desc")
      .take(cap);
    total += txs.length;
    rows.set(a._id, { txs, full: txs.length === cap });
  }
  return rows;
}

const labelOf = (tx: Pick<Tx, "payee" | "notes">) => (tx.payee ?? "").trim() || (tx.notes ?? "");

/** Whether a transaction is one of a recurring series or a schedule: not everyday spending. */
export function recurringCharge(tx: Tx, series: RecurringSeries[], schedules: Doc<"schedules">[]) {
  const payee = tx.payee === undefined ? "" : payeeKey(tx.payee);
  const unnamed = `${tx.accountId}:${tx.category}:${labelKey(tx.notes ?? "").slice(0, 40)}`;
  if (series.some((s) => s.key === `payee:${payee}` || s.key === unnamed)) return true;
  return schedules.some(
    (s) =>
      s.accountId === tx.accountId &&
      s.amount === Math.abs(tx.amount) &&
      s.category === tx.category,
  );
}

function profilesOf(
  window: Map<string, { txs: Tx[]; full: boolean }>,
  series: RecurringSeries[],
  schedules: Doc<"schedules">[],
  today: string,
  kind: "expense" | "income" = "expense",
): Map<string, DayProfile> {
  const all = [...window.values()].flatMap((w) => w.txs);
  const oldest = all.reduce((m, tx) => (tx.date < m ? tx.date : m), today);
  const to = addDays(today, -1);
  const profiles = new Map<string, DayProfile>();
  for (const [accountId, { txs, full }] of window) {
    // A busy account's window starts at its oldest row read; a new user's at their first day.
    const from = full ? txs[txs.length - 1].date : oldest;
    const spend = txs
      .filter((tx) => tx.kind === kind && tx.date < today && tx.date >= from)
      .filter((tx) => !recurringCharge(tx, series, schedules))
      .map((tx) => ({ date: tx.date, amount: Math.abs(tx.amount) }));
    if (from <= to) profiles.set(accountId, everydayProfile(spend, from, to));
  }
  return profiles;
}

function seriesItems(series: RecurringSeries[], today: string, horizon: string): Expected[] {
  return series.flatMap((s) => {
    const later = seriesDates(s, addDays(s.nextDate, 1), horizon);
    return [s.nextDate, ...later]
      .filter((d) => d <= horizon)
      .map((date) => ({
        date: date < today ? today : date,
        kind: s.kind,
        amount: s.amount,
        accountId: s.accountId,
        label: s.name,
        category: s.category,
      }));
  });
}

export function toForecastAccount(a: Doc<"accounts">): ForecastAccount {
  return {
    id: a._id,
    name: a.name,
    type: a.type,
    currency: a.currency,
    balance: a.balance,
    floor: a.floor ?? 0,
    excluded: a.forecastExcluded === true,
    billingDay: a.billingDay,
    paymentDay: a.paymentDay,
    loanDueDate: a.loanDueDate,
    loanPaymentType: a.loanPaymentType,
    loanPayment: a.loanPaymentAmount ?? a.minimumPayment,
  };
}

/** Everything the engine needs to look `days` ahead from `today`. */
export async function loadForecast(
  ctx: ReadCtx,
  today: string,
  days: number,
): Promise<{
  input: ForecastInput;
  window: Tx[];
  series: RecurringSeries[];
  schedules: Doc<"schedules">[];
}> {
  const conv = await loadConverter(ctx);
  const accounts = await withInvestmentCash(ctx, await liveAccounts(ctx));
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  const series = await recurringSeries(ctx, accounts, schedules, today);
  const horizon = addDays(today, days - 1);
  const { items } = await upcoming(ctx, conv, addDays(today, -LATE_DAYS), days - 1 + LATE_DAYS);
  const scheduled: Expected[] = items
    .filter((i) => i.status !== "posted" && i.status !== "skipped")
    .map(expectedOf);
  const window = await recentWindow(ctx, accounts, today);
  const since = addDays(today, -(LATE_DAYS + EARLY_DAYS));
  const actual: Actual[] = [...window.values()]
    .flatMap((w) => w.txs)
    .filter((tx) => tx.date >= since)
    .map((tx) => ({
      date: tx.date,
      amount: tx.amount,
      accountId: tx.accountId,
      label: labelOf(tx),
      category: tx.category,
    }));
  const expected = [
    ...matchExpected(scheduled, actual, today),
    ...seriesItems(unscheduled(series), today, horizon),
  ];
  const input: ForecastInput = {
    today,
    days,
    currency: conv.currency,
    rates: conv.rates,
    accounts: accounts.map(toForecastAccount),
    expected,
    profiles: profilesOf(window, series, schedules, today),
    incomeProfiles: profilesOf(window, series, schedules, today, "income"),
  };
  return { input, window: [...window.values()].flatMap((w) => w.txs), series, schedules };
}
