/**
 * Envelope budgeting (every unit of money gets a job), the alternative to spending caps:
 *
 *   Ready to Assign = money in the budget's accounts (cash, bank and savings unless the user
 *                     chose otherwise) at the shown month's end
 *                     − every category's available this month − card payments set aside
 *                     − what is assigned to later months
 *
 * so Ready to Assign + Σ available + card payments + future assignments = the money in those
 * accounts, always. Income lands in Ready to Assign at once because it raises the cash and no
 * category. The budget starts in the month of its first assignment (or the shown month when
 * that is earlier): nothing carries in from before it, and its cash is whatever the accounts
 * held then. The per-category rules are in envelopeMath.ts, quick fills in envelopeFills.ts.
 */
import { v, type Infer } from "convex/values";
import { addMonthsToKey, monthsBetween } from "../../shared/dates";
import { loadConverter } from "../exchangeRates/convert";
import type { ReadCtx } from "../reports/cashflow";
import { vCategory, vCurrency } from "../validators";
import { vEnvelopeTarget } from "./envelopeFields";
import { fillsOf, underfundedOf } from "./envelopeFills";
import { averagedMonths } from "../../shared/averages";
import { historyStart } from "../reports/historyStart";
import { runEnvelope } from "./envelopeMath";
import {
  assignmentsIn,
  categoryOptions,
  fillStart,
  firstMonth,
  readLedger,
  spendingCategories,
} from "./envelopeRead";

const vFigure = v.number();
export const vEnvelopeMonth = v.object({
  month: v.string(),
  currency: vCurrency,
  readyToAssign: vFigure,
  categories: v.array(
    v.object({ category: vCategory, assigned: vFigure, activity: vFigure, available: vFigure }),
  ),
  /** Per category (same order): what carried in, options, target and quick fills. */
  details: v.array(
    v.object({
      category: vCategory,
      carried: vFigure,
      keepNegative: v.boolean(),
      target: v.union(vEnvelopeTarget, v.null()),
      underfunded: vFigure,
      fills: v.object({
        lastAssigned: vFigure,
        lastSpent: vFigure,
        /** Average monthly spending over `averageMonths` (shared/averages.ts), up to 3. */
        average: vFigure,
        averageMonths: v.number(),
        target: v.union(vFigure, v.null()),
      }),
    }),
  ),
  /** Money in the budget's accounts (cash, bank, savings) at the month's end. */
  cash: vFigure,
  /** Assigned to months after this one. */
  futureAssigned: vFigure,
  /** Cash set aside to pay credit cards. */
  cardPayments: vFigure,
  /** Last month's cash overspending, taken from this month's Ready to Assign. */
  overspentLastMonth: vFigure,
  /** Accounts that can hold the budget's money (not cards or loans), and whether they do. */
  accounts: v.array(
    v.object({ accountId: v.id("accounts"), name: v.string(), included: v.boolean() }),
  ),
  missingRates: v.array(vCurrency),
});
export type EnvelopeMonth = Infer<typeof vEnvelopeMonth>;

export async function envelopeMonth(
  ctx: ReadCtx,
  month: string,
  today: string,
): Promise<EnvelopeMonth> {
  const conv = await loadConverter(ctx);
  const categories = await spendingCategories(ctx);
  const start = await firstMonth(ctx, month);
  const before = addMonthsToKey(start, -1);
  const readFrom = before < fillStart(month) ? before : fillStart(month);
  const assigned = await assignmentsIn(ctx, conv, readFrom, month);
  const future = await assignmentsIn(ctx, conv, addMonthsToKey(month, 1));
  const options = await categoryOptions(ctx);
  const { flows, cash, accounts } = await readLedger(ctx, conv, readFrom, month, categories);
  const keepNegative = new Set(
    [...options.values()].filter((o) => o.keepNegative).map((o) => o.category as string),
  );
  const state = runEnvelope({
    months: monthsBetween(before, month),
    start,
    categories,
    assigned,
    flows,
    keepNegative,
  });
  const averaged = averagedMonths(
    { from: fillStart(month), to: addMonthsToKey(month, -1) },
    await historyStart(ctx),
    today,
  );
  let futureAssigned = 0;
  for (const byCategory of future.values())
    for (const a of byCategory.values()) futureAssigned += a;
  const available = state.lines.reduce((s, l) => s + l.available, 0);
  return {
    month,
    currency: conv.currency,
    readyToAssign: cash - available - state.cardReserve - futureAssigned,
    categories: state.lines.map(({ category, assigned, activity, available }) => ({
      category: category as EnvelopeMonth["categories"][number]["category"],
      assigned,
      activity,
      available,
    })),
    details: state.lines.map((line) => {
      const option = options.get(line.category);
      const target = option?.target;
      return {
        category: line.category as EnvelopeMonth["categories"][number]["category"],
        carried: line.carried,
        keepNegative: option?.keepNegative ?? false,
        target: target ?? null,
        underfunded: underfundedOf(target, month, line),
        fills: fillsOf({ month, line, target, assigned, flows, averaged }),
      };
    }),
    cash,
    futureAssigned,
    cardPayments: state.cardReserve,
    overspentLastMonth: state.overspentLastMonth,
    accounts,
    missingRates: conv.missingRates(),
  };
}
