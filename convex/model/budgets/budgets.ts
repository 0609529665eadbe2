/**
 * A month of budgets: budgeted, carried, spent and remaining per category and overall.
 *
 * - Spent = the month's expenses (rollup `expense`; transfers are moving money, not spending)
 *   converted into each budget's currency. Income booked in a category (a refund) does not
 *   reduce its spending: budgets compare what went out.
 * - Roll-over: when a month's budget has `rollover`, what is left of it carries into the next
 *   month: carry(M+1) = max(0, budget(M) + carry(M) − spent(M)). Overspending never carries as
 *   debt (it is shown as danger in its own month instead), so a bad month cannot sink the
 *   following ones. The chain is followed back at most ROLLOVER_LOOKBACK_MONTHS and stops at a
 *   month without budget, without rollover or in another currency.
 * - Pace (current month only): bills (single payments, amounts posted by schedules) as spent,
 *   plus the day-to-day rest × days in month / days elapsed (budgetPace.ts): a rent
 *   paid on the 1st is not extrapolated as if it were paid every day.
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { addMonthsToKey, daysInMonthKey, monthKey } from "../../shared/dates";
import { billsOf, projectMonthEnd } from "./budgetPace";
import { CATEGORIES, type Category, type CategoryKey } from "../../shared/domain";
import { BUDGET_WARNING_RATIO, type BudgetScope, vBudgetStatus } from "../../shared/planning";
import { MAX_AMOUNT } from "../../shared/money";
import { vCategory, vCurrency } from "../validators";
import { budgetFields } from "./fields";
import { Converter, loadConverter } from "../exchangeRates/convert";
import { liveAccounts, readRollups, type ReadCtx, sumBy, type Sums } from "../reports/cashflow";

export const ROLLOVER_LOOKBACK_MONTHS = 12;

type Status = Infer<typeof vBudgetStatus>;

const vLine = budgetFields.pick("scope", "currency", "rollover").extend({
  _id: v.id("budgets"),
  /** This month's budget. */
  budgeted: v.number(),
  /** Unspent amount rolled over from earlier months (0 without rollover). */
  carryIn: v.number(),
  /** budgeted + carryIn. */
  available: v.number(),
  spent: v.number(),
  /** available − spent; negative when overspent. */
  remaining: v.number(),
  /** spent / available in whole percent; null when nothing is available. */
  percent: v.union(v.number(), v.null()),
  status: vBudgetStatus,
  /** Expected spending at month end at the current pace (current month); spent for past months. */
  projected: v.union(v.number(), v.null()),
  projectedStatus: v.union(vBudgetStatus, v.null()),
});
export type BudgetLine = Infer<typeof vLine>;

export const vBudgetMonth = v.object({
  month: v.string(),
  displayCurrency: vCurrency,
  isCurrentMonth: v.boolean(),
  daysElapsed: v.number(),
  daysInMonth: v.number(),
  categories: v.array(vLine),
  overall: v.union(vLine, v.null()),
  /** Spending in categories without a budget, display currency. */
  unbudgeted: v.array(v.object({ category: vCategory, spent: v.number() })),
  /**
   * Display currency: the category budgets (with carry), what was spent in those categories,
   * the difference, and spending in categories without a budget (kept apart: a month with one
   * food budget is not "over budget" because of the rent).
   */
  totals: v.object({
    budgeted: v.number(),
    spent: v.number(),
    remaining: v.number(),
    unbudgeted: v.number(),
  }),
  missingRates: v.array(vCurrency),
  complete: v.boolean(),
});
export type BudgetMonth = Infer<typeof vBudgetMonth>;

export function statusOf(available: number, spent: number): Status {
  if (spent > available) return "danger";
  return available > 0 && spent >= available * BUDGET_WARNING_RATIO ? "warning" : "ok";
}

