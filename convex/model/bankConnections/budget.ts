/**
 * The provider's request budget per connection. SimpleFIN Bridge allows about 24 requests a
 * day; each one is counted when made, and past the budget "Sync now" is refused with
 * RATE_LIMITED and the time until the oldest request leaves the day. A server on loopback
 * (tests, the demo bank) has none.
 */
export const REQUESTS_PER_DAY = 24;
export const BUDGET_WINDOW_MS = 86_400_000;

/** The request times still inside the day. */
export function recentRequests(times: number[], now: number): number[] {
  return times.filter((t) => t > now - BUDGET_WINDOW_MS && t <= now);
}

/** Milliseconds until a request is possible (0: now). */
export function waitFor(times: number[], unlimited: boolean, now: number): number {
  if (unlimited) return 0;
  const recent = recentRequests(times, now).sort((a, b) => a - b);
  if (recent.length < REQUESTS_PER_DAY) return 0;
  return recent[recent.length - REQUESTS_PER_DAY] + BUDGET_WINDOW_MS - now;
}

/**
 * PSD2 lets a provider read an account without the person present four times a day; the
 * scheduled syncs (every six hours) stay inside it, and a link's first sync or "Sync now",
 * with the person present, are not counted. All of a connection's accounts are read together,
 * so the connection's count is each account's.
 */
const UNATTENDED_PER_DAY = 4;

/** Milliseconds until an unattended read is allowed (0: now). */
export function unattendedWait(times: number[], now: number): number {
  const recent = recentRequests(times, now).sort((a, b) => a - b);
  if (recent.length < UNATTENDED_PER_DAY) return 0;
  return recent[recent.length - UNATTENDED_PER_DAY] + BUDGET_WINDOW_MS - now;
}
