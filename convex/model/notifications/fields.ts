/**
 * The fields of notifications and of each person's notification preferences. Notifications
 * belong to a PERSON (`userId` is the person, never a household's ledger key): in a household
 * every member gets their own copy of what is about the shared books, filtered by their own
 * preferences, and marks it read on their own.
 */
import { v, type Infer } from "convex/values";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../shared/notifications";

export {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type EmailTopic,
  WEEKLY_SUMMARY,
} from "../../shared/notifications";
export const vNotificationKind = v.union(...NOTIFICATION_KINDS.map((k) => v.literal(k)));
export const vEmailTopic = v.union(vNotificationKind, v.literal("weekly_summary"));

/** What the text needs, so the list never reads the subject again. */
export const vNotificationFacts = v.object({
  name: v.optional(v.string()),
  amount: v.optional(v.number()),
  currency: v.optional(v.string()),
  date: v.optional(v.string()),
  accountName: v.optional(v.string()),
  status: v.optional(v.string()),
  /** A subscription's price before the change. */
  previousAmount: v.optional(v.number()),
  /** A bill the forecast says its account cannot pay on the day. */
  short: v.optional(v.boolean()),
  /** Who joined a household, or whose role changed. */
  person: v.optional(v.string()),
  /** The household's role now (member_joined, role_changed). */
  role: v.optional(v.string()),
});
export type NotificationFacts = Infer<typeof vNotificationFacts>;

export const notificationFields = v.object({
  /** The person it is for. */
  userId: v.id("users"),
  /** The books it is about (a household's ledger key), for the link. */
  ledgerKey: v.id("users"),
  kind: vNotificationKind,
  /** The id of the schedule, account, budget or connection it is about. */
  subjectId: v.string(),
  /** kind:subject:occurrence — made once per person (the by_user_key index guards it). */
  key: v.string(),
  createdAt: v.number(),
  read: v.boolean(),
  /** False when the person wants this kind by e-mail only: kept for the exactly-once key. */
  shown: v.boolean(),
  facts: vNotificationFacts,
});

export const vChannels = v.object({ inApp: v.boolean(), email: v.boolean() });

const vMaybeChannels = v.optional(vChannels);

/** Every kind's channels: what preferences() answers (the quiet defaults fill the gaps). */
export const vKindPreferences = v.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, vChannels])) as Record<
    NotificationKind,
    typeof vChannels
  >,
);
export type KindPreferences = Infer<typeof vKindPreferences>;

/**
 * The kinds a person chose: what is stored and what savePreferences takes. A kind added
 * later is absent from older rows and clients, and keeps its default until chosen.
 */
export const vChosenKinds = v.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, vMaybeChannels])) as Record<
    NotificationKind,
    typeof vMaybeChannels
  >,
);
export type ChosenKinds = Infer<typeof vChosenKinds>;

export const notificationPreferenceFields = v.object({
  userId: v.id("users"),
  kinds: vChosenKinds,
  /** Days before a bill is due that it is announced (1-30). */
  billDays: v.number(),
  /** The Monday summary e-mail; off unless the person opts in. */
  weeklySummary: v.boolean(),
  /** The ISO week ("2024-W25") of the last summary sent: once per person and week. */
  weeklySentFor: v.optional(v.string()),
  /** The day the sweep last read each set of books' forecast for this person (detect.ts). */
  lookedAhead: v.optional(v.array(v.object({ ledgerKey: v.id("users"), on: v.string() }))),
});
