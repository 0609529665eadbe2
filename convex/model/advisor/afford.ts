/**
 * "Can I afford it?" as a pure rule over plain data, in the purchase currency throughout.
 *
 * Money available on date D (today for "now"), line by line:
 *   spendable   cash and bank balances now (savings and investment accounts are the user's
 *               cushion and stay apart unless the user includes them; a chosen account alone)
 * − goalMoney   money already put toward savings goals that have no account of their own
 * + income      scheduled income into those accounts up to D (none for "now": money arriving
 *               later today does not pay for something bought now), and the next dates of
 *               income the history shows recurring though it is not scheduled (a salary)
 * + otherIncome the history's other income (besides all of the above), by whole months
 * − bills       scheduled bills from those accounts from today to D, loan and card payments
 *               (transfers out of them) included, and the next dates of expenses the history
 *               shows recurring though they are not scheduled (a rent)
 * − cardsDue    what credit cards owe, when their payment day falls by D and no scheduled
 *               payment already covers it
 * − dayToDay    the history's spending besides the recurring expenses, pro rata for the days
 *               until D, but at least what is left in this month's budgets. Never positive:
 *               income is never read as negative spending.
 * − plans       what open plans need per month, for the whole months until D
 * = atDate
 *
 * yes: amount ≤ atDate. not_yet: it fits later at the free monthly pace (capacity − plans),
 * within MAX_WAIT_MONTHS. no: nothing free each month to get there.
 */
import type { CurrencyCode } from "../../shared/currencies";
import {
  addMonthsToDate,
  monthDiff,
  monthKey,
  nextDateForDay,
  toDayNumber,
} from "../../shared/dates";
import type { AccountType } from "../../shared/domain";
import { Converter } from "../exchangeRates/convert";
import { type Interval, perMonthOf, rhythmDate } from "./rhythm";
import type { StoredRate } from "../../shared/rates";

export const MAX_WAIT_MONTHS = 120;
export const DAYS_PER_MONTH = 30.4375;
export const SPENDABLE_TYPES: readonly AccountType[] = ["cash", "bank"];
export const CUSHION_TYPES: readonly AccountType[] = ["savings", "investment"];
export const AFFORD_LINES = [
  "spendable",
  "goalMoney",
  "income",
  "otherIncome",
  "bills",
  "cardsDue",
  "dayToDay",
  "plans",
] as const;
export type AffordLine = (typeof AFFORD_LINES)[number];
export type Verdict = "yes" | "not_yet" | "no";

export interface Amount {
  amount: number;
  currency: CurrencyCode;
}

export interface AffordAccount {
  id: string;
  name: string;
  type: AccountType;
  currency: CurrencyCode;
  balance: number;
  /** Credit cards: the day of the month the balance is due. */
  paymentDay?: number;
}

/**
 * Income or an expense the history shows recurring but no schedule has: its dates continue
 * from the last one, every month or week, for the same amount.
 */
export interface RecognisedItem {
  kind: "income" | "expense";
  amount: number;
  currency: CurrencyCode;
  accountId: string;
  lastDate: string;
  period: Interval;
}

/** One occurrence still to post (not posted, not skipped), positive amount. */
export interface AffordItem {
  dueDate: string;
  kind: "income" | "expense" | "transfer";
  amount: number;
  currency: CurrencyCode;
  accountId: string;
  toAccountId?: string;
}

export interface AffordLedger {
  today: string;
  rates: readonly StoredRate[];
  accounts: readonly AffordAccount[];
  /** Occurrences due from today on (at least up to the date asked about). */
  scheduled: readonly AffordItem[];
  /** Recurring in the history but not scheduled. */
  recognised: readonly RecognisedItem[];
  /** Saved toward open goals without a linked account. */
  goalMoney: readonly Amount[];
  /** plans/capacity.ts figures, in their own currency. */
  capacity: {
    currency: CurrencyCode;
    monthly: number | null;
    /** Average monthly spending besides the scheduled recurring expenses (≥ 0). */
    dayToDaySpend: number | null;
    /** Average monthly income besides the scheduled recurring income (≥ 0). */
    otherIncome: number | null;
    months: readonly string[];
  };
  /** This month's unspent budgets (positive remainders). */
  budgetsRemaining: readonly Amount[];
  /** Monthly amounts open plans need. */
  planMonthly: readonly Amount[];
}

