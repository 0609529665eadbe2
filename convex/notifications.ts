/**
 * A person's notifications (model/notifications): the bell's list and unread count, marking
 * read, preferences, and the e-mailed unsubscribe link. Per person, whatever household is
 * open: the sweep (internal/notifications.ts) already gave each member their own copy.
 */
import { runBatch } from "./model/jobs/batches";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { guestMutation, personalMutation, personalQuery } from "./lib/functions";
import { fail } from "./model/errors";
import {
  vChosenKinds,
  vEmailTopic,
  vKindPreferences,
  vNotificationFacts,
  vNotificationKind,
} from "./model/notifications/fields";
import {
  BILL_DAYS_MAX,
  loadNotificationPreferences,
  saveNotificationPreferences,
  turnEmailOff,
} from "./model/notifications/preferences";
import {
  countUnread,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  markOneRead,
  markReadBatch,
  newest,
} from "./model/notifications/read";
import { readUnsubscribeLink } from "./model/notifications/unsubscribeToken";

const vItem = v.object({
  _id: v.id("notifications"),
  kind: vNotificationKind,
  createdAt: v.number(),
  read: v.boolean(),
  subjectId: v.string(),
  facts: vNotificationFacts,
});

/** Newest first; `unread` counts up to UNREAD_COUNT_CAP (the bell shows "99+" beyond). */
export const list = personalQuery({
  args: { limit: v.optional(v.number()) },
  returns: v.object({ unread: v.number(), items: v.array(vItem) }),
  handler: async (ctx, { limit }) => {
    const wanted = limit ?? LIST_LIMIT_DEFAULT;
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > LIST_LIMIT_MAX) {
      fail("INVALID_ARGUMENT", "limit");
    }
    const rows = await newest(ctx, ctx.personId, wanted);
    return {
      unread: await countUnread(ctx, ctx.personId),
      items: rows.map((r) => ({
        _id: r._id,
        kind: r.kind,
        createdAt: r.createdAt,
        read: r.read,
        subjectId: r.subjectId,
        facts: r.facts,
      })),
    };
  },
});

/** Takes the id as a string so another person's (or a made-up) id is NOT_FOUND alike. */
export const markRead = personalMutation({
  args: { id: v.string() },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await markOneRead(ctx, ctx.personId, id);
    return null;
  },
});

/** One bounded batch now; a long backlog finishes in scheduled batches. */
export const markAllRead = personalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const userId = ctx.personId;
    await runBatch(ctx, internal.internal.notifications.markAllReadBatch, async () => ({
      next: (await markReadBatch(ctx, userId)) ? { userId } : null,
    }));
    return null;
  },
});

export const preferences = personalQuery({
  args: {},
  returns: v.object({ kinds: vKindPreferences, billDays: v.number(), weeklySummary: v.boolean() }),
  handler: async (ctx) => await loadNotificationPreferences(ctx, ctx.personId),
});

/** Any part of the preferences (the weekly summary alone, say); the rest stays as it was. */
export const savePreferences = personalMutation({
  args: {
    kinds: v.optional(vChosenKinds),
    billDays: v.optional(v.number()),
    weeklySummary: v.optional(v.boolean()),
  },
  returns: v.null(),
  handler: async (ctx, prefs) => {
    const days = prefs.billDays;
    if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > BILL_DAYS_MAX)) {
      fail("INVALID_DAY", "billDays");
    }
    await saveNotificationPreferences(ctx, ctx.personId, prefs);
    return null;
  },
});

/**
 * The e-mailed link, signed in or not: the signed token names one person and one kind (or the
 * weekly summary), and all it can do is turn that e-mail off for them. Anything else is
 * INVALID_LINK.
 */
export const unsubscribe = guestMutation({
  args: { token: v.string() },
  returns: v.object({ kind: vEmailTopic }),
  handler: async (ctx, { token }) => {
    const link = token.length > 500 ? null : await readUnsubscribeLink(ctx, token);
    if (link === null) fail("INVALID_LINK");
    await turnEmailOff(ctx, link.personId, link.kind);
    return { kind: link.kind };
  },
});
