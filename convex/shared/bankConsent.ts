/**
 * Days before a bank consent ends that its connection asks to be renewed: on its card
 * (src/features/accounts/bank) and in the notifications (model/notifications/detect.ts).
 */
export const RENEW_DAYS = 7;
