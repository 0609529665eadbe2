/**
 * Runs every insight rule for one user and applies their dismiss / snooze states. The rules
 * share one read of accounts, rates, schedules and 7 months of rollups; each state is looked
 * up by (user, insight id), so the cost follows the number of findings, not the table size.
 */
import { v } from "convex/values";
import { addMonthsToKey, monthKey } from "../../shared/dates";
import { vCurrency } from "../validators";
import { loadConverter } from "../exchangeRates/convert";
import { liveAccounts, readRollups, type ReadCtx } from "../reports/cashflow";
import { findInsightState } from "./insightStates";
import { historyStart } from "../reports/historyStart";
import { bySeverity, finish, type Insight, type NewInsight, vInsight } from "./insights";
import { accountInsights, lowCash } from "./accounts";
import { planInsights } from "./plans";
import { detectedRecurring, scheduleIncreases } from "./recurring";
import {
  budgetInsights,
  emergencyFund,
  HISTORY_MONTHS,
  savingsRate,
  unusualSpending,
} from "./spending";

export const vInsightsResult = v.object({
  insights: v.array(vInsight),
  /** Findings hidden by a dismissal or a snooze that has not ended. */
  hiddenCount: v.number(),
  displayCurrency: vCurrency,
  /** Currencies left out of converted totals for want of a rate. */
  missingRates: v.array(vCurrency),
});

export async function findInsights(ctx: ReadCtx, today: string) {
  const month = monthKey(today);
  const conv = await loadConverter(ctx);
  const accounts = await liveAccounts(ctx);
  const live = new Set(accounts.map((a) => a._id));
  const rollups = await readRollups(
    ctx,
    { from: addMonthsToKey(month, -HISTORY_MONTHS), to: month },
    live,
  );
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  const input = {
    ctx,
    today,
    month,
    conv,
    accounts,
    rollups,
    historyStart: await historyStart(ctx),
  };
  const byId = new Map(accounts.map((a) => [a._id, a]));
  const found: NewInsight[] = [
    ...(await budgetInsights(input)),
    ...unusualSpending(input),
    ...savingsRate(input),
    ...emergencyFund(input),
    ...accountInsights(accounts, today),
    ...(await lowCash(ctx, conv, accounts, today)),
    ...(await scheduleIncreases(ctx, schedules, byId)),
    ...(await detectedRecurring(ctx, accounts, schedules, today)),
    ...(await planInsights(ctx, conv, accounts, today)),
  ];
  return { found, conv };
}

export async function insightsFor(ctx: ReadCtx, today: string, includeHidden: boolean) {
  const { found, conv } = await findInsights(ctx, today);
  const insights: Insight[] = [];
  let hiddenCount = 0;
  for (const insight of found) {
    const state = await findInsightState(ctx, insight.id);
    const snoozedUntil = state?.snoozedUntil ?? null;
    const dismissed = state?.dismissed ?? false;
    const hidden = dismissed || (snoozedUntil !== null && today < snoozedUntil);
    if (hidden) hiddenCount += 1;
    if (!hidden || includeHidden) insights.push(finish(insight, { dismissed, snoozedUntil }));
  }
  insights.sort(bySeverity);
  return {
    insights,
    hiddenCount,
    displayCurrency: conv.currency,
    missingRates: conv.missingRates(),
  };
}
