/**
 * Posting scheduled transactions exactly once.
 *
 * Every occurrence is identified by (schedule, date). Before an occurrence posts, its row in
 * scheduleOccurrences is read; a "posted" row means it already happened, so running the poster
 * twice, or the cron and "post now" racing (Convex mutations are serializable: one of them
 * retries and sees the other's row), never posts twice. The transaction itself is written with
 * the same ledger functions as transactions.create / createTransfer.
 *
 * The poster visits occurrences from `nextSlot` up to `today`, so after downtime it catches up
 * every missed date, in bounded batches (at most `budget` steps per call). Occurrences post on
 * their own calendar date (or the date the user moved them to), whatever day the poster runs.
 */
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { getOwned } from "../../lib/ownership";
import { addDays } from "../../shared/dates";
import { errorCodeOf, type ErrorCode } from "../../shared/errors";
import { earliestStart, nextOccurrence, validateRecurrence } from "../../shared/recurrence";
import { validateIsoDate } from "../../shared/validation";
import { buildEntry } from "../transactions/entries";
import { requireRate } from "../exchangeRates/exchange";
import { postEntry } from "../ledger/entries";
import { capProblem } from "../budgets/caps";
import { ruleOf } from "./recurrence";
import { createTransfer } from "../ledger/transfers";

type Ctx = { db: MutationCtx["db"] };
type Schedule = Doc<"schedules">;
type Occurrence = Doc<"scheduleOccurrences">;

export async function occurrenceRow(
  ctx: Ctx,
  scheduleId: Id<"schedules">,
  date: string,
): Promise<Occurrence | null> {
  return await ctx.db
    .query("scheduleOccurrences")
    .withIndex("by_schedule_date", (q) => q.eq("scheduleId", scheduleId).eq("date", date))
    .unique();
}

/** Writes the row of one occurrence (insert or replace), keeping the (schedule, date) key. */
export async function saveRow(
  ctx: Ctx,
  s: Schedule,
  date: string,
  fields: Pick<Occurrence, "status" | "dueDate"> & Partial<Occurrence>,
): Promise<void> {
  const row = await occurrenceRow(ctx, s._id, date);
  const merged = { amount: row?.amount, notes: row?.notes, ...fields };
  // Absent rather than undefined, so the stored document has only real values.
  const kept = Object.fromEntries(
    Object.entries(merged).filter(([, value]) => value !== undefined),
  );
  const doc = { ...(kept as typeof fields), userId: s.userId, scheduleId: s._id, date };
  if (row === null) await ctx.db.insert("scheduleOccurrences", doc);
  else await ctx.db.replace("scheduleOccurrences", row._id, doc);
}

/**
 * What would stop one posting of `amount` (its account gone, a missing exchange rate, a rule
 * or amount a restored file made invalid, a cap it would break), checked before anything is
 * written so a failure never leaves half a posting.
 */
export async function postingProblem(
  ctx: Ctx,
  s: Schedule,
  amount = s.amount,
): Promise<ErrorCode | null> {
  const userCtx = { db: ctx.db, ledgerKey: s.userId };
  try {
    const from = await getOwned(userCtx, "accounts", s.accountId);
    let to: Doc<"accounts"> | null = null;
    let rate = 1;
    if (s.kind === "transfer") {
      if (s.toAccountId === undefined) return "INVALID_ARGUMENT";
      to = await getOwned(userCtx, "accounts", s.toAccountId);
      rate = await requireRate(userCtx, from.currency, to.currency);
    }
    return validateRecurrence(ruleOf(s))?.code ?? capProblem(s.kind, amount, from, to, rate);
  } catch (error) {
    if (error instanceof ConvexError) return errorCodeOf(error);
    throw error;
  }
}

/** A problem that fails one occurrence only; any other stops the schedule (pauseSchedule). */
const failsOccurrenceOnly = (code: ErrorCode) => code === "MISSING_RATE";

/**
 * The schedule stops posting until its owner edits it (or posts an occurrence by hand): the
 * error shows in their list, and the cron no longer reads it (no nextDue).
 */
export async function pauseSchedule(
  ctx: Ctx,
  id: Id<"schedules">,
  code: ErrorCode,
  nextSlot?: string,
): Promise<void> {
  const fields = nextSlot === undefined ? {} : { nextSlot };
  await ctx.db.patch("schedules", id, { ...fields, lastError: code, nextDue: undefined });
}

async function writeTransaction(
  ctx: Ctx,
  s: Schedule,
  input: { date: string; amount: number; notes?: string },
): Promise<Id<"transactions">> {
  const userCtx = { db: ctx.db, ledgerKey: s.userId };
  const fields = { ...input, category: s.category };
  if (s.kind === "transfer") {
    return (await createTransfer(userCtx, s.accountId, s.toAccountId!, fields)).fromId;
  }
  const account = await getOwned(userCtx, "accounts", s.accountId);
  return await postEntry(
    userCtx,
    account,
    await buildEntry(userCtx, account, { ...fields, kind: s.kind }),
  );
}

export type SlotResult = { posted: Id<"transactions"> } | { problem: ErrorCode } | null;

/**
 * Posts occurrence `date` unless it already is (null); applies a one-off edit (amount, date,
 * notes). A missing rate is recorded as a "failed" row (the user can post it later by hand);
 * any problem is returned without writing the transaction.
 */
