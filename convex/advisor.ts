/**
 * Advisor API: live insights over the user's own data (model/insights*.ts), their dismiss /
 * snooze / restore state, "Can I afford it?" (model/advisor/affordability.ts) and whether the chat
 * has a language model configured. `insights` is a query, so a new expense in another tab
 * re-runs it and the list updates by itself.
 */
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { canAfford as canAffordOf, vAffordability } from "./model/advisor/affordability";
import { llmConfig } from "./model/chat/llmConfig";
import { ensure, fail } from "./model/errors";
import { insightsFor, vInsightsResult } from "./model/advisor/engine";
import { MAX_INSIGHT_ID } from "./model/advisor/fields";
import { clearInsightState, saveInsightState } from "./model/advisor/insightStates";
import {
  validateIsoDate,
  validateNonNegativeAmount,
  validatePositiveAmount,
} from "./shared/validation";
import { vCurrency } from "./model/validators";
import { payoffPlanFor, vPayoffPlan, vPayoffStrategy } from "./model/advisor/payoffPlan";
import { serverToday } from "./model/schedules/recurrence";
import { DEFAULT_DAYS, MAX_DAYS, MIN_DAYS } from "./model/advisor/forecastData";
import { forecastFor, vForecast } from "./model/advisor/forecastView";
import { scheduleSeries, subscriptionsOf, vSubscription } from "./model/advisor/subscriptions";

export const insights = userQuery({
  args: { today: v.string(), includeHidden: v.optional(v.boolean()) },
  returns: vInsightsResult,
  handler: async (ctx, { today, includeHidden }) => {
    ensure(validateIsoDate(today), "today");
    return await insightsFor(ctx, today, includeHidden === true);
  },
});

/** An insight id as the rules build them; anything else is INVALID_ARGUMENT. */
function checkInsightId(insightId: string): void {
  if (insightId.length === 0 || insightId.length > MAX_INSIGHT_ID) fail("INVALID_ARGUMENT", "id");
}

/** Hides this finding for good (a new period or a new amount is a new insight). */
export const dismiss = userMutation({
  args: { id: v.string() },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    checkInsightId(id);
    await saveInsightState(ctx, id, { dismissed: true });
    return null;
  },
});

/** Hides the finding until `until` ("YYYY-MM-DD"); it shows again from that day. */
export const snooze = userMutation({
  args: { id: v.string(), until: v.string() },
  returns: v.null(),
  handler: async (ctx, { id, until }) => {
    ensure(validateIsoDate(until), "until");
    checkInsightId(id);
    await saveInsightState(ctx, id, { dismissed: false, snoozedUntil: until });
    return null;
  },
});

/** Shows a dismissed or snoozed finding again. */
export const restore = userMutation({
  args: { id: v.string() },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await clearInsightState(ctx, id);
    return null;
  },
});

/**
 * "Can I afford it?" for `amount` minor units of `currency` on `date` (now when absent),
 * paid from `accountId` or from every cash and bank account (savings and investment accounts
 * and goal money too when `includeSavings`).
 */
export const canAfford = userQuery({
  args: {
    amount: v.number(),
    currency: vCurrency,
    date: v.optional(v.string()),
    accountId: v.optional(v.id("accounts")),
    includeSavings: v.optional(v.boolean()),
    today: v.string(),
  },
  returns: vAffordability,
  handler: async (ctx, { amount, currency, date, accountId, includeSavings, today }) => {
    ensure(validateIsoDate(today), "today");
    ensure(validatePositiveAmount(amount), "amount");
    if (date !== undefined) {
      ensure(validateIsoDate(date), "date");
      if (date < today) fail("INVALID_DATE", "date");
    }
    const account =
      accountId === undefined ? undefined : await getOwned(ctx, "accounts", accountId);
    return await canAffordOf(ctx, { amount, currency, date, account, includeSavings, today });
  },
});

/** Whether the conversational assistant is configured (LLM_BASE_URL and LLM_MODEL set). */
export const chatAvailable = userQuery({
  args: {},
  returns: v.boolean(),
  handler: async () => llmConfig() !== null,
});

/** The user's calendar date when the client sends it, else the server's (UTC). */
function todayOf(today: string | undefined): string {
  if (today === undefined) return serverToday();
  ensure(validateIsoDate(today), "today");
  return today;
}

/**
 * The debt payoff plan: every card and loan that owes something, paid by `strategy` with
 * `extraPerMonth` (minor units of the display currency) on top of the minimums, beside
 * minimums only and the other strategy.
 */
export const payoffPlan = userQuery({
  args: { strategy: vPayoffStrategy, extraPerMonth: v.number(), today: v.optional(v.string()) },
  returns: vPayoffPlan,
  handler: async (ctx, { strategy, extraPerMonth, today }) => {
    ensure(validateNonNegativeAmount(extraPerMonth), "extraPerMonth");
    return await payoffPlanFor(ctx, { strategy, extraPerMonth, today: todayOf(today) });
  },
});

/** The regular expenses the history shows (subscriptions, bills), active ones first. */
export const subscriptions = userQuery({
  args: { today: v.optional(v.string()) },
  returns: v.array(vSubscription),
  handler: async (ctx, { today }) => await subscriptionsOf(ctx, todayOf(today)),
});

/** Makes the detected series `key` a schedule from its next date: one click on the screen. */
export const makeSchedule = userMutation({
  args: { key: v.string(), today: v.optional(v.string()) },
  returns: v.id("schedules"),
  handler: async (ctx, { key, today }) => {
    if (key.length === 0 || key.length > MAX_INSIGHT_ID) fail("INVALID_ARGUMENT", "key");
    return await scheduleSeries(ctx, key, todayOf(today));
  },
});

/**
 * The cash-flow forecast for `days` days from today (DEFAULT_DAYS when absent, 30–365): one
 * point per day, the lowest point, each cash account's line, safe-to-spend until payday and
 * last month's back-test.
 */
export const forecast = userQuery({
  args: { days: v.optional(v.number()), today: v.optional(v.string()) },
  returns: vForecast,
  handler: async (ctx, { days = DEFAULT_DAYS, today }) => {
    if (!Number.isInteger(days) || days < MIN_DAYS || days > MAX_DAYS) {
      fail("INVALID_ARGUMENT", "days");
    }
    return await forecastFor(ctx, todayOf(today), days);
  },
});
