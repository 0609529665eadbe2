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
