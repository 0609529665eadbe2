/**
 * Schedules as the API sees them: input validation, the rule of a stored schedule, the view
 * returned to the UI and the upcoming occurrences for Home.
 */
import { systemFields } from "convex-helpers/validators";
import { v, type Infer, type ObjectType } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { ensureCategory } from "../categories/check";
import { getOwned } from "../../lib/ownership";
import type { CurrencyCode } from "../../shared/currencies";
import { addDays } from "../../shared/dates";
import {
  occurrencesBetween,
  type Recurrence,
  validateRecurrence,
  validateStartDate,
} from "../../shared/recurrence";
import { validateNotes, validatePositiveAmount } from "../../shared/validation";
import { vCurrency } from "../validators";
import { type Converter } from "../exchangeRates/convert";
import { type ReadCtx } from "../reports/cashflow";
import { owedOf } from "../ledger/balances";
import { cleanNotes } from "../transactions/entries";
import { ensure, fail } from "../errors";
import { convertEntered, rateOf } from "../exchangeRates/exchange";
import { capProblem } from "../budgets/caps";
import { scheduleFields, scheduleOccurrenceFields } from "./fields";

/**
 * A schedule as the user enters it: the stored rule and posting fields; `category` defaults to
 * "income" for income, else "other", `interval` to 1, `dayOfMonth` to the start date's day.
 */
export const scheduleInputFields = scheduleFields
  .pick(
    "kind",
    "accountId",
    "toAccountId",
    "amount",
    "notes",
    "frequency",
    "startDate",
    "endDate",
    "count",
    "dayOfMonth",
  )
  .extend(scheduleFields.pick("category", "interval").partial().fields).fields;
export type ScheduleInput = ObjectType<typeof scheduleInputFields>;

type RuleFields = Pick<
  Doc<"schedules">,
  "frequency" | "interval" | "startDate" | "endDate" | "count" | "dayOfMonth"
>;

export function ruleOf(s: RuleFields): Recurrence {
  const { frequency, interval, startDate, endDate, count, dayOfMonth } = s;
  return { frequency, interval, startDate, endDate, count, dayOfMonth };
}

/** The server's calendar date (UTC). */
export function serverToday(): string {
  return new Date(Date.now()).toISOString().slice(0, 10);
}

/**
 * Validated fields to store; the accounts must be the caller's. The start may lie at most
 * MAX_START_YEARS_BACK years back (a day of slack for calendars behind UTC), unless it is
 * `keptStart`, the start the schedule already has. One posting must fit under the caps.
 */
export async function normalizeScheduleInput(
  ctx: ReadCtx,
  input: ScheduleInput,
  keptStart?: string,
) {
  ensure(validatePositiveAmount(input.amount), "amount");
  ensure(validateNotes(input.notes), "notes");
  const rule = { ...input, interval: input.interval ?? 1 };
  const problem = validateRecurrence(rule);
  if (problem !== null) fail(problem.code, problem.field);
  if (input.startDate !== keptStart) {
    ensure(validateStartDate(input.startDate, addDays(serverToday(), -1)), "startDate");
  }
  const from = await getOwned(ctx, "accounts", input.accountId);
  await ensureCategory(ctx, input.category);
  let to: Doc<"accounts"> | null = null;
  if (input.kind === "transfer") {
    if (input.toAccountId === undefined) fail("REQUIRED", "toAccountId");
    if (input.toAccountId === input.accountId) fail("SAME_ACCOUNT", "toAccountId");
    to = await getOwned(ctx, "accounts", input.toAccountId);
  }
  const rate = to === null ? null : await rateOf(ctx, from.currency, to.currency);
  ensure(capProblem(input.kind, input.amount, from, to, rate), "amount");
  return {
    kind: input.kind,
    accountId: input.accountId,
    toAccountId: to?._id,
    amount: input.amount,
    category:
      input.category ?? (input.kind === "income" ? ("income" as const) : ("other" as const)),
    notes: cleanNotes(input.notes),
    ...ruleOf(rule),
  };
}

