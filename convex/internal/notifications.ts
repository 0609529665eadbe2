/**
 * The notification sweep (crons.ts, hourly). `sweep` walks through people in batches by a
 * cursor and gives each person their own scheduled mutation (`sweepPerson`), so one person's
 * failure stops no one else and a person with many schedules costs one bounded turn of their
 * own (model/notifications/detect.ts caps every read). Each notification has a key
 * (kind:subject:occurrence) read through the by_user_key index in the same mutation that
 * inserts it: a sweep run again, two sweeps at once (Convex serialises the conflicting
 * writes and the later one re-reads the key) or a sweep that failed halfway make each
 * notification exactly once. At most one e-mail per person per run, rate limited per day.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import { rateLimit } from "../model/auth/rateLimits";
import { env } from "../model/env";
import { emailLanguage } from "../model/email/templates";
import { detectDue } from "../model/notifications/detect";
import { renderDigest, type DigestItem } from "../model/notifications/email";
import type { NotificationKind } from "../model/notifications/fields";
import { loadNotificationPreferences } from "../model/notifications/preferences";
import { markReadBatch } from "../model/notifications/read";
import { unsubscribeToken } from "../model/notifications/unsubscribeToken";
import { findPreferences } from "../model/users/preferences";
import { serverToday } from "../model/planning/recurrence";

/** People per sweep batch: each batch only reads user rows and schedules their turns. */
export const PEOPLE_PER_BATCH = 100;
/** Households a person's turn looks at (a person belongs to few). */
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
    if (people.length === PEOPLE_PER_BATCH) {
      await ctx.scheduler.runAfter(0, internal.internal.notifications.sweep, {
        cursor: people[people.length - 1]!._creationTime,
        today,
      });
    }
    return null;
  },
});

async function ledgerKeysOf(ctx: MutationCtx, userId: Id<"users">): Promise<Id<"users">[]> {
  const memberships = await ctx.db
    .query("householdMembers")
    .withIndex("by_user_active", (q) => q.eq("userId", userId))
    .take(HOUSEHOLDS_PER_PERSON);
  // A person the households migration has not reached yet keeps their books under their id.
  return memberships.length === 0 ? [userId] : [...new Set(memberships.map((m) => m.ledgerKey))];
}

/** One person's turn: their new notifications, and one e-mail with those they want mailed. */
export const sweepPerson = internalMutation({
  args: { userId: v.id("users"), today: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId, today }) => {
    const person = await ctx.db.get("users", userId);
    if (person === null || person.householdLedger === true) return null;
    const prefs = await loadNotificationPreferences(ctx, userId);
    const mailed: DigestItem[] = [];
    for (const ledgerKey of await ledgerKeysOf(ctx, userId)) {
      for (const candidate of await detectDue(ctx, ledgerKey, today, prefs.billDays)) {
        const channels = prefs.kinds[candidate.kind];
        if (!channels.inApp && !channels.email) continue;
        const made = await ctx.db
          .query("notifications")
          .withIndex("by_user_key", (q) => q.eq("userId", userId).eq("key", candidate.key))
          .first();
        if (made !== null) continue;
        await ctx.db.insert("notifications", {
          userId,
          ledgerKey,
          kind: candidate.kind,
          subjectId: candidate.subjectId,
          key: candidate.key,
          createdAt: Date.now(),
          read: false,
          shown: channels.inApp,
          facts: candidate.facts,
        });
        if (channels.email) mailed.push({ kind: candidate.kind, facts: candidate.facts });
      }
    }
    if (mailed.length > 0) await mailDigest(ctx, person, mailed);
    return null;
  },
});

/** The run's one e-mail, unless the person has had their e-mails for the day. */
async function mailDigest(ctx: MutationCtx, person: Doc<"users">, items: DigestItem[]) {
  // Without the app's address there is no link to send; the in-app notifications stand.
  const site = env("SITE_URL")?.replace(/\/$/, "");
  if (!person.email || !site) return;
  const allowed = await rateLimit(ctx, { name: "notificationEmails", key: person._id });
  if (!allowed.ok) return;
  const unsubscribe: Partial<Record<NotificationKind, string>> = {};
  for (const kind of new Set(items.map((i) => i.kind))) {
    const token = await unsubscribeToken(person._id, kind);
    if (token !== null)
      unsubscribe[kind] = `${site}/unsubscribe?token=${encodeURIComponent(token)}`;
  }
  const language = emailLanguage((await findPreferences(ctx, person._id))?.language);
  const rendered = renderDigest(language, items, {
    open: `${site}/`,
    preferences: `${site}/settings#notifications`,
    unsubscribe,
  });
  await ctx.scheduler.runAfter(0, internal.internal.emails.sendEmail, {
    to: person.email,
    ...rendered,
  });
}

/** The rest of a long "mark all read", a bounded batch at a time. */
export const markAllReadBatch = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    if (await markReadBatch(ctx, userId)) {
      await ctx.scheduler.runAfter(0, internal.internal.notifications.markAllReadBatch, { userId });
    }
    return null;
  },
});
