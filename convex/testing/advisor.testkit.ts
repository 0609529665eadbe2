/** Shared set-up for the advisor suites: reading insights and building a spending history. */
import { api } from "../_generated/api.js";
import type { Id } from "../_generated/dataModel";
import type { InsightRule } from "../model/advisor/insights";
import type { Category } from "../shared/domain";
import type { Caller } from "./helpers.testkit";
import { earn, spend } from "./planner.testkit";

export const TODAY = "2024-06-15";
export const PAST_MONTHS = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05"];

export async function insightsOf(as: Caller, today = TODAY, includeHidden = false) {
  return await as.query(api.advisor.insights, { today, includeHidden });
}

export async function rulesOf(as: Caller, today = TODAY): Promise<InsightRule[]> {
  return (await insightsOf(as, today)).insights.map((i) => i.rule);
}

export async function findRule(as: Caller, rule: InsightRule, today = TODAY) {
  return (await insightsOf(as, today)).insights.find((i) => i.rule === rule);
}

/** The values of an insight by name, money as its amount, for compact assertions. */
export function valuesOf(insight: { values: { name: string; type: string }[] } | undefined) {
  return Object.fromEntries(
    (insight?.values ?? []).map((v) => [
      v.name,
      "amount" in v ? v.amount : (v as unknown as { value: unknown }).value,
    ]),
  );
}

/** Income and spending in each of `months` on the 10th. */
export async function history(
  as: Caller,
  accountId: Id<"accounts">,
  months: string[],
  { income = 0, spent = 0, category = "food" as Category } = {},
) {
  for (const m of months) {
    if (income > 0) await earn(as, accountId, `${m}-01`, income);
    if (spent > 0) await spend(as, accountId, `${m}-10`, spent, category);
  }
}
