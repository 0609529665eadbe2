/**
 * Days before a bank consent ends that its connection asks to be renewed: on its card
 * (src/features/accounts/bankConnections) and in the notifications (model/notifications/detect.ts).
 */
export const RENEW_DAYS = 7;
