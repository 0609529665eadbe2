/**
 * Notifications: the bell's live list and unread count (useQuery, so a notification the
 * sweep makes appears in every open tab), marking read, preferences and the e-mailed
 * unsubscribe link. The only place the app calls api.notifications.
 */
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { NOTIFICATION_KINDS, UNREAD_COUNT_CAP } from "../../convex/shared/notifications";

export { NOTIFICATION_KINDS, UNREAD_COUNT_CAP };
export type NotificationList = FunctionReturnType<typeof api.notifications.list>;
export type NotificationItem = NotificationList["items"][number];
/** What an unsubscribe link turns off: one kind, or the weekly summary. */
export type EmailTopic = FunctionReturnType<typeof api.notifications.unsubscribe>["kind"];
export type NotificationPreferences = FunctionReturnType<typeof api.notifications.preferences>;

/** How many the panel shows; the server caps a page at 50. */
export const PANEL_SIZE = 20;

export function useNotifications(signedIn: boolean) {
  return useQuery(api.notifications.list, signedIn ? { limit: PANEL_SIZE } : "skip");
}

export function useNotificationMutations() {
  return {
    markRead: useMutation(api.notifications.markRead),
    markAllRead: useMutation(api.notifications.markAllRead),
  };
}

export function useNotificationPreferences() {
  return useQuery(api.notifications.preferences, {});
}

export function useSaveNotificationPreferences() {
  return useMutation(api.notifications.savePreferences);
}

export function useUnsubscribe() {
  return useMutation(api.notifications.unsubscribe);
}
