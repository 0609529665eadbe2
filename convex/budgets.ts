/**
 * Budgets API: a monthly budget per category and an optional overall cap, in the display
 * currency. `month` is live: a new expense changes the rollups it reads, so it re-runs.
 * The maths (spent, roll-over, status, pace) is in model/budgets/budgets.ts.
 */
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { budgetMonth, vBudgetMonth } from "./model/budgets/budgets";
import { ensure } from "./model/errors";
import { budgetFields } from "./model/budgets/fields";
import { validateMonthKey } from "./shared/dates";
import { checkBudget } from "./model/budgets/budgetInput";
import {
  copyPreviousMonth,
  deleteBudget,
  setBudget,
  setBudgetRollover,
} from "./model/budgets/budgetWrite";
import { validateIsoDate } from "./shared/validation";
import { envelopeMonth, vEnvelopeMonth } from "./model/budgets/envelope";
import { collapsedGroups, groupsOf } from "./model/budgets/envelopeGroups";
import { groupLines, vEnvelopeGroup, vEnvelopeTotals } from "./model/budgets/envelopeGrouping";
import {
  assignMany as assignManyOf,
  moveReady as moveReadyOf,
  quickAssign as quickAssignOf,
} from "./model/budgets/envelopeReady";
import { QUICK_ASSIGN_MODES } from "./shared/envelopeQuickAssign";
import { vEnvelopeTarget } from "./model/budgets/envelopeFields";
import {
  assign as assignEnvelope,
  includeAccount as includeEnvelopeAccount,
  move as moveEnvelope,
  setOptions as setEnvelopeOptionsOf,
} from "./model/budgets/envelopeWrite";
import { vCategory } from "./model/validators";
import { literals } from "./shared/literals";

/** The month's budgets with spending, status and pace; `today` is the user's calendar date. */
export const month = userQuery({
  args: { month: v.string(), today: v.string() },
  returns: vBudgetMonth,
  handler: async (ctx, args) => {
    ensure(validateMonthKey(args.month), "month");
    ensure(validateIsoDate(args.today), "today");
    return await budgetMonth(ctx, args.month, args.today);
  },
});

/**
 * Sets the budget of a category (or "overall") for a month, in the display currency.
 * `rollover` defaults to the previous month's setting for the same scope, else false.
 */
export const set = userMutation({
  args: budgetFields
    .pick("month", "scope", "amount")
    .extend(budgetFields.pick("rollover").partial().fields).fields,
  returns: v.id("budgets"),
  handler: async (ctx, { month, scope, amount: entered, rollover }) => {
    const amount = await checkBudget(ctx, { month, scope, amount: entered });
    return await setBudget(ctx, { month, scope, amount, rollover });
  },
});

export const remove = userMutation({
  args: { id: v.id("budgets") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await getOwned(ctx, "budgets", id);
    await deleteBudget(ctx, id);
    return null;
  },
});

/** Turns roll-over of unspent money into the next month on or off for one month's budget. */
export const setRollover = userMutation({
  args: { id: v.id("budgets"), rollover: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { id, rollover }) => {
    await getOwned(ctx, "budgets", id);
    await setBudgetRollover(ctx, id, rollover);
    return null;
  },
});

/**
 * Copies the previous month's budgets (amount, currency, rollover) into `month`. Scopes that
 * already have a budget in `month` are kept as they are. Returns how many were copied.
 */
export const copyFromPreviousMonth = userMutation({
  args: { month: v.string() },
  returns: v.object({ copied: v.number() }),
  handler: async (ctx, { month }) => {
    ensure(validateMonthKey(month), "month");
    return { copied: await copyPreviousMonth(ctx, month) };
  },
});

/**
 * Envelope budgeting: Ready to Assign and each spending category's assigned, activity and
 * available for `month` (display currency), with carry-over, targets and quick fills, the
 * categories in their groups with subtotals (folded as this person left them) and the totals.
 * Reads monthly rollups, never transactions (model/budgets/envelope.ts).
 */
export const envelope = userQuery({
  args: { month: v.string(), today: v.string() },
  returns: vEnvelopeMonth.extend({ groups: v.array(vEnvelopeGroup), totals: vEnvelopeTotals }),
  handler: async (ctx, { month, today }) => {
    ensure(validateMonthKey(month), "month");
    ensure(validateIsoDate(today), "today");
    const data = await envelopeMonth(ctx, month, today);
    const collapsed = await collapsedGroups({ ...ctx, ledgerKey: ctx.ledgerKey });
    return { ...data, ...groupLines(await groupsOf(ctx), data.categories, collapsed) };
  },
});

/** Sets what a spending category is assigned in `month` (≥ 0, display currency). */
export const assign = userMutation({
  args: { month: v.string(), category: vCategory, amount: v.number() },
  returns: v.null(),
  handler: async (ctx, { month, category, amount }) => {
    await assignEnvelope(ctx, month, category, amount);
    return null;
  },
});

/** Moves money between two categories in `month`; covering an overspent category is a move. */
export const move = userMutation({
  args: { month: v.string(), from: vCategory, to: vCategory, amount: v.number() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await moveEnvelope(ctx, args);
    return null;
  },
});

/** A category's envelope options: keep overspending as a negative balance, a target (null clears). */
export const setEnvelopeOptions = userMutation({
  args: {
    category: vCategory,
    keepNegative: v.optional(v.boolean()),
    target: v.optional(v.union(vEnvelopeTarget, v.null())),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    await setEnvelopeOptionsOf(ctx, args);
    return null;
  },
});

/** Puts an account's money (cash, bank, savings, investments) in the envelope budget or leaves it out. */
export const setEnvelopeAccount = userMutation({
  args: { accountId: v.id("accounts"), included: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { accountId, included }) => {
    await includeEnvelopeAccount(ctx, accountId, included);
    return null;
  },
});

/**
 * Moves money between Ready to Assign and a category: "toCategory" gives the category money
 * Ready to Assign holds, "toReady" gives back money the category has available.
 */
export const moveReady = userMutation({
  args: {
    month: v.string(),
    today: v.string(),
    category: vCategory,
    amount: v.number(),
    direction: v.union(v.literal("toCategory"), v.literal("toReady")),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    await moveReadyOf(ctx, args);
    return null;
  },
});

const vChange = v.object({ category: vCategory, before: v.number(), after: v.number() });

/**
 * Quick-assign by one rule (shared/envelopeQuickAssign.ts) for one category or, without
 * `category`, for all: one change, whose returned before/after amounts undo it (assignMany).
 */
export const quickAssign = userMutation({
  args: {
    month: v.string(),
    today: v.string(),
    mode: literals(QUICK_ASSIGN_MODES),
    category: v.optional(vCategory),
  },
  returns: v.object({ changes: v.array(vChange) }),
  handler: async (ctx, args) => {
    const changes = await quickAssignOf(ctx, args);
    return {
      changes: changes as { category: typeof vCategory.type; before: number; after: number }[],
    };
  },
});

/** Sets several categories' assignments of `month` at once (how quick-assign is undone). */
export const assignMany = userMutation({
  args: {
    month: v.string(),
    amounts: v.array(v.object({ category: vCategory, amount: v.number() })),
  },
  returns: v.null(),
  handler: async (ctx, { month, amounts }) => {
    await assignManyOf(ctx, month, amounts);
    return null;
  },
});