export async function postSlot(ctx: Ctx, s: Schedule, date: string): Promise<SlotResult> {
  const row = await occurrenceRow(ctx, s._id, date);
  if (row?.status === "posted") return null;
  const dueDate = row?.dueDate ?? date;
  const amount = row?.amount ?? s.amount;
  const problem = await postingProblem(ctx, s, amount);
  if (problem !== null) {
    if (failsOccurrenceOnly(problem)) {
      await saveRow(ctx, s, date, { status: "failed", dueDate, error: problem });
      await ctx.db.patch("schedules", s._id, { lastError: problem });
    }
    return { problem };
  }
  const transactionId = await writeTransaction(ctx, s, {
    date: dueDate,
    amount,
    notes: row?.notes ?? s.notes,
  });
  await saveRow(ctx, s, date, { status: "posted", dueDate, transactionId, error: undefined });
  // Read again: an earlier occurrence of this same run may have set lastError.
  const current = await ctx.db.get("schedules", s._id);
  if (current?.lastError !== undefined)
    await ctx.db.patch("schedules", s._id, { lastError: undefined });
  return { posted: transactionId };
}

/** nextDue = the earlier of the next regular occurrence and the earliest edited one. */
export async function refreshNextDue(ctx: Ctx, scheduleId: Id<"schedules">): Promise<void> {
  const s = await ctx.db.get("schedules", scheduleId);
  if (s === null) return;
  const pending = await ctx.db
    .query("scheduleOccurrences")
    .withIndex("by_schedule_status_due", (q) =>
      q.eq("scheduleId", scheduleId).eq("status", "pending"),
    )
    .first();
  const dates = [s.nextSlot, pending?.dueDate].filter((d): d is string => d !== undefined);
  const nextDue = dates.length === 0 ? undefined : dates.sort()[0];
  if (nextDue !== s.nextDue) await ctx.db.patch("schedules", scheduleId, { nextDue });
}

/** Moves nextSlot past occurrences already posted or skipped (bounded walk). */
export async function settleNextSlot(ctx: Ctx, s: Schedule): Promise<void> {
  const rule = ruleOf(s);
  let slot = s.nextSlot ?? null;
  for (let i = 0; slot !== null && i < 50; i += 1) {
    const row = await occurrenceRow(ctx, s._id, slot);
    if (row === null || row.status === "pending") break;
    slot = nextOccurrence(rule, addDays(slot, 1));
  }
  if ((slot ?? undefined) !== s.nextSlot) {
    await ctx.db.patch("schedules", s._id, { nextSlot: slot ?? undefined });
  }
  await refreshNextDue(ctx, s._id);
}

/** A problem that stops the schedule, from postSlot's result. */
function stopping(result: SlotResult): ErrorCode | null {
  return result !== null && "problem" in result && !failsOccurrenceOnly(result.problem)
    ? result.problem
    : null;
}

/**
 * Where the poster resumes: nextSlot, but never before earliestStart(today), whatever a
 * restored file or an old start says (see MAX_START_YEARS_BACK).
 */
function resumeSlot(s: Schedule, today: string): string | null {
  const earliest = earliestStart(today);
  const slot = s.nextSlot ?? null;
  if (slot === null || (validateIsoDate(slot) === null && slot >= earliest)) return slot;
  return nextOccurrence(ruleOf(s), earliest);
}

/**
 * Posts what is due for one schedule up to `today`: first edited occurrences whose date has
 * come, then regular occurrences from nextSlot. Returns the steps used (≤ budget). A problem
 * other than a missing rate pauses the schedule at the occurrence that met it.
 */
export async function advanceSchedule(
  ctx: Ctx,
  s: Schedule,
  today: string,
  budget: number,
): Promise<number> {
  const problem = await postingProblem(ctx, s);
  if (problem === "NOT_FOUND") {
    // The account was deleted: the series ends; the UI shows lastError.
    await ctx.db.patch("schedules", s._id, {
      nextSlot: undefined,
      nextDue: undefined,
      lastError: "NOT_FOUND",
    });
    return 1;
  }
  if (problem !== null && !failsOccurrenceOnly(problem)) {
    await pauseSchedule(ctx, s._id, problem);
    return 1;
  }
  let used = 0;
  const edited = await ctx.db
    .query("scheduleOccurrences")
    .withIndex("by_schedule_status_due", (q) =>
      q.eq("scheduleId", s._id).eq("status", "pending").lte("dueDate", today),
    )
    .take(budget);
  for (const row of edited) {
    const stop = stopping(await postSlot(ctx, s, row.date));
    used += 1;
    if (stop !== null) {
      await pauseSchedule(ctx, s._id, stop);
      return used;
    }
  }
  const rule = ruleOf(s);
  let slot = resumeSlot(s, today);
  while (slot !== null && slot <= today && used < budget) {
    const row = await occurrenceRow(ctx, s._id, slot);
    used += 1;
    // An occurrence moved to a later date stays pending and posts from the edited list.
    if (row === null || (row.status === "pending" && row.dueDate <= today)) {
      const stop = stopping(await postSlot(ctx, s, slot));
      if (stop !== null) {
        await pauseSchedule(ctx, s._id, stop, slot);
        return used;
      }
    }
    slot = nextOccurrence(rule, addDays(slot, 1));
  }
  await ctx.db.patch("schedules", s._id, { nextSlot: slot ?? undefined });
  await refreshNextDue(ctx, s._id);
  return used;
}
