/**
 * Reports from monthly rollups and account documents only (never the transactions table), so
 * a report costs at most (months × accounts × categories) rollup rows.
 *
 * - Spending and income exclude transfers (moving money between own accounts is neither).
 * - Net worth at the end of month M = today's balance − the net change of every later month
 *   (rollups after M, future-dated ones included). An account counts from the month it was
 *   opened (its creation, or its first transaction when that is earlier): before that it did
 *   not exist, so it is left out rather than shown with its opening balance.
 * - Everything is summed per currency and converted into the display currency at today's
 *   stored rates; currencies without a rate are left out and listed in missingRates.
 * - Top payees / notes are not offered: rollups hold no notes, and a notes rollup would have
 *   to be kept by the ledger's writes; scanning transactions would break the read budget.
 */
import { v } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { getOwned } from "../../lib/ownership";
import type { CurrencyCode } from "../../shared/currencies";
import { investmentExtras } from "../investments/monthEndValues";
import { addMonthsToKey, monthsBetween, validateMonthKey } from "../../shared/dates";
import { CATEGORIES, isLiabilityType } from "../../shared/domain";
import { vCategory, vCurrency } from "../validators";
import { Converter, loadConverter } from "../exchangeRates/convert";
import {
  addTo,
  incomeAndExpense,
  liveAccounts,
  readRollups,
  type ReadCtx,
  type Rollup,
  sumBy,
  type Sums,
} from "./cashflow";
import { ensure, fail } from "../errors";

export const MAX_REPORT_MONTHS = 120;
const MAX_ACCOUNT_FILTER = 50;

export const reportArgs = {
  /** First month, "YYYY-MM". */
  from: v.string(),
  /** Last month, "YYYY-MM", included; at most 120 months after `from`. */
  to: v.string(),
  /** Only these accounts; all accounts when absent. */
  accountIds: v.optional(v.array(v.id("accounts"))),
};

export const reportHeader = {
  from: v.string(),
  to: v.string(),
  displayCurrency: vCurrency,
  missingRates: v.array(vCurrency),
  /** False when some currency could not be converted (see missingRates). */
  complete: v.boolean(),
};

export interface ReportScope {
  from: string;
  to: string;
  months: string[];
  conv: Converter;
  accounts: Doc<"accounts">[];
  /** The accountIds filter, when given. */
  filter?: Id<"accounts">[];
}

export async function reportScope(
  ctx: ReadCtx,
  args: { from: string; to: string; accountIds?: Id<"accounts">[] },
): Promise<ReportScope> {
  ensure(validateMonthKey(args.from), "from");
  ensure(validateMonthKey(args.to), "to");
  const months = monthsBetween(args.from, args.to);
  if (months.length === 0 || months.length > MAX_REPORT_MONTHS) fail("INVALID_ARGUMENT", "to");
  const filter = args.accountIds === undefined ? undefined : [...new Set(args.accountIds)];
  if (filter !== undefined && filter.length > MAX_ACCOUNT_FILTER)
    fail("INVALID_ARGUMENT", "accountIds");
  for (const id of filter ?? []) await getOwned(ctx, "accounts", id);
  const live = await liveAccounts(ctx);
  const accounts = filter === undefined ? live : live.filter((a) => filter.includes(a._id));
  return { from: args.from, to: args.to, months, conv: await loadConverter(ctx), accounts, filter };
}

export function header(scope: ReportScope) {
  const missingRates = scope.conv.missingRates();
  return {
    from: scope.from,
    to: scope.to,
    displayCurrency: scope.conv.currency,
    missingRates,
    complete: missingRates.length === 0,
  };
}

/** Rollups of the scope's accounts from `from` to `to` (open-ended when `to` is undefined). */
export async function scopeRollups(
  ctx: ReadCtx,
  scope: ReportScope,
  from: string,
  to?: string,
): Promise<Rollup[]> {
  const ids = new Set(scope.accounts.map((a) => a._id));
  return await readRollups(ctx, { from, to, accountIds: scope.filter }, ids);
}

export const vCategoryShare = v.object({
  category: vCategory,
  amount: v.number(),
  share: v.number(),
});

export function spendingByCategory(rows: readonly Rollup[], conv: Converter) {
  const sums = sumBy(
    rows,
    (r) => r.category,
    (r) => r.expense,
  );
  const categories = CATEGORIES.map((category) => ({
    category,
    amount: conv.total(sums.get(category)),
  }))
    .filter((c) => c.amount !== 0)
    .sort((a, b) => b.amount - a.amount);
  const total = categories.reduce((s, c) => s + c.amount, 0);
  return {
    total,
    categories: categories.map((c) => ({ ...c, share: total > 0 ? c.amount / total : 0 })),
  };
}

