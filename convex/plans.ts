/**
 * Planner API (R31: the planner's placeholder becomes a real feature): savings goals and
 * purchase plans with progress, the monthly amount needed, feasibility against the user's
 * cash flow and the date reached at the current pace (model/plans/plans.ts explains the maths).
 */
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { loadConverter } from "./model/exchangeRates/convert";
import { liveAccounts, type ReadCtx } from "./model/reports/cashflow";
import { ensure } from "./model/errors";
import { planContributionFields } from "./model/plans/fields";
import { removePlan } from "./model/plans/planRemoval";
import {
  addContribution,
  deleteContribution,
  insertPlan,
  plansOf,
  recentContributions,
  replacePlan,
} from "./model/plans/planStore";
import { monthlyCapacity, toPlanView, vCapacity, vPlanView } from "./model/plans/plans";
import {
  checkContribution,
  checkNewPlan,
  normalizePlan,
  planInputFields,
} from "./model/plans/planInput";
import { validateIsoDate } from "./shared/validation";
import { vCurrency } from "./model/validators";

/** What every read of plans needs: rates, accounts and the user's monthly capacity. */
async function planContext(ctx: ReadCtx, today: string) {
  ensure(validateIsoDate(today), "today");
  const conv = await loadConverter(ctx);
  const accounts = await liveAccounts(ctx);
  const capacity = await monthlyCapacity(ctx, conv, today, accounts);
  return { conv, capacity, accounts: new Map(accounts.map((a) => [a._id, a])) };
}

export const list = userQuery({
  args: { today: v.string() },
  returns: v.object({
    capacity: vCapacity,
    plans: v.array(vPlanView),
    /** Display currency: monthly amount all open plans need together. */
    totalMonthlyNeeded: v.number(),
    missingRates: v.array(vCurrency),
  }),
  handler: async (ctx, { today }) => {
    const { conv, capacity, accounts } = await planContext(ctx, today);
    const plans = [];
    for (const plan of await plansOf(ctx))
      plans.push(await toPlanView(ctx, { plan, today, conv, capacity, accounts }));
    plans.sort((a, b) => a.targetDate.localeCompare(b.targetDate));
    const open = plans.filter((p) => p.feasibility !== "reached" && p.feasibility !== "past_due");
    const totalMonthlyNeeded = open.reduce(
      (s, p) => s + (conv.convert(p.monthlyNeeded, p.currency) ?? 0),
      0,
    );
    return { capacity, plans, totalMonthlyNeeded, missingRates: conv.missingRates() };
  },
});

const vContribution = planContributionFields
  .pick("date", "amount", "notes")
  .extend({ _id: v.id("planContributions") });

/** One plan with its latest 100 contributions, newest first. */
export const get = userQuery({
  args: { id: v.id("plans"), today: v.string() },
  returns: v.object({
    plan: vPlanView,
    capacity: vCapacity,
    contributions: v.array(vContribution),
    missingRates: v.array(vCurrency),
  }),
  handler: async (ctx, { id, today }) => {
    const plan = await getOwned(ctx, "plans", id);
    const { conv, capacity, accounts } = await planContext(ctx, today);
    const view = await toPlanView(ctx, { plan, today, conv, capacity, accounts });
    const rows = await recentContributions(ctx, id, 100);
    const contributions = rows.map(({ _id, date, amount, notes }) => ({
      _id,
      date,
      amount,
      notes,
    }));
    return { plan: view, capacity, contributions, missingRates: conv.missingRates() };
  },
});

export const create = userMutation({
  args: planInputFields,
  returns: v.id("plans"),
  handler: async (ctx, input) => {
    const fields = await checkNewPlan(ctx, input);
    return await insertPlan(ctx, fields);
  },
});

/** Replaces the plan's fields; its contributions stay. */
export const update = userMutation({
  args: { id: v.id("plans"), ...planInputFields },
  returns: v.null(),
  handler: async (ctx, { id, ...input }) => {
    const plan = await getOwned(ctx, "plans", id);
    const fields = await normalizePlan(ctx, input);
    await replacePlan(ctx, plan, fields);
    return null;
  },
});

export const remove = userMutation({
  args: { id: v.id("plans") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await getOwned(ctx, "plans", id);
    await removePlan(ctx, id);
    return null;
  },
});

/**
 * Adds money to (amount > 0) or takes it from (amount < 0) a plan without a linked account;
 * a linked plan follows its account's balance instead (INVALID_ARGUMENT).
 */
export const contribute = userMutation({
  args: {
    planId: v.id("plans"),
    amount: v.number(),
    date: v.string(),
    notes: v.optional(v.string()),
  },
  returns: v.id("planContributions"),
  handler: async (ctx, { planId, amount, date, notes }) => {
    const plan = await getOwned(ctx, "plans", planId);
    const checked = checkContribution(plan, { amount, date, notes });
    return await addContribution(ctx, planId, { date, amount, ...checked });
  },
});

export const removeContribution = userMutation({
  args: { id: v.id("planContributions") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    const row = await getOwned(ctx, "planContributions", id);
    const plan = await getOwned(ctx, "plans", row.planId);
    await deleteContribution(ctx, row, plan);
    return null;
  },
});