export interface AffordQuestion {
  amount: number;
  currency: CurrencyCode;
  /** "YYYY-MM-DD", not before today; "now" when absent. */
  date?: string;
  /** Pay from this account only. */
  accountId?: string;
  /** Count savings and investment accounts and goal money as spendable. */
  includeSavings?: boolean;
}

export interface Projection {
  lines: { key: AffordLine; amount: number }[];
  atDate: number;
  counted: AffordAccount[];
  setApart: AffordAccount[];
  missingRates: CurrencyCode[];
}

export interface AffordAnswer extends Projection {
  verdict: Verdict;
  monthlyNet: number | null;
  planCommitments: number;
  monthlyFree: number | null;
  shortfall: number;
  suggestedMonthly: number | null;
  affordableDate: string | null;
}

/** Whole months from today to the date (a month counts once its day is reached). */
export function wholeMonths(today: string, date: string): number {
  const months = monthDiff(monthKey(today), monthKey(date));
  return Math.max(0, date.slice(8) < today.slice(8) ? months - 1 : months);
}

type Series = Pick<RecognisedItem, "lastDate" | "period">;

/** The k-th date of a series after its last one (counted from it, so the 31st stays put). */
export function seriesDate({ lastDate, period }: Series, k: number): string {
  return rhythmDate(period, lastDate, k);
}

/** A recognised item's dates from `from` to `to` (inclusive), continuing from its last one. */
export function recognisedDates(item: Series, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let k = 1; ; k += 1) {
    const next = seriesDate(item, k);
    if (next > to) return dates;
    if (next >= from) dates.push(next);
  }
}

/** Recognised items as occurrences due from today to the date. */
function recognisedItems(ledger: AffordLedger, date: string): AffordItem[] {
  return ledger.recognised.flatMap((item) =>
    recognisedDates(item, ledger.today, date).map((dueDate) => ({ ...item, dueDate })),
  );
}

/** The accounts the answer counts as spendable, and the savings kept apart. */
export function pools<A extends Pick<AffordAccount, "id" | "type">>(
  accounts: readonly A[],
  q: AffordQuestion,
) {
  if (q.accountId !== undefined) {
    return { counted: accounts.filter((a) => a.id === q.accountId), setApart: [] };
  }
  const spendable = q.includeSavings ? [...SPENDABLE_TYPES, ...CUSHION_TYPES] : SPENDABLE_TYPES;
  return {
    counted: accounts.filter((a) => spendable.includes(a.type)),
    setApart: accounts.filter((a) => !spendable.includes(a.type) && CUSHION_TYPES.includes(a.type)),
  };
}

