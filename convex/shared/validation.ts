/**
 * Input rules shared by the server (Convex functions) and the client (Mantine forms), so both
 * enforce exactly the same thing. Each returns an error code or null.
 */
import type { ErrorCode } from "./errors";
import { isValidAmount, MAX_AMOUNT } from "./money";
import { hasForbiddenChars, normalizeText } from "./text";

export const PASSWORD_MIN_LENGTH = 6;
/** Far beyond any passphrase; a cap keeps hashing cheap and refuses megabyte "passwords". */
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 80;
/** A category group's name in the envelope budget (as short as a category's). */
export const GROUP_NAME_MAX_LENGTH = 40;
export const NOTES_MAX_LENGTH = 500;

/**
 * Transactions per bulk change (one call; the client sends larger selections in batches).
 * Bounded by bytes read: the largest transaction (twenty split parts, every text at its
 * longest in a two-byte script) is about 24 KB and a change reads each one twice (to load and
 * to rewrite it), so 200 read under 10 MB of Convex's 16 MiB per function (convex/model/bulk).
 */
export const BULK_MAX = 200;

// Pragmatic e-mail check: something@something.tld, no spaces. The real proof is the
// verification e-mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateRequired(value: string | null | undefined): ErrorCode | null {
  return value === null || value === undefined || value.trim() === "" ? "REQUIRED" : null;
}

export function validateEmail(value: string): ErrorCode | null {
  return validateRequired(value) ?? (EMAIL_PATTERN.test(value.trim()) ? null : "INVALID_EMAIL");
}

/**
 * At least PASSWORD_MIN_LENGTH characters (R53), at most PASSWORD_MAX_LENGTH, and not only
 * spaces. Nothing else is imposed: a strength meter may advise, never refuse.
 */
export function validatePassword(value: string): ErrorCode | null {
  if (value === "") return "REQUIRED";
  if (value.trim() === "") return "PASSWORD_BLANK";
  if (value.length < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  return value.length > PASSWORD_MAX_LENGTH ? "PASSWORD_TOO_LONG" : null;
}

/** Day of month for billing and payment days: an integer from 1 to 31. */
export function validateDayOfMonth(value: number | null | undefined): ErrorCode | null {
  if (value === null || value === undefined) return "REQUIRED";
  return Number.isInteger(value) && value >= 1 && value <= 31 ? null : "INVALID_DAY";
}

/**
 * Names of accounts, plans and people: not empty once normalised (NFC, trimmed; store
 * `normalizeText(value)`), no control or bidi characters (shared/text.ts), not too long.
 */
export function validateName(value: string): ErrorCode | null {
  const name = normalizeText(value);
  if (name === "") return "REQUIRED";
  if (hasForbiddenChars(name)) return "INVALID_NAME";
  return name.length > NAME_MAX_LENGTH ? "NAME_TOO_LONG" : null;
}

/** Calendar date "YYYY-MM-DD" that exists (no 2023-02-30). */
export function validateIsoDate(value: string): ErrorCode | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return "INVALID_DATE";
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const exists =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return exists && y >= 1900 && y <= 2200 ? null : "INVALID_DATE";
}

/**
 * An amount the user enters: a positive safe integer of minor units (sign comes from kind),
 * at most MAX_AMOUNT (shared/money.ts).
 */
export function validatePositiveAmount(value: number): ErrorCode | null {
  if (!isValidAmount(value) || value <= 0) return "INVALID_AMOUNT";
  return value > MAX_AMOUNT ? "AMOUNT_TOO_LARGE" : null;
}

/** A budget, a limit or a filter bound: a safe integer of minor units, zero allowed. */
export function validateNonNegativeAmount(value: number): ErrorCode | null {
  if (!isValidAmount(value) || value < 0) return "INVALID_AMOUNT";
  return value > MAX_AMOUNT ? "AMOUNT_TOO_LARGE" : null;
}

/** A change such as a contribution or a withdrawal: any safe integer but zero. */
export function validateNonZeroAmount(value: number): ErrorCode | null {
  if (!isValidAmount(value) || value === 0) return "INVALID_AMOUNT";
  return Math.abs(value) > MAX_AMOUNT ? "AMOUNT_TOO_LARGE" : null;
}

/** A balance: a safe integer of minor units within ±MAX_AMOUNT (zero and negative allowed). */
export function validateSignedAmount(value: number): ErrorCode | null {
  if (!isValidAmount(value)) return "INVALID_AMOUNT";
  return Math.abs(value) > MAX_AMOUNT ? "AMOUNT_TOO_LARGE" : null;
}

/**
 * Notes and descriptions: optional, at most NOTES_MAX_LENGTH characters once normalised
 * (store `normalizeText(value)`), several lines allowed, no other control or bidi characters.
 */
export function validateNotes(value: string | undefined): ErrorCode | null {
  if (value === undefined) return null;
  const notes = normalizeText(value);
  if (hasForbiddenChars(notes, true)) return "INVALID_TEXT";
  return notes.length > NOTES_MAX_LENGTH ? "NOTES_TOO_LONG" : null;
}

/** The highest yearly interest rate accepted, in percent (payday loans reach a few hundred). */
export const MAX_INTEREST_RATE = 1_000;

/** A card's or loan's interest rate: percent a year, 0 to MAX_INTEREST_RATE, two decimals. */
export function validateInterestRate(value: number): ErrorCode | null {
  const ok =
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_INTEREST_RATE &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return ok ? null : "INVALID_INTEREST_RATE";
}