/** Budget rows of `month` and the lookback months before it, grouped by month then scope. */
async function budgetRows(ctx: ReadCtx, month: string) {
  const rows = await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) =>
      q
        .eq("userId", ctx.ledgerKey)
        .gte("month", addMonthsToKey(month, -ROLLOVER_LOOKBACK_MONTHS))
        .lte("month", month),
    )
    .collect();
  const byMonth = new Map<string, Map<BudgetScope, Doc<"budgets">>>();
  for (const row of rows) {
    const scopes = byMonth.get(row.month) ?? new Map<BudgetScope, Doc<"budgets">>();
    scopes.set(row.scope, row);
    byMonth.set(row.month, scopes);
  }
  return byMonth;
}

type ByMonth = Awaited<ReturnType<typeof budgetRows>>;

/** The months whose leftover carries into `month` for this budget, oldest first. */
function carryChain(byMonth: ByMonth, row: Doc<"budgets">): Doc<"budgets">[] {
  const chain: Doc<"budgets">[] = [];
  for (let i = 1; i <= ROLLOVER_LOOKBACK_MONTHS; i += 1) {
    const prev = byMonth.get(addMonthsToKey(row.month, -i))?.get(row.scope);
    if (prev === undefined || !prev.rollover || prev.currency !== row.currency) break;
    chain.unshift(prev);
  }
  return chain;
}

/** Expense sums per month and scope key ("month|category" and "month|overall"). */
function spendingIndex(rows: Awaited<ReturnType<typeof readRollups>>): Map<string, Sums> {
  const perCategory = sumBy(
    rows,
    (r) => `${r.month}|${r.category}`,
    (r) => r.expense,
  );
  const overall = sumBy(
    rows,
    (r) => `${r.month}|overall`,
    (r) => r.expense,
  );
  return new Map([...perCategory, ...overall]);
}

/** This month's bills (not to extrapolate) per "month|category" and "month|overall". */
async function billsIndex(
  ctx: ReadCtx,
  month: string,
  rows: Awaited<ReturnType<typeof readRollups>>,
): Promise<Map<string, Sums>> {
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  const posted = [];
  for (const s of schedules.filter((x) => x.kind === "expense")) {
    const done = await ctx.db
      .query("scheduleOccurrences")
      .withIndex("by_schedule_status_due", (q) =>
        q
          .eq("scheduleId", s._id)
          .eq("status", "posted")
          .gte("dueDate", `${month}-01`)
          .lte("dueDate", `${month}-31`),
      )
      .take(62);
    for (const o of done)
      posted.push({ accountId: s.accountId, category: s.category, amount: o.amount ?? s.amount });
  }
  const current = rows.filter((r) => r.month === month);
  const bills = billsOf(current, posted);
  const withBills = current.map((r, i) => ({ ...r, expense: bills[i] }));
  return spendingIndex(withBills);
}

interface LineInput {
  row: Doc<"budgets">;
  chain: Doc<"budgets">[];
  spending: Map<string, Sums>;
  bills: Map<string, Sums>;
  conv: Converter;
  pace: { isCurrent: boolean; isPast: boolean; factor: number };
}

function toLine({ row, chain, spending, bills, conv, pace }: LineInput): BudgetLine {
  const spentIn = (month: string) =>
    conv.total(spending.get(`${month}|${row.scope}`), row.currency);
  let carryIn = 0;
  for (const prev of chain) carryIn = Math.max(0, prev.amount + carryIn - spentIn(prev.month));
  // Years of unspent maximal budgets could add up past MAX_AMOUNT; beyond it sums lose units.
  carryIn = Math.min(carryIn, MAX_AMOUNT - row.amount);
  const available = row.amount + carryIn;
  const spent = spentIn(row.month);
  const fixed = conv.total(bills.get(`${row.month}|${row.scope}`), row.currency);
  const projected = pace.isCurrent
    ? projectMonthEnd(spent, fixed, pace.factor)
    : pace.isPast
      ? spent
      : null;
  return {
    _id: row._id,
    scope: row.scope,
    currency: row.currency,
    budgeted: row.amount,
    carryIn,
    available,
    spent,
    remaining: available - spent,
    percent: available > 0 ? Math.round((spent * 100) / available) : null,
    status: statusOf(available, spent),
    projected,
    projectedStatus: projected === null ? null : statusOf(available, projected),
    rollover: row.rollover,
  };
}