export const vScheduleView = scheduleFields
  .omit("userId", "nextSlot", "nextDue", "fromAccountFields", "servedPass")
  .extend({
    ...systemFields("schedules"),
    /** The account's currency; null once the account is gone. */
    currency: v.union(vCurrency, v.null()),
    /** The next date something of this schedule posts; null when the series is over. */
    nextDate: v.union(v.string(), v.null()),
    fromAccountFields: v.boolean(),
  });
export type ScheduleView = Infer<typeof vScheduleView>;

function toScheduleView(s: Doc<"schedules">, currency: CurrencyCode | null): ScheduleView {
  const { userId: _u, nextSlot: _s, servedPass: _p, nextDue, fromAccountFields, ...fields } = s;
  return {
    ...fields,
    currency,
    nextDate: nextDue ?? null,
    fromAccountFields: fromAccountFields === true,
  };
}

export const UPCOMING_STATUSES = ["scheduled", "edited", "skipped", "posted", "failed"] as const;

/** An occurrence's own `date` is its key for postNow / skip / editOccurrence; it posts on `dueDate`. */
const vUpcomingItem = scheduleFields
  .pick("kind", "amount", "category", "notes", "accountId", "toAccountId")
  .extend({
    ...scheduleOccurrenceFields.pick("date", "dueDate").fields,
    scheduleId: v.id("schedules"),
    currency: vCurrency,
    status: v.union(...UPCOMING_STATUSES.map((s) => v.literal(s))),
  });
type UpcomingItem = Infer<typeof vUpcomingItem>;

export const vUpcoming = v.object({
  items: v.array(vUpcomingItem),
  displayCurrency: vCurrency,
  /** Display currency, items not skipped or posted; transfers are in neither. */
  totalIncome: v.number(),
  totalExpense: v.number(),
  missingRates: v.array(vCurrency),
  /** Set when `items` was cut at UPCOMING_ITEMS_MAX; the totals still count every occurrence. */
  more: v.optional(v.boolean()),
});

/**
 * The most occurrences one answer lists: Convex refuses arrays past 8,192, and 200 daily
 * schedules over 92 days are 18,600. The earliest come first, so a screen loses only the far end.
 */
export const UPCOMING_ITEMS_MAX = 2_000;

async function itemsOf(
  ctx: ReadCtx,
  s: Doc<"schedules">,
  currency: CurrencyCode,
  range: { from: string; to: string },
): Promise<UpcomingItem[]> {
  const dates = occurrencesBetween(ruleOf(s), range.from, range.to, 400);
  const rows = await ctx.db
    .query("scheduleOccurrences")
    .withIndex("by_schedule_date", (q) =>
      q.eq("scheduleId", s._id).gte("date", range.from).lte("date", range.to),
    )
    .take(400);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  // Paused on an error (pauseSchedule): nothing of it posts until its owner edits it.
  const paused = s.lastError !== undefined && s.nextDue === undefined;
  return dates.map((date) => {
    const row = byDate.get(date);
    const planned = row === undefined || row.status === "pending";
    const status =
      planned && paused
        ? "failed"
        : row === undefined
          ? "scheduled"
          : row.status === "pending"
            ? "edited"
            : row.status;
    const { kind, category, accountId, toAccountId } = s;
    const notes = row?.notes ?? s.notes;
    const base = {
      scheduleId: s._id,
      date,
      dueDate: row?.dueDate ?? date,
      kind,
      currency,
      category,
    };
    return {
      ...base,
      amount: row?.amount ?? s.amount,
      accountId,
      status,
      ...(notes ? { notes } : {}),
      ...(toAccountId ? { toAccountId } : {}),
    };
  });
}

/** Every schedule of the books (at most MAX_SCHEDULES_PER_USER: scheduleLimit keeps it so). */
export async function schedulesOf(ctx: ReadCtx): Promise<Doc<"schedules">[]> {
  return await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
}

