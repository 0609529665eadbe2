/**
 * "Try it with sample data": three months of a plausible household in the user's currency
 * and language, so a newcomer sees every screen filled before entering their own numbers.
 * Everything it makes carries `sample: true`, so "Remove sample data" takes exactly that.
 * Both accounts have history from the first sample month, so the net worth chart counts
 * their opening balances from there on (reports count an account from its first month).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import type { CurrencyCode } from "../../shared/currencies";
import { addDays, addMonthsToDate, monthKey } from "../../shared/dates";
import type { Category, Language } from "../../shared/domain";
import { fromMajor } from "../../shared/money";
import { postEntries } from "../ledger/batch";
import type { Entry } from "../ledger/entries";
import { kindOfAmount } from "../../shared/domain";
import { SAMPLE_WORDS, type SampleWords } from "./vocab";

/** Roughly what a US dollar buys, so a yen or rouble household does not earn 3,000 a month. */
const SCALE: Partial<Record<CurrencyCode, number>> = {
  JPY: 150,
  CNY: 7,
  MXN: 18,
  BRL: 5,
  RUB: 90,
};

type Line = {
  day: number;
  words: keyof SampleWords;
  /** A made-up business name, the same in every language, so Payees and rules have content. */
  payee: string;
  category: Category;
  major: number;
};

/** One month of the household: day of month, what, category, signed amount in USD-ish units. */
const MONTH: Line[] = [
  { day: 1, words: "salary", payee: "Northwind", category: "income", major: 3200 },
  { day: 2, words: "rent", payee: "Maple Properties", category: "housing", major: -1150 },
  { day: 3, words: "transit", payee: "Metro", category: "transportation", major: -65 },
  { day: 5, words: "groceries", payee: "FreshMart", category: "food", major: -84.3 },
  { day: 9, words: "cafe", payee: "Café Luna", category: "food", major: -18.6 },
  { day: 12, words: "groceries", payee: "FreshMart", category: "food", major: -96.75 },
  { day: 14, words: "power", payee: "Volta Energy", category: "housing", major: -72.4 },
  { day: 17, words: "cinema", payee: "Cineplex", category: "entertainment", major: -24 },
  { day: 19, words: "groceries", payee: "FreshMart", category: "food", major: -78.1 },
  { day: 22, words: "pharmacy", payee: "Green Cross", category: "healthcare", major: -16.9 },
  { day: 25, words: "books", payee: "Page & Co", category: "education", major: -32.5 },
  { day: 26, words: "groceries", payee: "FreshMart", category: "food", major: -91.2 },
];

/** The savings account earns a little interest on the 1st, from the first sample month on. */
const SAVINGS_MONTH: Line[] = [
  { day: 1, words: "interest", payee: "Harbor Bank", category: "income", major: 4.5 },
];

export interface SampleRequest {
  userId: Id<"users">;
  language: Language;
  currency: CurrencyCode;
  today: string;
}

function money(major: number, currency: CurrencyCode): number {
  return fromMajor(major * (SCALE[currency] ?? 1), currency);
}

/** An account's sample transactions from two months back up to today, oldest first. */
export function sampleEntries(
  request: SampleRequest,
  accountId: Id<"accounts">,
  lines: Line[] = MONTH,
): Entry[] {
  const words = SAMPLE_WORDS[request.language];
  const start = `${monthKey(addMonthsToDate(request.today, -2))}-01`;
  const entries: Entry[] = [];
  for (let m = 0; m < 3; m++) {
    const first = addMonthsToDate(start, m);
    for (const line of lines) {
      const date = addDays(first, line.day - 1);
      if (date > request.today || monthKey(date) !== monthKey(first)) continue;
      const amount = money(line.major, request.currency);
      entries.push({
        userId: request.userId,
        accountId,
        date,
        kind: kindOfAmount(amount),
        amount,
        category: line.category,
        payee: line.payee,
        notes: words[line.words],
        sample: true,
      });
    }
  }
  return entries;
}

/** Writes the accounts, their history and this month's food budget; returns the accounts. */
export async function createSample(
  ctx: { db: MutationCtx["db"] },
  request: SampleRequest,
): Promise<Id<"accounts">[]> {
  const words = SAMPLE_WORDS[request.language];
  const { userId, currency } = request;
  // An account opens with its balance; the sample's months are posted on top through the ledger.
  const open = (name: string, type: "bank" | "savings", major: number) =>
    ctx.db.insert("accounts", {
      userId,
      name,
      type,
      currency,
      initialBalance: money(major, currency),
      balance: money(major, currency),
      sample: true,
    });
  const checkingId = await open(words.checking, "bank", 1800);
  const savingsId = await open(words.savings, "savings", 5400);
  for (const [id, lines] of [
    [checkingId, MONTH],
    [savingsId, SAVINGS_MONTH],
  ] as const) {
    const account = (await ctx.db.get("accounts", id)) as Doc<"accounts">;
    await postEntries(ctx, account, sampleEntries(request, id, lines));
  }
  // Beside the person's own books, their food budget for the month (if any) stays theirs.
  const month = monthKey(request.today);
  const own = await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) =>
      q.eq("userId", userId).eq("month", month).eq("scope", "food"),
    )
    .first();
  if (own === null) {
    await ctx.db.insert("budgets", {
      userId,
      month,
      scope: "food",
      amount: money(400, currency),
      currency,
      rollover: false,
      sample: true,
    });
  }
  return [checkingId, savingsId];
}
