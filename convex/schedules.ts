/**
 * Recurring transactions API. A schedule posts real transactions on its dates: the hourly cron
 * (crons.ts → internal/schedules.ts postDue) posts what is due by the UTC date; `catchUp` lets a client post what is
 * due by the user's own date (ahead of UTC east of Greenwich). Posting is exactly-once per
 * (schedule, date); see model/schedules/schedules.ts. One occurrence can be posted now, skipped, edited
 * (amount, date, notes) or reset to normal.
 */
import { type Infer, v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { loadConverter } from "./model/exchangeRates/convert";
import { ensure, fail } from "./model/errors";
import {
  occurrenceEdit,
  postNowOccurrence,
  removeSchedule,
  replaceRule,
  resetOccurrenceRow,
  insertSchedule,
  scheduleLimit,
  skipOccurrence,
} from "./model/schedules/occurrences";
import {
  accountScheduleFields,
  normalizeScheduleInput,
  paymentScheduleOf,
  scheduleInputFields,
  schedulesOf,
  scheduleView,
  serverToday,
  upcoming as upcomingOf,
  UPCOMING_ITEMS_MAX,
  vScheduleView,
  vUpcoming,
} from "./model/schedules/recurrence";
import { POST_BUDGET, userBatch, vTurn } from "./model/schedules/runs";
import { addDays } from "./shared/dates";
import { validateIsoDate } from "./shared/validation";

const MAX_UPCOMING_DAYS = 92;

export const list = userQuery({
  args: {},
  returns: v.array(vScheduleView),
  handler: async (ctx) => {
    return await Promise.all((await schedulesOf(ctx)).map((s) => scheduleView(ctx, s)));
  },
});

export const get = userQuery({
  args: { id: v.id("schedules") },
  returns: vScheduleView,
  handler: async (ctx, { id }) => {
    return await scheduleView(ctx, await getOwned(ctx, "schedules", id));
  },
});

/**
 * A start date in the past is honoured: the occurrences since then post on the next runs
 * (forms should default the start to today). It may lie at most MAX_START_YEARS_BACK years
 * back (START_TOO_EARLY); one posting must fit under the caps (BALANCE_TOO_LARGE,
 * CONVERTED_TOO_LARGE when the transfer's rate is known).
 */
export const create = userMutation({
  args: scheduleInputFields,
  returns: v.id("schedules"),
  handler: async (ctx, input) => {
    await scheduleLimit(ctx);
    return await insertSchedule(ctx, input);
  },
});

/**
 * Replaces the schedule's fields. Occurrences already posted stay; the new rule applies from
 * `today` (or from an earlier occurrence that is due but not posted yet).
 */
export const update = userMutation({
  args: { id: v.id("schedules"), today: v.string(), ...scheduleInputFields },
  returns: v.null(),
  handler: async (ctx, { id, today, ...input }) => {
    ensure(validateIsoDate(today), "today");
    const s = await getOwned(ctx, "schedules", id);
    await replaceRule(ctx, s, await normalizeScheduleInput(ctx, input, s.startDate), today);
    return null;
  },
});

/** Deletes the schedule; transactions it already posted stay. */
export const remove = userMutation({
  args: { id: v.id("schedules") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await getOwned(ctx, "schedules", id);
    await removeSchedule(ctx, id);
    return null;
  },
});

/**
 * A monthly transfer from `fromAccountId` paying a credit card (on its payment day; amount:
 * `amount`, else what is owed today) or a loan (on its due date's day, or once for a one-time
 * loan; amount: `amount`, else the loan's payment amount). Calling it again for the same
 * account returns the schedule made the first time.
 */
export const createFromAccount = userMutation({
  args: {
    accountId: v.id("accounts"),
    fromAccountId: v.id("accounts"),
    today: v.string(),
    amount: v.optional(v.number()),
  },
  returns: v.id("schedules"),
  handler: async (ctx, { accountId, fromAccountId, today, amount }) => {
    ensure(validateIsoDate(today), "today");
    const account = await getOwned(ctx, "accounts", accountId);
    const existing = await paymentScheduleOf(ctx, accountId);
    if (existing !== undefined) return existing._id;
    await scheduleLimit(ctx);
    const input = await accountScheduleFields(ctx, account, fromAccountId, today, amount);
    return await insertSchedule(ctx, input, { fromAccountFields: true });
  },
});

/** Every occurrence from today to today + days (1–92), with its status, for Home. */
export const upcoming = userQuery({
  args: { today: v.string(), days: v.optional(v.number()) },
  returns: vUpcoming,
  handler: async (ctx, { today, days = 30 }) => {
    ensure(validateIsoDate(today), "today");
    if (!Number.isInteger(days) || days < 1 || days > MAX_UPCOMING_DAYS)
      fail("INVALID_ARGUMENT", "days");
    const all: Infer<typeof vUpcoming> = await upcomingOf(
      ctx,
      await loadConverter(ctx),
      today,
      days,
    );
    if (all.items.length <= UPCOMING_ITEMS_MAX) return all;
    return { ...all, items: all.items.slice(0, UPCOMING_ITEMS_MAX), more: true };
  },
});

/** Posts the caller's occurrences due by `today` (their calendar date); call again while `more`. */
export const catchUp = userMutation({
  args: { today: v.string() },
  returns: vTurn,
  handler: async (ctx, { today }) => {
    ensure(validateIsoDate(today), "today");
    // Calendars run at most 14 hours ahead of UTC: a later "today" would post future bills.
    if (today > addDays(serverToday(), 1)) fail("INVALID_DATE", "today");
    return await userBatch(ctx, ctx.ledgerKey, today, POST_BUDGET);
  },
});

const occurrenceArgs = { id: v.id("schedules"), date: v.string() };

/**
 * Posts occurrence `date` now (on its own or its edited date), e.g. a bill paid early.
 * OCCURRENCE_POSTED if it already is; MISSING_RATE / NOT_FOUND if it cannot be posted.
 */
export const postNow = userMutation({
  args: occurrenceArgs,
  returns: v.id("transactions"),
  handler: async (ctx, { id, date }) =>
    await postNowOccurrence(ctx, await getOwned(ctx, "schedules", id), date),
});

/** The occurrence on `date` will not post. */
export const skip = userMutation({
  args: occurrenceArgs,
  returns: v.null(),
  handler: async (ctx, { id, date }) => {
    await skipOccurrence(ctx, await getOwned(ctx, "schedules", id), date);
    return null;
  },
});

/** Changes one occurrence only: its amount, the date it posts on and/or its notes. */
export const editOccurrence = userMutation({
  args: {
    ...occurrenceArgs,
    amount: v.optional(v.number()),
    postDate: v.optional(v.string()),
    notes: v.optional(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, { id, date, ...edit }) => {
    await occurrenceEdit(ctx, await getOwned(ctx, "schedules", id), date, edit);
    return null;
  },
});

/** Undoes a skip or an edit: the occurrence posts as the schedule says. */
export const resetOccurrence = userMutation({
  args: occurrenceArgs,
  returns: v.null(),
  handler: async (ctx, { id, date }) => {
    await resetOccurrenceRow(ctx, await getOwned(ctx, "schedules", id), date);
    return null;
  },
});