/** The schedule as the API shows it, in its account's currency (null once the account is gone). */
export async function scheduleView(ctx: ReadCtx, s: Doc<"schedules">): Promise<ScheduleView> {
  const account = await ctx.db.get("accounts", s.accountId);
  const currency = account === null || account.deletingAt !== undefined ? null : account.currency;
  return toScheduleView(s, currency);
}

/** Occurrences of every schedule from today to today + days, sorted by the date they post. */
export async function upcoming(ctx: ReadCtx, conv: Converter, today: string, days: number) {
  const schedules = await schedulesOf(ctx);
  const range = { from: today, to: addDays(today, days) };
  const items: UpcomingItem[] = [];
  for (const s of schedules.filter((x) => x.nextSlot !== undefined || x.nextDue !== undefined)) {
    const account = await ctx.db.get("accounts", s.accountId);
    if (account === null || account.deletingAt !== undefined) continue;
    items.push(...(await itemsOf(ctx, s, account.currency, range)));
  }
  items.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.date.localeCompare(b.date));
  let totalIncome = 0;
  let totalExpense = 0;
  for (const item of items) {
    if (item.status === "skipped" || item.status === "posted" || item.kind === "transfer") continue;
    const amount = conv.convert(item.amount, item.currency) ?? 0;
    if (item.kind === "income") totalIncome += amount;
    else totalExpense += amount;
  }
  return {
    items,
    displayCurrency: conv.currency,
    totalIncome,
    totalExpense,
    missingRates: conv.missingRates(),
  };
}

/** The schedule createFromAccount made to pay `accountId` (a card or a loan), if there is one. */
export async function paymentScheduleOf(ctx: ReadCtx, accountId: Id<"accounts">) {
  return (await schedulesOf(ctx)).find(
    (s) => s.fromAccountFields === true && s.toAccountId === accountId,
  );
}

/**
 * The schedule that pays a card or a loan from `fromAccountId`, from the account's own fields.
 * Amounts of a transfer are in the source account's currency, so an amount taken from the
 * card or loan (owed, payment amount) is converted with the user's rate when they differ.
 */
export async function accountScheduleFields(
  ctx: ReadCtx,
  account: Doc<"accounts">,
  fromAccountId: Id<"accounts">,
  today: string,
  amount: number | undefined,
): Promise<ScheduleInput> {
  const from = await getOwned(ctx, "accounts", fromAccountId);
  const inSource = async (value: number) =>
    (await convertEntered(ctx, value, account.currency, from.currency)).amount;
  const base = {
    kind: "transfer" as const,
    accountId: fromAccountId,
    toAccountId: account._id,
    category: "other" as const,
  };
  if (account.type === "credit_card") {
    const owed = owedOf(account.balance);
    if (amount === undefined && owed <= 0) fail("REQUIRED", "amount");
    const dayOfMonth = account.paymentDay ?? fail("REQUIRED", "paymentDay");
    const value = amount ?? (await inSource(owed));
    return { ...base, amount: value, frequency: "monthly", startDate: today, dayOfMonth };
  }
  if (account.type !== "loan") fail("INVALID_ARGUMENT", "accountId");
  const due = account.loanDueDate ?? fail("REQUIRED", "loanDueDate");
  const payment = account.loanPaymentAmount;
  if (amount === undefined && payment === undefined) fail("REQUIRED", "loanPaymentAmount");
  const value = amount ?? (await inSource(payment!));
  if (account.loanPaymentType === "one_time") {
    if (due < today) fail("INVALID_DATE", "loanDueDate");
    return { ...base, amount: value, frequency: "monthly", startDate: due, count: 1 };
  }
  // Periodic: monthly on the due date's day, from the due date (or today once it has passed).
  const startDate = due > today ? due : today;
  return {
    ...base,
    amount: value,
    frequency: "monthly",
    startDate,
    dayOfMonth: Number(due.slice(8, 10)),
  };
}
