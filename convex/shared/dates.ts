/**
 * Calendar-date helpers on "YYYY-MM-DD" strings. Dates are the user's own calendar dates, so
 * everything here works on year/month/day numbers and never on time zones.
 */

/** "2024-03-15" → "2024-03": the key monthly rollups are stored under. */
export function monthKey(date: string): string {
  return date.slice(0, 7);
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one (month is 1-based here).
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

export function formatDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y, m, d];
}

/**
 * The next date (today included) that falls on `dayOfMonth`. A day past the end of a month is
 * clamped to its last day, so a payment day of 31 is due on 30 April and 28/29 February.
 */
export function nextDateForDay(today: string, dayOfMonth: number): string {
  const [y, m, d] = parts(today);
  const thisMonth = Math.min(dayOfMonth, daysInMonth(y, m));
  if (thisMonth >= d) return formatDate(y, m, thisMonth);
  const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
  return formatDate(ny, nm, Math.min(dayOfMonth, daysInMonth(ny, nm)));
}

// --- Day and month arithmetic for budgets, schedules, the planner and reports. ---
// Calendar dates are mapped to a day count with Date.UTC purely as a calendar calculator:
// no clock or time zone is involved, so "2024-02-29" + 1 day is "2024-03-01" everywhere.

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" → whole days since 1970-01-01. */
export function toDayNumber(date: string): number {
  const [y, m, d] = parts(date);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function fromDayNumber(day: number): string {
  const date = new Date(day * DAY_MS);
  return formatDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** "YYYY-MM" shifted by `months` (negative goes back). */
export function addMonthsToKey(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Number of months from `from` to `to` ("YYYY-MM"), 0 when equal, negative when before. */
export function monthDiff(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

/** Every month key from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const count = monthDiff(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addMonthsToKey(from, i));
}

/** Days in the month of a "YYYY-MM" key. */
export function daysInMonthKey(month: string): number {
  const [y, m] = month.split("-").map(Number);
  return daysInMonth(y, m);
}

/** A date `months` later on the same day, clamped to the target month's length. */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m] = addMonthsToKey(monthKey(date), months).split("-").map(Number);
  return formatDate(y, m, Math.min(parts(date)[2], daysInMonth(y, m)));
}

/** "YYYY-MM" that exists (month 01–12, year 1900–2200), else "INVALID_DATE". */
export function validateMonthKey(value: string): "INVALID_DATE" | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return "INVALID_DATE";
  const [y, m] = [Number(match[1]), Number(match[2])];
  return y >= 1900 && y <= 2200 && m >= 1 && m <= 12 ? null : "INVALID_DATE";
}
