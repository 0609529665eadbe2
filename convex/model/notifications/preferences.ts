/** A person's notification preferences, with quiet defaults until they save their own. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import {
  NOTIFICATION_KINDS,
  type ChosenKinds,
  type EmailTopic,
  type KindPreferences,
} from "./fields";

export interface NotificationPreferences {
  kinds: KindPreferences;
  billDays: number;
  weeklySummary: boolean;
}

/** What savePreferences takes: any part; the rest stays as it was. */
export interface PreferenceChanges {
  kinds?: ChosenKinds;
  billDays?: number;
  weeklySummary?: boolean;
}

export const BILL_DAYS_DEFAULT = 3;
export const BILL_DAYS_MAX = 30;

const quiet = { inApp: true, email: false };
const mailed = { inApp: true, email: true };

/**
 * Everything shows in the app; e-mail only for what costs money when missed (a bill, a balance
 * about to go below its floor, a bank that stopped syncing, a price that went up) and for a
 * change of one's own role in a household.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    bill_due: mailed,
    low_balance_ahead: mailed,
    budget_exceeded: quiet,
    envelope_overspent: quiet,
    large_transaction: quiet,
    bank_attention: mailed,
    subscription_price_change: mailed,
    new_subscription: quiet,
    member_joined: quiet,
    role_changed: mailed,
  },
  billDays: BILL_DAYS_DEFAULT,
  weeklySummary: false,
};

export async function findNotificationPreferences(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
) {
  return await ctx.db
    .query("notificationPreferences")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** Each kind as chosen, else its default. */
function withDefaults(chosen: ChosenKinds): KindPreferences {
  const kinds = { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds };
  for (const kind of NOTIFICATION_KINDS) kinds[kind] = chosen[kind] ?? kinds[kind];
  return kinds;
}

export async function loadNotificationPreferences(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<NotificationPreferences> {
  const row = await findNotificationPreferences(ctx, userId);
  if (row === null) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    kinds: withDefaults(row.kinds),
    billDays: row.billDays,
    weeklySummary: row.weeklySummary,
  };
}

export async function saveNotificationPreferences(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  changes: PreferenceChanges,
): Promise<void> {
  const row = await findNotificationPreferences(ctx, userId);
  const now = await loadNotificationPreferences(ctx, userId);
  const next = {
    kinds: withDefaults({ ...now.kinds, ...changes.kinds }),
    billDays: changes.billDays ?? now.billDays,
    weeklySummary: changes.weeklySummary ?? now.weeklySummary,
  };
  if (row === null) await ctx.db.insert("notificationPreferences", { userId, ...next });
  else await ctx.db.patch("notificationPreferences", row._id, next);
}

/** Turns one kind's e-mail (or the weekly summary) off for one person: the link's whole power. */
export async function turnEmailOff(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  topic: EmailTopic,
): Promise<void> {
  if (topic === "weekly_summary") {
    await saveNotificationPreferences(ctx, userId, { weeklySummary: false });
    return;
  }
  const prefs = await loadNotificationPreferences(ctx, userId);
  await saveNotificationPreferences(ctx, userId, {
    kinds: { ...prefs.kinds, [topic]: { ...prefs.kinds[topic], email: false } },
  });
}