/** The money projected available on the date asked about, with the lines that make it. */
export function projectAvailable(ledger: AffordLedger, q: AffordQuestion): Projection {
  const { today } = ledger;
  const date = q.date ?? today;
  const fx = new Converter(q.currency, ledger.rates);
  const sum = (list: readonly Amount[]) =>
    list.reduce((s, m) => s + fx.into(m.amount, m.currency), 0);
  const { counted, setApart } = pools(ledger.accounts, q);
  const pool = new Set(counted.map((a) => a.id));
  const spendable = counted.reduce((s, a) => s + fx.into(a.balance, a.currency), 0);
  const goalMoney = q.accountId !== undefined || q.includeSavings ? 0 : sum(ledger.goalMoney);
  let income = 0;
  let bills = 0;
  const paid = new Set<string>();
  for (const item of [...ledger.scheduled, ...recognisedItems(ledger, date)]) {
    if (item.dueDate < today || item.dueDate > date) continue;
    const from = pool.has(item.accountId);
    const to = item.toAccountId !== undefined && pool.has(item.toAccountId);
    if (item.toAccountId !== undefined) paid.add(item.toAccountId);
    const value = fx.into(item.amount, item.currency);
    const arrives = item.kind === "income" ? from : item.kind === "transfer" && to && !from;
    const leaves = item.kind === "expense" ? from : item.kind === "transfer" && from && !to;
    if (arrives && date > today) income += value;
    if (leaves) bills += value;
  }
  let cardsDue = 0;
  for (const card of ledger.accounts) {
    if (card.type !== "credit_card" || card.balance >= 0 || pool.has(card.id) || paid.has(card.id))
      continue;
    const due = card.paymentDay === undefined ? today : nextDateForDay(today, card.paymentDay);
    if (due <= date) cardsDue += fx.into(-card.balance, card.currency);
  }
  const capFx = (amount: number | null) =>
    amount === null ? 0 : fx.into(amount, ledger.capacity.currency);
  // The recognised items are counted on their dates above, not again in the averages.
  const recognisedMonthly = (kind: RecognisedItem["kind"]) =>
    ledger.recognised
      .filter((item) => item.kind === kind)
      .reduce((s, item) => {
        const times = perMonthOf(item.period);
        return s + fx.into(Math.round(item.amount * times), item.currency);
      }, 0);
  const spendPerMonth = Math.max(
    0,
    capFx(ledger.capacity.dayToDaySpend) - recognisedMonthly("expense"),
  );
  const incomePerMonth = Math.max(
    0,
    capFx(ledger.capacity.otherIncome) - recognisedMonthly("income"),
  );
  const days = toDayNumber(date) - toDayNumber(today);
  const months = wholeMonths(today, date);
  const dayToDay = Math.max(
    sum(ledger.budgetsRemaining),
    Math.round((spendPerMonth * days) / DAYS_PER_MONTH),
  );
  const otherIncome = incomePerMonth * months;
  const plans = sum(ledger.planMonthly) * months;
  // Never "-0": a zero line reads as zero.
  const neg = (value: number) => (value === 0 ? 0 : -value);
  const lines = [
    { key: "spendable" as const, amount: spendable },
    { key: "goalMoney" as const, amount: neg(goalMoney) },
    { key: "income" as const, amount: income },
    { key: "otherIncome" as const, amount: otherIncome },
    { key: "bills" as const, amount: neg(bills) },
    { key: "cardsDue" as const, amount: neg(cardsDue) },
    { key: "dayToDay" as const, amount: neg(dayToDay) },
    { key: "plans" as const, amount: neg(plans) },
  ];
  const atDate = lines.reduce((s, l) => s + l.amount, 0);
  return { lines, atDate, counted, setApart, missingRates: fx.missingRates() };
}

export function affordOn(ledger: AffordLedger, q: AffordQuestion): AffordAnswer {
  return answerFrom(projectAvailable(ledger, q), ledger, q);
}

/** The verdict on a projection of the money available on the date, whoever projected it. */
export function answerFrom(
  projection: Projection,
  ledger: Pick<AffordLedger, "today" | "rates" | "capacity" | "planMonthly">,
  q: AffordQuestion,
): AffordAnswer {
  const fx = new Converter(q.currency, ledger.rates);
  const { capacity, today } = ledger;
  const monthlyNet =
    capacity.monthly === null ? null : fx.into(capacity.monthly, capacity.currency);
  const planCommitments = ledger.planMonthly.reduce((s, m) => s + fx.into(m.amount, m.currency), 0);
  const monthlyFree = monthlyNet === null ? null : monthlyNet - planCommitments;
  const date = q.date ?? today;
  const shortfall = Math.max(0, q.amount - projection.atDate);
  const months = wholeMonths(today, date);
  const wait = monthlyFree !== null && monthlyFree > 0 ? Math.ceil(shortfall / monthlyFree) : null;
  const verdict: Verdict =
    shortfall === 0 ? "yes" : wait !== null && wait <= MAX_WAIT_MONTHS ? "not_yet" : "no";
  const affordableDate =
    verdict === "yes" ? date : verdict === "not_yet" ? addMonthsToDate(date, wait!) : null;
  const savingMonths = months > 0 ? months : verdict === "not_yet" ? wait : null;
  const missing = new Set([...projection.missingRates, ...fx.missingRates()]);
  return {
    ...projection,
    missingRates: [...missing].sort(),
    verdict,
    monthlyNet,
    planCommitments,
    monthlyFree,
    shortfall,
    suggestedMonthly:
      shortfall === 0 ? 0 : savingMonths ? Math.ceil(shortfall / savingMonths) : null,
    affordableDate,
  };
}
