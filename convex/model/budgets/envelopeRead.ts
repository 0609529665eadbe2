/**
 * What the envelope view reads: the budget's accounts, the user's spending categories, the
 * assignments and options, and monthly rollups (never transactions). A month's figures come
 * from its rollup rows (accounts × categories), whatever the number of transactions.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { CATEGORIES, isLiabilityType } from "../../shared/domain";
import type { AccountType } from "../../shared/domain";
import { addMonthsToKey } from "../../shared/dates";
import type { Converter } from "../exchangeRates/convert";
import { ownCategories } from "../categories/input";
import { fail } from "../errors";
import { liveAccounts, type ReadCtx } from "../reports/cashflow";
import type { MonthFlows } from "./envelopeMath";

/** Account types whose money the budget holds unless left out (cards and loans are debts). */
export const BUDGET_ACCOUNT_TYPES: readonly AccountType[] = ["cash", "bank", "savings"];
/** Far below Convex's limits: 10 years of a household's rollups fit many times over. */
export const MAX_ENVELOPE_ROWS = 12_000;

export async function spendingCategories(ctx: ReadCtx): Promise<string[]> {
  const own = await ownCategories(ctx);
  const builtIn: string[] = CATEGORIES.filter((c) => c !== "income");
  return [...builtIn, ...own.filter((c) => c.movingTo === undefined).map((c) => c._id)];
}

/** The month the budget starts: its first assignment, or the shown month when earlier. */
export async function firstMonth(ctx: ReadCtx, month: string): Promise<string> {
  // A month row is deleted when its last assignment goes, so the first row is the first month.
  const first = await ctx.db
    .query("envelopeMonths")
    .withIndex("by_user_month", (q) => q.eq("userId", ctx.ledgerKey))
    .first();
  return first !== null && first.month < month ? first.month : month;
}

/** month → category → assigned (display currency), for months in [from, to]. */
export async function assignmentsIn(
  ctx: ReadCtx,
  conv: Converter,
  from: string,
  to?: string,
): Promise<Map<string, Map<string, number>>> {
  const rows = await ctx.db
    .query("envelopeMonths")
    .withIndex("by_user_month", (q) => {
      const lower = q.eq("userId", ctx.ledgerKey).gte("month", from);
      return to === undefined ? lower : lower.lte("month", to);
    })
    .take(MAX_ENVELOPE_ROWS + 1);
  if (rows.length > MAX_ENVELOPE_ROWS) fail("REPORT_TOO_LARGE", "month");
  const out = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const month = new Map<string, number>();
    for (const a of row.assigned) {
      month.set(a.category, (month.get(a.category) ?? 0) + conv.into(a.amount, a.currency));
    }
    out.set(row.month, month);
  }
  return out;
}

export async function categoryOptions(ctx: ReadCtx) {
  const rows = await ctx.db
    .query("envelopeCategories")
    .withIndex("by_user_category", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  return new Map(rows.map((r) => [r.category as string, r]));
}

export interface Ledger {
  flows: Map<string, MonthFlows>;
  /** Money in the budget's accounts at the end of the shown month. */
  cash: number;
  /** Accounts that may hold the budget's money, and whether they do. */
  accounts: { accountId: Id<"accounts">; name: string; included: boolean }[];
}

/** Cash, bank and savings are in unless left out; investments are out unless put in. */
async function budgetAccounts(ctx: ReadCtx, accounts: Doc<"accounts">[]) {
  const choices = await ctx.db
    .query("envelopeAccounts")
    .withIndex("by_user_account", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  const chosen = new Map(choices.map((c) => [c.accountId as string, c.included]));
  return accounts
    .filter((a) => !isLiabilityType(a.type))
    .map((a) => ({
      accountId: a._id,
      name: a.name,
      included: chosen.get(a._id) ?? BUDGET_ACCOUNT_TYPES.includes(a.type),
    }));
}

function monthFlows(flows: Map<string, MonthFlows>, month: string): MonthFlows {
  let f = flows.get(month);
  if (f === undefined) {
    f = { activity: new Map(), cardSpending: new Map(), cardPayments: 0 };
    flows.set(month, f);
  }
  return f;
}

const add = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

/**
 * Monthly flows from `from` to the shown month, and the budget's cash at the shown month's end
 * (today's balances less what moved after it). Tracking accounts (investments, loans) are left
 * out: money sent there leaves the budget.
 */
export async function readLedger(
  ctx: ReadCtx,
  conv: Converter,
  from: string,
  month: string,
  categories: readonly string[],
): Promise<Ledger> {
  const accounts = await liveAccounts(ctx);
  const inBudget = await budgetAccounts(ctx, accounts);
  const kindOf = new Map<string, "budget" | "card">();
  for (const a of inBudget) if (a.included) kindOf.set(a.accountId, "budget");
  for (const a of accounts) if (a.type === "credit_card") kindOf.set(a._id, "card");
  const rows = await ctx.db
    .query("monthlyRollups")
    .withIndex("by_user_month", (q) => q.eq("userId", ctx.ledgerKey).gte("month", from))
    .take(MAX_ENVELOPE_ROWS + 1);
  if (rows.length > MAX_ENVELOPE_ROWS) fail("REPORT_TOO_LARGE", "month");
  const spending = new Set(categories);
  const flows = new Map<string, MonthFlows>();
  let cash = 0;
  for (const a of accounts)
    if (kindOf.get(a._id) === "budget") cash += conv.into(a.balance, a.currency);
  for (const row of rows) {
    const kind = kindOf.get(row.accountId);
    if (kind === undefined) continue;
    const into = (amount: number) => conv.into(amount, row.currency);
    if (row.month > month) {
      if (kind === "budget") cash -= into(netOf(row));
      continue;
    }
    const f = monthFlows(flows, row.month);
    const isSpending = spending.has(row.category);
    if (isSpending) add(f.activity, row.category, into(row.income - row.expense));
    if (kind === "card") {
      f.cardPayments += into(row.transfersIn + (isSpending ? 0 : row.income));
      if (isSpending) add(f.cardSpending, row.category, into(row.expense - row.income));
    }
  }
  return { flows, cash, accounts: inBudget };
}

function netOf(row: Doc<"monthlyRollups">): number {
  return row.income - row.expense + row.transfersIn - row.transfersOut;
}

/** The months of the budget's history before the shown one that quick fills look back on. */
export const FILL_LOOKBACK = 3;
export const fillStart = (month: string) => addMonthsToKey(month, -FILL_LOOKBACK);
