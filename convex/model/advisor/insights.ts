/**
 * The advisor's insights: deterministic rules over rollups, budgets, schedules, accounts and
 * plans. Each insight has a stable id (rule + subject + period) so a dismissal or snooze sticks
 * to that exact finding, a severity, a headline as an i18n key with typed values (the UI
 * translates and formats: the server never sends English text), the numbers behind it and a
 * link into the app.
 *
 * Every rule reads through indexes with small bounds (see each rule's file), so the whole set
 * stays far below Convex's read limits for a user with years of history.
 */
import { v, type Infer } from "convex/values";
import type { CurrencyCode } from "../../shared/currencies";
import type { CategoryKey } from "../../shared/domain";
import { fromMajor } from "../../shared/money";
import { vCategory, vCurrency } from "../validators";

export const SEVERITIES = ["critical", "warning", "info"] as const;
export type Severity = (typeof SEVERITIES)[number];
export const vSeverity = v.union(...SEVERITIES.map((s) => v.literal(s)));

export const INSIGHT_RULES = [
  "budgetPace",
  "budgetOver",
  "unusualSpending",
  "recurringIncrease",
  "recurringRise",
  "newRecurring",
  "cardPaymentDue",
  "cardUtilization",
  "cardOverLimit",
  "loanPayment",
  "loanOverdue",
  "lowCash",
  "savingsRateDown",
  "savingsRateUp",
  "emergencyFund",
  "planBehind",
] as const;
export type InsightRule = (typeof INSIGHT_RULES)[number];
export const vInsightRule = v.union(...INSIGHT_RULES.map((r) => v.literal(r)));

/**
 * A value the headline refers to, typed so the UI formats it in the user's language: money
 * with Intl currency format, dates with Intl dates, categories through their translation.
 * `text` carries the user's own names (accounts, plans, notes), never sentences.
 */
export const vInsightValue = v.union(
  v.object({
    name: v.string(),
    type: v.literal("money"),
    amount: v.number(),
    currency: vCurrency,
  }),
  v.object({ name: v.string(), type: v.literal("date"), value: v.string() }),
  v.object({ name: v.string(), type: v.literal("category"), value: vCategory }),
  v.object({ name: v.string(), type: v.literal("text"), value: v.string() }),
  /** Counts, whole percents, months (one decimal). */
  v.object({ name: v.string(), type: v.literal("number"), value: v.number() }),
);
export type InsightValue = Infer<typeof vInsightValue>;

export const vInsight = v.object({
  id: v.string(),
  rule: vInsightRule,
  severity: vSeverity,
  /** i18n keys in the "advisor" namespace; values fill their placeholders. */
  headline: v.string(),
  detail: v.string(),
  values: v.array(vInsightValue),
  action: v.object({ path: v.string(), label: v.string() }),
  /** Set only when hidden insights were asked for. */
  dismissed: v.boolean(),
  snoozedUntil: v.union(v.string(), v.null()),
});
export type Insight = Infer<typeof vInsight>;
/** What a rule produces; `detail` overrides the default rules.<rule>.detail key. */
export type NewInsight = Omit<Insight, "dismissed" | "snoozedUntil" | "headline" | "detail"> & {
  detail?: string;
};

export const ACTIONS = {
  budget: { path: "/planner?tab=budget", label: "actions.reviewBudget" },
  reports: { path: "/reports", label: "actions.openReports" },
  transactions: (accountId?: string) => ({
    path: accountId === undefined ? "/transactions" : `/transactions?account=${accountId}`,
    label: "actions.openTransactions",
  }),
  schedules: { path: "/planner?tab=recurring", label: "actions.reviewRecurring" },
  accounts: { path: "/accounts", label: "actions.openAccounts" },
  plans: { path: "/planner?tab=plans", label: "actions.reviewPlans" },
} as const;

export function money(name: string, amount: number, currency: CurrencyCode): InsightValue {
  return { name, type: "money", amount, currency };
}
export function date(name: string, value: string): InsightValue {
  return { name, type: "date", value };
}
export function category(value: CategoryKey): InsightValue {
  return { name: "category", type: "category", value };
}
export function text(name: string, value: string): InsightValue {
  return { name, type: "text", value };
}
export function num(name: string, value: number): InsightValue {
  return { name, type: "number", value };
}

/** Headline and detail keys follow the rule: rules.<rule>.headline / rules.<rule>.detail. */
export function finish(
  insight: NewInsight,
  state: { dismissed: boolean; snoozedUntil: string | null },
): Insight {
  return {
    ...insight,
    headline: `rules.${insight.rule}.headline`,
    detail: insight.detail ?? `rules.${insight.rule}.detail`,
    ...state,
  };
}

const ORDER: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };

export function bySeverity(a: Insight, b: Insight): number {
  return ORDER[a.severity] - ORDER[b.severity] || a.id.localeCompare(b.id);
}

/**
 * A sum worth mentioning: 50 units of most currencies, more for currencies whose unit is
 * worth little, so a ¥300 wobble does not raise an alarm.
 */
const MINIMUM_MAJOR: Partial<Record<CurrencyCode, number>> = {
  JPY: 5_000,
  RUB: 3_000,
  CNY: 300,
  MXN: 700,
  BRL: 200,
};
export function noticeable(currency: CurrencyCode): number {
  return fromMajor(MINIMUM_MAJOR[currency] ?? 50, currency);
}
