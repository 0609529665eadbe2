/**
 * The cash-flow forecast as a pure rule: the one engine that looks ahead (the forecast
 * screen, Home's card, "Can I afford it?" and the back-test all run it).
 *
 * From today's balances, day by day: the expected items still to come (schedules'
 * occurrences and the detected recurring income and expenses no schedule has, already
 * matched against what posted: forecastMatch.ts), each card's statement paid on its payment
 * day and each loan's payment on its due day (unless a schedule already pays them), everyday
 * spending from each account's own profile, and a purchase when one is asked about. Card
 * spending stays on the card until its payment day, so the card is paid once, never counted
 * as everyday spending of the bank as well.
 *
 * The total is the cash accounts' (cash, bank, savings) the user did not leave out, in the
 * display currency.
 */
import type { CurrencyCode } from "../../shared/currencies";
import { addDays, addMonthsToDate } from "../../shared/dates";
import type { AccountType } from "../../shared/domain";
import type { StoredRate } from "../../shared/rates";
import { Converter } from "../exchangeRates/convert";
import { dailySpend, type DayProfile, type Expected } from "./forecastMatch";

/** The accounts the forecast totals; in this order, where card and loan payments come from. */
export const FORECAST_TYPES: readonly AccountType[] = ["bank", "cash", "savings"];

export interface ForecastAccount {
  id: string;
  name: string;
  type: AccountType;
  currency: CurrencyCode;
  balance: number;
  /** Own currency; the forecast warns below it. */
  floor: number;
  excluded: boolean;
  billingDay?: number;
  paymentDay?: number;
  loanDueDate?: string;
  loanPaymentType?: "one_time" | "periodic";
  /** Loans: what one payment is. */
  loanPayment?: number;
}

export interface ForecastInput {
  today: string;
  days: number;
  currency: CurrencyCode;
  rates: readonly StoredRate[];
  accounts: readonly ForecastAccount[];
  /** Already matched (matchExpected), from today on. */
  expected: readonly Expected[];
  /** Everyday spending per account id. */
  profiles: ReadonlyMap<string, DayProfile>;
  /** Other income per account id: what came in besides the recurring series and schedules. */
  incomeProfiles?: ReadonlyMap<string, DayProfile>;
  /** "Can I afford it?": one more outflow, in the display currency. */
  purchase?: { date: string; amount: number; accountId?: string };
  /** The accounts whose total is projected, when not the forecast's own (cash accounts). */
  pool?: readonly string[];
}

/** What moved the counted accounts' total by the last day, signed, by where it came from. */
export interface ForecastFlows {
  income: number;
  bills: number;
  /** Net of transfers in and out of the counted accounts (between two of them: zero). */
  transfers: number;
  cards: number;
  everyday: number;
  otherIncome: number;
  purchase: number;
}

export interface ForecastAccountResult {
  accountId: string;
  /** End-of-day balances, own currency, one per day from today. */
  balances: number[];
  lowest: { date: string; balance: number };
  /** The first day the balance is under the account's floor; null when it never is. */
  belowFloorOn: string | null;
}

export interface ForecastResult {
  points: { date: string; total: number }[];
  lowest: { date: string; total: number };
  accounts: ForecastAccountResult[];
  /** The first expected income into a counted account after today; null when none is seen. */
  nextIncome: string | null;
  /** What can go out before nextIncome (or the horizon) without the total going below floors. */
  safeToSpend: number;
  floorTotal: number;
  flows: ForecastFlows;
  missingRates: CurrencyCode[];
}

/**
 * The account card and loan payments come from: a counted bank account (the one with the
 * most money), else a cash account, and savings only when there is nothing else.
 */
function payingAccount(accounts: readonly ForecastAccount[]): ForecastAccount | undefined {
  const counted = accounts.filter((a) => FORECAST_TYPES.includes(a.type) && !a.excluded);
  for (const type of FORECAST_TYPES) {
    const ofType = counted.filter((a) => a.type === type).sort((a, b) => b.balance - a.balance);
    if (ofType.length > 0) return ofType[0];
  }
  return undefined;
}

const dayOf = (date: string) => Number(date.slice(8, 10));

/** Loan payments in the horizon, when no expected transfer already pays the loan. */
function loanPayments(loan: ForecastAccount, dates: string[]): string[] {
  if (loan.loanDueDate === undefined || loan.loanPayment === undefined) return [];
  if (loan.loanPaymentType === "one_time") return dates.filter((d) => d === loan.loanDueDate);
  const out: string[] = [];
  for (let k = 0; k < 400; k += 1) {
    const d = addMonthsToDate(loan.loanDueDate, k);
    if (d > dates[dates.length - 1]) break;
    if (d >= dates[0]) out.push(d);
  }
  return out;
}

