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
