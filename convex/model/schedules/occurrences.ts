/**
 * What a user does to schedules besides creating them: act on one occurrence (post now, skip,
 * edit, reset), replace the rule, delete. Every path keeps nextSlot / nextDue right, so the
 * cron keeps reading only schedules with something due.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { MAX_SCHEDULES_PER_USER } from "../../shared/planning";
import { isOccurrence, nextOccurrence } from "../../shared/recurrence";
import { validateIsoDate, validateNotes, validatePositiveAmount } from "../../shared/validation";
import type { ReadCtx } from "../reports/cashflow";
import { cleanNotes } from "../transactions/entries";
import { ensure, fail } from "../errors";
import { runBatch } from "../jobs/batches";
import { normalizeScheduleInput, ruleOf, type ScheduleInput } from "./recurrence";
import { occurrenceRow, postSlot, refreshNextDue, saveRow, settleNextSlot } from "./schedules";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };
type Schedule = Doc<"schedules">;

export async function scheduleLimit(ctx: ReadCtx): Promise<void> {
  const rows = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(MAX_SCHEDULES_PER_USER);
  if (rows.length >= MAX_SCHEDULES_PER_USER) fail("LIMIT_REACHED");
}

/** Adds a schedule (the caller has checked the limit), its first occurrence due from its start. */
export async function insertSchedule(
  ctx: Ctx,
  input: ScheduleInput,
  extra: { fromAccountFields?: true } = {},
): Promise<Id<"schedules">> {
  const fields = await normalizeScheduleInput(ctx, input);
  const first = nextOccurrence(fields, fields.startDate) ?? undefined;
  return await ctx.db.insert("schedules", {
    ...fields,
    ...extra,
    userId: ctx.ledgerKey,
    nextSlot: first,
    nextDue: first,
  });
}

/**
 * The row of occurrence `date`, which must belong to the schedule (or already have a row, e.g.
 * an edit made before the rule changed) and must not be posted yet.
 */
async function openOccurrence(ctx: Ctx, s: Schedule, date: string) {
  ensure(validateIsoDate(date), "date");
  const row = await occurrenceRow(ctx, s._id, date);
  if (row === null && !isOccurrence(ruleOf(s), date)) fail("INVALID_DATE", "date");
  if (row?.status === "posted") fail("OCCURRENCE_POSTED", "date");
  return row;
}

export async function postNowOccurrence(
  ctx: Ctx,
  s: Schedule,
  date: string,
): Promise<Id<"transactions">> {
  await openOccurrence(ctx, s, date);
  const result = await postSlot(ctx, s, date);
  if (result === null) fail("OCCURRENCE_POSTED", "date");
  if ("problem" in result) fail(result.problem);
  await settleNextSlot(ctx, s);
  return result.posted;
}

export async function skipOccurrence(ctx: Ctx, s: Schedule, date: string): Promise<void> {
  await openOccurrence(ctx, s, date);
  await saveRow(ctx, s, date, {
    status: "skipped",
    dueDate: date,
    amount: undefined,
    notes: undefined,
    error: undefined,
  });
  await settleNextSlot(ctx, s);
}

export interface OccurrenceEdit {
  amount?: number;
  postDate?: string;
  notes?: string;
}

/** Keeps earlier edits of the same occurrence for the fields not given now. */
export async function occurrenceEdit(ctx: Ctx, s: Schedule, date: string, edit: OccurrenceEdit) {
  const row = await openOccurrence(ctx, s, date);
  if (edit.amount !== undefined) ensure(validatePositiveAmount(edit.amount), "amount");
  if (edit.postDate !== undefined) ensure(validateIsoDate(edit.postDate), "postDate");
  ensure(validateNotes(edit.notes), "notes");
  await saveRow(ctx, s, date, {
    status: "pending",
    dueDate: edit.postDate ?? row?.dueDate ?? date,
    amount: edit.amount ?? row?.amount,
    notes: edit.notes === undefined ? row?.notes : cleanNotes(edit.notes),
    error: undefined,
  });
  await refreshNextDue(ctx, s._id);
}

/**
 * Back to normal. An occurrence the poster has not reached yet simply loses its row; one it
 * has passed (date before nextSlot) becomes pending on its own date, so it posts on the next
 * run instead of being lost.
 */
export async function resetOccurrenceRow(ctx: Ctx, s: Schedule, date: string): Promise<void> {
  const row = await openOccurrence(ctx, s, date);
  if (row === null) return;
  if (s.nextSlot !== undefined && date >= s.nextSlot) {
    await ctx.db.delete("scheduleOccurrences", row._id);
  } else {
    await saveRow(ctx, s, date, {
      status: "pending",
      dueDate: date,
      amount: undefined,
      notes: undefined,
      error: undefined,
    });
  }
  await refreshNextDue(ctx, s._id);
}

type RuleAndFields = Omit<
  Schedule,
  | "_id"
  | "_creationTime"
  | "userId"
  | "nextSlot"
  | "nextDue"
  | "fromAccountFields"
  | "lastError"
  | "servedPass"
>;

/**
 * Replaces a schedule's fields. The new rule applies from today, or from the old nextSlot when
 * that is earlier (due but not posted yet). Edited occurrences the new rule no longer has
 * are dropped, so they cannot post stray transactions.
 */
export async function replaceRule(ctx: Ctx, s: Schedule, fields: RuleAndFields, today: string) {
  const from = s.nextSlot !== undefined && s.nextSlot < today ? s.nextSlot : today;
  const rule = ruleOf(fields);
  const nextSlot = nextOccurrence(rule, from) ?? undefined;
  await ctx.db.replace("schedules", s._id, {
    ...fields,
    userId: s.userId,
    fromAccountFields: s.fromAccountFields,
    nextSlot,
    nextDue: nextSlot,
  });
  const later = await ctx.db
    .query("scheduleOccurrences")
    .withIndex("by_schedule_date", (q) => q.eq("scheduleId", s._id).gte("date", from))
    .take(500);
  for (const row of later) {
    if (row.status !== "posted" && !isOccurrence(rule, row.date)) {
      await ctx.db.delete("scheduleOccurrences", row._id);
    }
  }
  await refreshNextDue(ctx, s._id);
}

export const ROW_DELETE_BATCH = 500;

/** Deletes one batch of a removed schedule's rows; true when more remain. */
async function removeScheduleRows(ctx: { db: MutationCtx["db"] }, scheduleId: Id<"schedules">) {
  const rows = await ctx.db
    .query("scheduleOccurrences")
    .withIndex("by_schedule_date", (q) => q.eq("scheduleId", scheduleId))
    .take(ROW_DELETE_BATCH);
  for (const row of rows) await ctx.db.delete("scheduleOccurrences", row._id);
  return rows.length === ROW_DELETE_BATCH;
}

/** One batch of a removed schedule's occurrence rows; schedules the next while any are left. */
export async function removeRowsBatch(
  ctx: MutationCtx,
  scheduleId: Id<"schedules">,
): Promise<void> {
  await runBatch(ctx, internal.internal.schedules.removeRows, async () => ({
    next: (await removeScheduleRows(ctx, scheduleId)) ? { scheduleId } : null,
  }));
}

/** Deletes the schedule (the caller has checked it is theirs) and the first batch of its rows. */
export async function removeSchedule(ctx: MutationCtx, scheduleId: Id<"schedules">): Promise<void> {
  await ctx.db.delete("schedules", scheduleId);
  await removeRowsBatch(ctx, scheduleId);
}
