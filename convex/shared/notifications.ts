/** Notification kinds and limits shared by the server and the UI (model/notifications). */
export const NOTIFICATION_KINDS = [
  "bill_due",
  "low_balance_ahead",
  "budget_exceeded",
  "envelope_overspent",
  "large_transaction",
  "bank_attention",
  "subscription_price_change",
  "new_subscription",
  "member_joined",
  "role_changed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What an unsubscribe link can turn off: one kind's e-mail, or the Monday summary (which is
 * an e-mail only, not a kind of notification).
 */
export const WEEKLY_SUMMARY = "weekly_summary" as const;
export type EmailTopic = NotificationKind | typeof WEEKLY_SUMMARY;

/** The bell shows "99+" from here on; counting further would read without bound. */
export const UNREAD_COUNT_CAP = 100;
