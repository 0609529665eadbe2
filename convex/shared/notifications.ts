/** Notification kinds and limits shared by the server and the UI (model/notifications). */
export const NOTIFICATION_KINDS = [
  "bill_due",
  "low_balance_ahead",
  "budget_exceeded",
  "large_transaction",
  "bank_attention",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell shows "99+" from here on; counting further would read without bound. */
export const UNREAD_COUNT_CAP = 100;