function paceOf(month: string, today: string) {
  const days = daysInMonthKey(month);
  const isCurrent = monthKey(today) === month;
  const daysElapsed = isCurrent ? Number(today.slice(8, 10)) : month < monthKey(today) ? days : 0;
  return {
    days,
    daysElapsed,
    isCurrent,
    isPast: month < monthKey(today),
    factor: days / Math.max(1, daysElapsed),
  };
}

export async function budgetMonth(
  ctx: ReadCtx,
  month: string,
  today: string,
): Promise<BudgetMonth> {
  const conv = await loadConverter(ctx);
  const byMonth = await budgetRows(ctx, month);
  const current = [...(byMonth.get(month)?.values() ?? [])];
  const chains = new Map(current.map((row) => [row._id, carryChain(byMonth, row)]));
  const oldest = [...chains.values()].reduce(
    (min, c) => (c[0] && c[0].month < min ? c[0].month : min),
    month,
  );
  const live = new Set((await liveAccounts(ctx)).map((a) => a._id));
  const rollups = await readRollups(ctx, { from: oldest, to: month }, live);
  const spending = spendingIndex(rollups);
  const pace = paceOf(month, today);
  const bills = pace.isCurrent ? await billsIndex(ctx, month, rollups) : new Map<string, Sums>();
  const lines = current.map((row) =>
    toLine({ row, chain: chains.get(row._id) ?? [], spending, bills, conv, pace }),
  );
  return assemble({ month, lines, spending, conv, pace });
}

/** The month's categories with spending: built-in ones in their order, the user's own after. */
function spentCategories(spending: Map<string, Sums>, month: string): CategoryKey[] {
  const prefix = `${month}|`;
  const keys = [...spending.keys()]
    .filter((k) => k.startsWith(prefix) && k !== `${prefix}overall`)
    .map((k) => k.slice(prefix.length) as CategoryKey);
  const rank = (c: CategoryKey) => {
    const i = CATEGORIES.indexOf(c as Category);
    return i === -1 ? CATEGORIES.length : i;
  };
  return keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function assemble(input: {
  month: string;
  lines: BudgetLine[];
  spending: Map<string, Sums>;
  conv: Converter;
  pace: ReturnType<typeof paceOf>;
}): BudgetMonth {
  const { month, lines, spending, conv, pace } = input;
  const categories = lines
    .filter((l) => l.scope !== "overall")
    .sort(
      (a, b) => CATEGORIES.indexOf(a.scope as Category) - CATEGORIES.indexOf(b.scope as Category),
    );
  const budgeted = new Set<string>(categories.map((l) => l.scope));
  const spentIn = (category: string) => conv.total(spending.get(`${month}|${category}`));
  const unbudgeted = spentCategories(spending, month)
    .filter((c) => !budgeted.has(c))
    .map((category) => ({ category, spent: spentIn(category) }))
    .filter((u) => u.spent !== 0);
  const totalBudgeted = categories.reduce(
    (s, l) => s + (conv.convert(l.available, l.currency) ?? 0),
    0,
  );
  const spent = categories.reduce((s, l) => s + spentIn(l.scope), 0);
  const outside = unbudgeted.reduce((s, u) => s + u.spent, 0);
  const missingRates = conv.missingRates();
  return {
    month,
    displayCurrency: conv.currency,
    isCurrentMonth: pace.isCurrent,
    daysElapsed: pace.daysElapsed,
    daysInMonth: pace.days,
    categories,
    overall: lines.find((l) => l.scope === "overall") ?? null,
    unbudgeted,
    totals: {
      budgeted: totalBudgeted,
      spent,
      remaining: totalBudgeted - spent,
      unbudgeted: outside,
    },
    missingRates,
    complete: missingRates.length === 0,
  };
}
