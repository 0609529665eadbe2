/**
 * The notification sweep (crons.ts, hourly). `sweep` walks through people in batches by a
 * cursor and gives each person their own chain of scheduled turns (`sweepPerson`), one turn
 * per set of books they belong to, then a last turn that sends their one e-mail. So one
 * person's failure stops no one else, a person with many schedules costs bounded turns of
 * their own (model/notifications/detect.ts caps every read), and a person in several
 * households never adds them up in one mutation.
 *
 * Each notification has a key (kind:subject:occurrence) read through the by_user_key index in
 * the same mutation that inserts it (model/notifications/deliver.ts): a sweep run again, two
 * sweeps at once (Convex serialises the conflicting writes and the later one re-reads the key)
 * or a sweep that failed halfway make each notification exactly once. What a turn made to be
 * mailed rides on to the next turn in its arguments, scheduled in the same transaction, so it
 * is mailed once: at most one e-mail per person per run, rate limited per day.
 */
import { runBatch } from "../model/jobs/batches";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import { detectDue } from "../model/notifications/detect";
import { mailDigest, record } from "../model/notifications/deliver";
import { vNotificationFacts, vNotificationKind } from "../model/notifications/fields";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  findNotificationPreferences,
  loadNotificationPreferences,
} from "../model/notifications/preferences";
import { markReadBatch } from "../model/notifications/read";
import {
  isoWeek,
  isSummaryDay,
  vWeeklySummary,
  weeklySummary,
  type WeeklySummary,
} from "../model/notifications/weekly";
import { findPreferences } from "../model/users/preferences";
import { serverToday } from "../model/schedules/recurrence";

/** People per sweep batch: each batch only reads user rows and schedules their turns. */
export const PEOPLE_PER_BATCH = 100;
/** Households a person's turns look at (a person belongs to few). */
const HOUSEHOLDS_PER_PERSON = 5;

export const sweep = internalMutation({
  args: { cursor: v.optional(v.number()), today: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, args) => {
    const today = args.today ?? serverToday();
    const cursor = args.cursor;
    const people = await ctx.db
      .query("users")
      .withIndex("by_creation_time", (q) =>
        cursor === undefined ? q : q.gt("_creationTime", cursor),
      )
      .take(PEOPLE_PER_BATCH);
    for (const person of people) {
      if (person.householdLedger === true) continue;
      await ctx.scheduler.runAfter(0, internal.internal.notifications.sweepPerson, {
        userId: person._id,
        today,
      });
    }
    await runBatch(ctx, internal.internal.notifications.sweep, async () => ({
      handled: people.length,
      next:
        people.length === PEOPLE_PER_BATCH
          ? { cursor: people[people.length - 1]!._creationTime, today }
          : null,
    }));
    return null;
  },
});

/** The books a person belongs to, and which of them they have open. */
async function booksOf(ctx: MutationCtx, userId: Id<"users">) {
  const memberships = await ctx.db
    .query("householdMembers")
    .withIndex("by_user_active", (q) => q.eq("userId", userId))
    .take(HOUSEHOLDS_PER_PERSON);
  // A person the households migration has not reached yet keeps their books under their id.
  if (memberships.length === 0) return [{ ledgerKey: userId, open: true }];
  return memberships.map((m) => ({ ledgerKey: m.ledgerKey, open: m.active }));
}

/**
 * True in the person's first turn of the day for these books (and marks it taken): the turn
 * that reads the forecast, the subscriptions detector and the envelope view (detect.ts).
 */
async function claimLookAhead(
  ctx: MutationCtx,
  userId: Id<"users">,
  ledgerKey: Id<"users">,
  today: string,
) {
  const row = await findNotificationPreferences(ctx, userId);
  const marks = row?.lookedAhead ?? [];
  if (marks.some((m) => m.ledgerKey === ledgerKey && m.on === today)) return false;
  // One mark per set of books the person still belongs to in this sweep (a few at most).
  const lookedAhead = [
    ...marks.filter((m) => m.ledgerKey !== ledgerKey).slice(-HOUSEHOLDS_PER_PERSON),
    { ledgerKey, on: today },
  ];
  if (row !== null) await ctx.db.patch("notificationPreferences", row._id, { lookedAhead });
  else {
    const { kinds: _defaults, ...rest } = DEFAULT_NOTIFICATION_PREFERENCES;
    await ctx.db.insert("notificationPreferences", { userId, kinds: {}, ...rest, lookedAhead });
  }
  return true;
}

/** The Monday summary is due for this person this week and not yet sent: mark it sent. */
async function claimWeekly(ctx: MutationCtx, userId: Id<"users">, today: string) {
  if (!isSummaryDay(today)) return false;
  const row = await findNotificationPreferences(ctx, userId);
  const week = isoWeek(today);
  if (row === null || !row.weeklySummary || row.weeklySentFor === week) return false;
  await ctx.db.patch("notificationPreferences", row._id, { weeklySentFor: week });
  return true;
}

const vDigestItem = v.object({ kind: vNotificationKind, facts: vNotificationFacts });

/**
 * One turn of one person: step k < their number of books detects what is due in the k-th;
 * the step after the last sends the e-mail with what the turns handed on.
 */
export const sweepPerson = internalMutation({
  args: {
    userId: v.id("users"),
    today: v.string(),
    step: v.optional(v.number()),
    mailed: v.optional(v.array(vDigestItem)),
    weekly: v.optional(vWeeklySummary),
  },
  returns: v.null(),
  handler: async (ctx, { userId, today, step = 0, mailed = [], weekly }) => {
    const person = await ctx.db.get("users", userId);
    if (person === null || person.householdLedger === true) return null;
    const books = await booksOf(ctx, userId);
    const turn = books[step];
    if (turn === undefined) {
      await mailDigest(ctx, person, { items: mailed, weekly: weekly ?? null });
      return null;
    }
    const prefs = await loadNotificationPreferences(ctx, userId);
    const envelopes = (await findPreferences(ctx, userId))?.budgetType === "envelope";
    const writeSummary =
      turn.open && weekly === undefined && (await claimWeekly(ctx, userId, today));
    const daily = await claimLookAhead(ctx, userId, turn.ledgerKey, today);
    const { candidates, ahead } = await detectDue(ctx, turn.ledgerKey, today, {
      userId,
      billDays: prefs.billDays,
      envelopes,
      lookAhead: daily || writeSummary,
    });
    const next = [...mailed];
    for (const candidate of candidates) {
      if (await record(ctx, userId, turn.ledgerKey, prefs, candidate)) {
        next.push({ kind: candidate.kind, facts: candidate.facts });
      }
    }
    let summary: WeeklySummary | undefined = weekly;
    if (writeSummary && ahead !== null) summary = await weeklySummary(ctx, turn.ledgerKey, ahead);
    // The person's next set of books (or the e-mail) is the next batch of this person's turn.
    await runBatch(ctx, internal.internal.notifications.sweepPerson, async () => ({
      handled: candidates.length,
      next: {
        userId,
        today,
        step: step + 1,
        mailed: next,
        ...(summary === undefined ? {} : { weekly: summary }),
      },
    }));
    return null;
  },
});

/** The rest of a long "mark all read", a bounded batch at a time. */
export const markAllReadBatch = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await runBatch(ctx, internal.internal.notifications.markAllReadBatch, async () => ({
      next: (await markReadBatch(ctx, userId)) ? { userId } : null,
    }));
    return null;
  },
});
