/**
 * Input rules shared by the server (Convex functions) and the client (Mantine forms), so both
 * enforce exactly the same thing. Each returns an error code or null.
 */
import type { ErrorCode } from "./errors";
import { isValidAmount } from "./money";

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MAX_LENGTH = 80;
export const NOTES_MAX_LENGTH = 500;

// Pragmatic e-mail check: something@something.tld, no spaces. The real proof is the
// verification e-mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateRequired(value: string | null | undefined): ErrorCode | null {
  return value === null || value === undefined || value.trim() === "" ? "REQUIRED" : null;
}

export function validateEmail(value: string): ErrorCode | null {
  return validateRequired(value) ?? (EMAIL_PATTERN.test(value.trim()) ? null : "INVALID_EMAIL");
}

export function validatePassword(value: string): ErrorCode | null {
  if (value === "") return "REQUIRED";
  return value.length >= PASSWORD_MIN_LENGTH ? null : "PASSWORD_TOO_SHORT";
}

/** Day of month for billing and payment days: an integer from 1 to 31. */
export function validateDayOfMonth(value: number | null | undefined): ErrorCode | null {
  if (value === null || value === undefined) return "REQUIRED";
  return Number.isInteger(value) && value >= 1 && value <= 31 ? null : "INVALID_DAY";
}

export function validateName(value: string): ErrorCode | null {
  return (
    validateRequired(value) ?? (value.trim().length > NAME_MAX_LENGTH ? "NAME_TOO_LONG" : null)
  );
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

/** An amount the user enters: a positive safe integer of minor units (sign comes from kind). */
export function validatePositiveAmount(value: number): ErrorCode | null {
  return isValidAmount(value) && value > 0 ? null : "INVALID_AMOUNT";
}

/** A budget, a limit or a filter bound: a safe integer of minor units, zero allowed. */
export function validateNonNegativeAmount(value: number): ErrorCode | null {
  return isValidAmount(value) && value >= 0 ? null : "INVALID_AMOUNT";
}

/** A change such as a contribution or a withdrawal: any safe integer but zero. */
export function validateNonZeroAmount(value: number): ErrorCode | null {
  return isValidAmount(value) && value !== 0 ? null : "INVALID_AMOUNT";
}

/** A balance: any safe integer of minor units (zero and negative allowed). */
export function validateSignedAmount(value: number): ErrorCode | null {
  return isValidAmount(value) ? null : "INVALID_AMOUNT";
}

/** Notes and descriptions: optional, at most NOTES_MAX_LENGTH characters. */
export function validateNotes(value: string | undefined): ErrorCode | null {
  return value !== undefined && value.length > NOTES_MAX_LENGTH ? "NOTES_TOO_LONG" : null;
}