export function projectForecast(input: ForecastInput): ForecastResult {
  const { today, accounts } = input;
  const fx = new Converter(input.currency, input.rates);
  const dates = Array.from({ length: input.days }, (_, i) => addDays(today, i));
  const balance = new Map(accounts.map((a) => [a.id, a.balance]));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const counted = accounts.filter((a) =>
    input.pool !== undefined
      ? input.pool.includes(a.id)
      : FORECAST_TYPES.includes(a.type) && !a.excluded,
  );
  const countedIds = new Set(counted.map((a) => a.id));
  const flows: ForecastFlows = {
    income: 0,
    bills: 0,
    transfers: 0,
    cards: 0,
    everyday: 0,
    otherIncome: 0,
    purchase: 0,
  };
  const move = (id: string | undefined, amount: number, flow: keyof ForecastFlows) => {
    if (id === undefined || !balance.has(id)) return;
    balance.set(id, balance.get(id)! + amount);
    if (countedIds.has(id)) flows[flow] += fx.into(amount, byId.get(id)!.currency);
  };
  // Amounts of a transfer are in the paying account's currency.
  const moveFrom = (from: ForecastAccount | undefined, to: string, amount: number) => {
    const target = byId.get(to);
    if (from === undefined || target === undefined) return;
    move(from.id, -amount, "transfers");
    move(to, fx.convert(amount, from.currency, target.currency) ?? 0, "transfers");
  };
  const payer = payingAccount(accounts);
  const paidBySchedule = new Set(input.expected.flatMap((e) => e.toAccountId ?? []));
  const byDay = new Map<string, Expected[]>();
  for (const e of input.expected) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);
  const loans = new Map(
    accounts
      .filter((a) => a.type === "loan" && !paidBySchedule.has(a.id))
      .map((a) => [a.id, new Set(loanPayments(a, dates))]),
  );
  const statement = new Map(
    accounts.filter((a) => a.type === "credit_card").map((a) => [a.id, Math.max(0, -a.balance)]),
  );
  const perAccount = new Map(accounts.map((a) => [a.id, [] as number[]]));
  const points: ForecastResult["points"] = [];
  for (const date of dates) {
    for (const e of byDay.get(date) ?? []) {
      const from = byId.get(e.accountId);
      if (e.kind === "income") move(e.accountId, e.amount, "income");
      else if (e.kind === "expense") move(e.accountId, -e.amount, "bills");
      else if (e.toAccountId !== undefined) moveFrom(from, e.toAccountId, e.amount);
    }
    for (const a of accounts) {
      const profile = input.profiles.get(a.id);
      if (profile !== undefined && date > today)
        move(a.id, -Math.round(dailySpend(profile, date)), "everyday");
      const incomeProfile = input.incomeProfiles?.get(a.id);
      if (incomeProfile !== undefined && date > today)
        move(a.id, Math.round(dailySpend(incomeProfile, date)), "otherIncome");
      if (a.type === "credit_card" && !paidBySchedule.has(a.id)) {
        if (a.billingDay !== undefined && dayOf(date) === a.billingDay)
          statement.set(a.id, Math.max(0, -balance.get(a.id)!));
        if (a.paymentDay !== undefined && dayOf(date) === a.paymentDay && date > today) {
          const due = Math.min(statement.get(a.id)!, Math.max(0, -balance.get(a.id)!));
          if (due > 0 && payer !== undefined) {
            move(payer.id, -(fx.convert(due, a.currency, payer.currency) ?? 0), "cards");
            move(a.id, due, "cards");
          }
          statement.set(a.id, 0);
        }
      }
      if (loans.get(a.id)?.has(date) && payer !== undefined && date >= today) {
        const pay = Math.min(a.loanPayment!, Math.max(0, -balance.get(a.id)!));
        move(payer.id, -(fx.convert(pay, a.currency, payer.currency) ?? 0), "bills");
        move(a.id, pay, "bills");
      }
    }
    const purchase = input.purchase;
    if (purchase !== undefined && purchase.date === date) {
      const from = byId.get(purchase.accountId ?? payer?.id ?? "");
      if (from !== undefined)
        move(
          from.id,
          -(fx.convert(purchase.amount, input.currency, from.currency) ?? 0),
          "purchase",
        );
    }
    for (const a of accounts) perAccount.get(a.id)!.push(balance.get(a.id)!);
    points.push({
      date,
      total: counted.reduce((s, a) => s + fx.into(balance.get(a.id)!, a.currency), 0),
    });
  }
  const lowest = points.reduce((low, p) => (p.total < low.total ? p : low), points[0]);
  const nextIncome =
    [...input.expected]
      .filter((e) => e.kind === "income" && e.date > today && countedIds.has(e.accountId))
      .map((e) => e.date)
      .sort()[0] ?? null;
  const floorTotal = counted.reduce((s, a) => s + fx.into(a.floor, a.currency), 0);
  const beforePayday = points.filter((p) => nextIncome === null || p.date < nextIncome);
  const room = Math.min(...beforePayday.map((p) => p.total)) - floorTotal;
  return {
    points,
    lowest,
    accounts: accounts.map((a) => {
      const balances = perAccount.get(a.id)!;
      const low = balances.reduce((m, b, i) => (b < balances[m] ? i : m), 0);
      const below = balances.findIndex((b) => b < a.floor);
      return {
        accountId: a.id,
        balances,
        lowest: { date: dates[low], balance: balances[low] },
        belowFloorOn: below < 0 ? null : dates[below],
      };
    }),
    nextIncome,
    safeToSpend: Math.max(0, room),
    floorTotal,
    flows,
    missingRates: fx.missingRates(),
  };
}
