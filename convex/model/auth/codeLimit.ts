/**
 * The limit on two-factor codes, apart from the password back-off: whoever holds the password
 * must not be able to guess the six digits. Two rules:
 *
 * - At most CODES_PER_MINUTE attempts a minute per user (a token bucket taken before the code
 *   is checked, so parallel guesses cannot slip past it).
 * - After LOCK_AFTER wrong codes in a row, codes from the app are not checked for LOCK_MS, and
 *   every further wrong code starts the lock again; only a right code resets the count. The
 *   owner is e-mailed when a lock starts (at most once a day): someone has their password.
 *   Recovery codes are still checked during a lock (ten random 50-bit codes cannot be
 *   guessed at five a minute), so the owner is never locked out by someone else's guesses.
 *
 * So at most LOCK_AFTER codes are checked in the first hour and one an hour after that (the
 * password back-off alone let 100–126 an hour through).
 */
import type { Doc } from "../../_generated/dataModel";

export const CODES_PER_MINUTE = 5;
const LOCK_AFTER = 10;
const LOCK_MS = 60 * 60 * 1000;
/** The owner hears about locks at most this often. */
const LOCK_ALERT_EVERY_MS = 24 * 60 * 60 * 1000;

export function lockedUntil(row: Doc<"twoFactor"> | null, now: number): number | null {
  return row?.lockedUntil !== undefined && row.lockedUntil > now ? row.lockedUntil : null;
}

/** What one more wrong code changes on the row, and whether the owner should be told. */
export function afterWrongCode(
  row: Doc<"twoFactor">,
  now: number,
): {
  patch: Partial<Pick<Doc<"twoFactor">, "wrongCodes" | "lockedUntil" | "lockAlertAt">>;
  alert: boolean;
} {
  const wrongCodes = (row.wrongCodes ?? 0) + 1;
  if (wrongCodes < LOCK_AFTER) return { patch: { wrongCodes }, alert: false };
  const alert = row.lockAlertAt === undefined || now - row.lockAlertAt >= LOCK_ALERT_EVERY_MS;
  return {
    patch: { wrongCodes, lockedUntil: now + LOCK_MS, ...(alert ? { lockAlertAt: now } : {}) },
    alert,
  };
}
