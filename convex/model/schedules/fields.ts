/**
 * The fields of schedules and their occurrences, declared once: the schema, the arguments and
 * the views derive from these.
 */
import { v } from "convex/values";
import { vFrequency, vOccurrenceStatus, vScheduleKind } from "../../shared/planning";
import { vCategory } from "../validators";

/**
 * Recurring income, expenses and transfers. `amount` is positive minor units of the account's
 * currency. `nextSlot` is the next occurrence the poster has not looked at yet; `nextDue` is
 * the earliest date something of this schedule must post (nextSlot or an edited occurrence's
 * date), absent when nothing is left; the cron reads only schedules with nextDue ≤ today.
 */
export const scheduleFields = v.object({
  userId: v.id("users"),
  kind: vScheduleKind,
  /** The account posted to; for a transfer, the account the money leaves. */
  accountId: v.id("accounts"),
  /** Transfers only: the account the money goes to. */
  toAccountId: v.optional(v.id("accounts")),
  /** Positive minor units of the account's currency. */
  amount: v.number(),
  category: vCategory,
  notes: v.optional(v.string()),
  frequency: vFrequency,
  /** Every N days/weeks/months/years. */
  interval: v.number(),
  startDate: v.string(),
  endDate: v.optional(v.string()),
  /** Number of occurrences in total. */
  count: v.optional(v.number()),
  /** Monthly only, 1–31 (clamped to short months). */
  dayOfMonth: v.optional(v.number()),
  nextSlot: v.optional(v.string()),
  nextDue: v.optional(v.string()),
  /** Set when the schedule was made from a card's or loan's payment fields. */
  fromAccountFields: v.optional(v.boolean()),
  /**
   * Code of the last failure to post (e.g. MISSING_RATE, NOT_FOUND); cleared by a success.
   * With no nextDue, the schedule is paused on it until its owner edits it.
   */
  lastError: v.optional(v.string()),
  /** The cron's pass that last gave this schedule its turn (model/schedules/runs.ts). */
  servedPass: v.optional(v.number()),
});

/**
 * One row per (schedule, occurrence date) the user or the poster acted on: the guard that
 * makes posting exactly-once, and the place for skips and one-off edits. `dueDate` is when it
 * posts (an edited date, else `date`).
 */
export const scheduleOccurrenceFields = v.object({
  userId: v.id("users"),
  scheduleId: v.id("schedules"),
  date: v.string(),
  dueDate: v.string(),
  status: vOccurrenceStatus,
  amount: v.optional(v.number()),
  notes: v.optional(v.string()),
  transactionId: v.optional(v.id("transactions")),
  error: v.optional(v.string()),
});
