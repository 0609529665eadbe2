/** A person's notification preferences, with quiet defaults until they save their own. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { KindPreferences, NotificationKind } from "./fields";

export interface NotificationPreferences {
  kinds: KindPreferences;
  billDays: number;
  weeklySummary: boolean;
}

export const BILL_DAYS_DEFAULT = 3;
export const BILL_DAYS_MAX = 30;

/**
 * Everything shows in the app; e-mail only for what costs money when missed (a bill, a balance
 * about to go below its floor, a bank that stopped syncing).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    bill_due: { inApp: true, email: true },
    low_balance_ahead: { inApp: true, email: true },
    budget_exceeded: { inApp: true, email: false },
    large_transaction: { inApp: true, email: false },
    bank_attention: { inApp: true, email: true },
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

export async function loadNotificationPreferences(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<NotificationPreferences> {
  const row = await findNotificationPreferences(ctx, userId);
  if (row === null) return DEFAULT_NOTIFICATION_PREFERENCES;
  return { kinds: row.kinds, billDays: row.billDays, weeklySummary: row.weeklySummary };
}

export async function saveNotificationPreferences(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  prefs: NotificationPreferences,
): Promise<void> {
  const row = await findNotificationPreferences(ctx, userId);
  if (row === null) await ctx.db.insert("notificationPreferences", { userId, ...prefs });
  else await ctx.db.patch("notificationPreferences", row._id, prefs);
}

/** Turns one kind's e-mail off for one person (the unsubscribe link's whole power). */
export async function turnEmailOff(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  kind: NotificationKind,
): Promise<void> {
  const prefs = await loadNotificationPreferences(ctx, userId);
  await saveNotificationPreferences(ctx, userId, {
    ...prefs,
    kinds: { ...prefs.kinds, [kind]: { ...prefs.kinds[kind], email: false } },
  });
}