export const vMonthFlow = v.object({
  month: v.string(),
  income: v.number(),
  expense: v.number(),
  /** income − expense. */
  net: v.number(),
  /** Money moved in from / out to accounts outside the selection (they cancel with no filter). */
  transfersIn: v.number(),
  transfersOut: v.number(),
});

/** Per month of the scope, every month present (zeros where nothing happened). */
export function monthFlows(rows: readonly Rollup[], scope: ReportScope) {
  const field = (pick: (r: Rollup) => number) => sumBy(rows, (r) => r.month, pick);
  const tIn = field((r) => r.transfersIn);
  const tOut = field((r) => r.transfersOut);
  const byMonth = new Map<string, Rollup[]>();
  for (const r of rows) {
    const list = byMonth.get(r.month);
    if (list === undefined) byMonth.set(r.month, [r]);
    else list.push(r);
  }
  const { conv } = scope;
  return scope.months.map((month) => {
    const { income: inc, expense: exp } = incomeAndExpense(byMonth.get(month) ?? [], conv);
    const transfersIn = conv.total(tIn.get(month));
    const transfersOut = conv.total(tOut.get(month));
    return { month, income: inc, expense: exp, net: inc - exp, transfersIn, transfersOut };
  });
}

export const vNetWorthPoint = v.object({
  month: v.string(),
  assets: v.number(),
  liabilities: v.number(),
  netWorth: v.number(),
});

type Balances = Map<"asset" | "liability", Sums>;

function classOf(account: Doc<"accounts">): "asset" | "liability" {
  return isLiabilityType(account.type) ? "liability" : "asset";
}

/** The month an account starts to count: created, or its first transaction if earlier. */
async function openingMonth(ctx: ReadCtx, account: Doc<"accounts">): Promise<string> {
  const created = new Date(account._creationTime).toISOString().slice(0, 7);
  const first = await ctx.db
    .query("monthlyRollups")
    .withIndex("by_account_month_category", (q) => q.eq("accountId", account._id))
    .first();
  return first !== null && first.month < created ? first.month : created;
}

/** Per month end of the scope: balances rebuilt backwards from today's. */
export async function netWorthOverTime(ctx: ReadCtx, scope: ReportScope) {
  const opened = new Map<Id<"accounts">, string>();
  for (const a of scope.accounts) opened.set(a._id, await openingMonth(ctx, a));
  const byId = new Map(scope.accounts.map((a) => [a._id, a]));
  const balances: Balances = new Map([
    ["asset", new Map()],
    ["liability", new Map()],
  ]);
  for (const a of scope.accounts) addTo(balances.get(classOf(a))!, a.currency, a.balance);
  const rows = await scopeRollups(ctx, scope, addMonthsToKey(scope.from, 1));
  // change per month → (class, currency): what that month added to the balances.
  const change = new Map<
    string,
    { cls: "asset" | "liability"; currency: CurrencyCode; amount: number }[]
  >();
  for (const r of rows) {
    const list = change.get(r.month) ?? [];
    list.push({
      cls: classOf(byId.get(r.accountId)!),
      currency: r.currency,
      amount: r.income - r.expense + r.transfersIn - r.transfersOut,
    });
    change.set(r.month, list);
  }
  // Investment accounts count at cash plus holdings at that month's end (month-end prices).
  const extras = await investmentExtras(ctx, scope.accounts, scope.months, scope.conv);
  const undo = (month: string) => {
    for (const c of change.get(month) ?? []) addTo(balances.get(c.cls)!, c.currency, -c.amount);
  };
  for (const month of [...change.keys()]) if (month > scope.to) undo(month);
  const points = [];
  for (const month of [...scope.months].reverse()) {
    // Accounts not open yet: what is left of them is their opening balance; leave it out.
    const existing: Balances = new Map([
      ["asset", new Map(balances.get("asset"))],
      ["liability", new Map(balances.get("liability"))],
    ]);
    for (const a of scope.accounts)
      if (month < opened.get(a._id)!)
        addTo(existing.get(classOf(a))!, a.currency, -a.initialBalance);
    for (const [currency, amount] of extras.get(month) ?? []) {
      addTo(existing.get("asset")!, currency, amount);
    }
    const assets = scope.conv.total(existing.get("asset"));
    const liabilities = scope.conv.total(existing.get("liability"));
    points.push({ month, assets, liabilities, netWorth: assets + liabilities });
    undo(month);
  }
  return points.reverse();
}
