/**
 * The debt payoff plan on live data: every card and loan that owes something, its rate and
 * minimum from the account (a loan's payment amount stands in for a missing minimum), in the
 * display currency. Reads the accounts and the rates only, so a new payment (which moves a
 * balance) moves the plan.
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { addMonthsToKey, monthKey } from "../../shared/dates";
import { owedOf } from "../ledger/balances";
import { loadConverter } from "../exchangeRates/convert";
import { liveAccounts, type ReadCtx } from "../reports/cashflow";
import { vCurrency } from "../validators";
import { payoffPlan, type PayoffDebt, type PayoffResult, type PayoffStrategy } from "./payoff";

export const PAYOFF_STRATEGIES = ["avalanche", "snowball"] as const;
export const vPayoffStrategy = v.union(...PAYOFF_STRATEGIES.map((s) => v.literal(s)));

const vOutcome = v.object({
  /** Months until every debt is paid; null when one never is. */
  months: v.union(v.number(), v.null()),
  totalInterest: v.number(),
});

export const vPayoffPlan = v.object({
  strategy: vPayoffStrategy,
  extraPerMonth: v.number(),
  /** The display currency every amount here is in. */
  currency: vCurrency,
  months: v.union(v.number(), v.null()),
  totalInterest: v.number(),
  debts: v.array(
    v.object({
      accountId: v.id("accounts"),
      name: v.string(),
      type: v.union(v.literal("credit_card"), v.literal("loan")),
      balance: v.number(),
      interestRate: v.number(),
      minimumPayment: v.number(),
      /** "YYYY-MM"; the current month is month 1. Null: never paid off on this plan. */
      payoffMonth: v.union(v.string(), v.null()),
      interest: v.number(),
      /** The minimum does not cover a month's interest: on minimums alone it only grows. */
      minimumBelowInterest: v.boolean(),
      /** No rate was set on the account: the plan counts it at 0 %. */
      rateMissing: v.boolean(),
    }),
  ),
  minimumsOnly: vOutcome,
  avalanche: vOutcome,
  snowball: vOutcome,
  missingRates: v.array(vCurrency),
});
export type PayoffPlanView = Infer<typeof vPayoffPlan>;

type Debt = Doc<"accounts"> & { type: "credit_card" | "loan" };

const isDebt = (a: Doc<"accounts">): a is Debt =>
  (a.type === "credit_card" || a.type === "loan") && owedOf(a.balance) > 0;

function minimumOf(account: Debt): number {
  return account.minimumPayment ?? (account.type === "loan" ? account.loanPaymentAmount : 0) ?? 0;
}

const outcome = (r: PayoffResult) => ({ months: r.months, totalInterest: r.totalInterest });

export async function payoffPlanFor(
  ctx: ReadCtx,
  args: { strategy: PayoffStrategy; extraPerMonth: number; today: string },
): Promise<PayoffPlanView> {
  const conv = await loadConverter(ctx);
  const accounts = (await liveAccounts(ctx)).filter(isDebt);
  const debts: PayoffDebt[] = accounts.map((a) => ({
    id: a._id,
    balance: conv.into(owedOf(a.balance), a.currency),
    interestRate: a.interestRate ?? 0,
    minimumPayment: conv.into(minimumOf(a), a.currency),
  }));
  const plan = payoffPlan(debts, args.strategy, args.extraPerMonth);
  const month = monthKey(args.today);
  return {
    strategy: args.strategy,
    extraPerMonth: args.extraPerMonth,
    currency: conv.currency,
    months: plan.months,
    totalInterest: plan.totalInterest,
    debts: accounts.map((a, i) => {
      const d = plan.debts[i];
      return {
        accountId: a._id,
        name: a.name,
        type: a.type,
        balance: debts[i].balance,
        interestRate: debts[i].interestRate,
        minimumPayment: debts[i].minimumPayment,
        payoffMonth: d.payoffMonth === null ? null : addMonthsToKey(month, d.payoffMonth - 1),
        interest: d.interest,
        minimumBelowInterest: d.minimumBelowInterest,
        rateMissing: a.interestRate === undefined,
      };
    }),
    minimumsOnly: outcome(payoffPlan(debts, args.strategy, null)),
    avalanche: outcome(payoffPlan(debts, "avalanche", args.extraPerMonth)),
    snowball: outcome(payoffPlan(debts, "snowball", args.extraPerMonth)),
    missingRates: conv.missingRates(),
  };
}
