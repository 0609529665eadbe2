/**
 * A fake clock for function tests: only Date is faked, so crypto, scheduling and the auth
 * actions run normally. Each test starts where the clock stands; `advance` moves it on, and
 * the time carries over to the next test as a real clock's would.
 */
import { afterEach, beforeEach, vi } from "vitest";

export function fakeDate(start: number) {
  let now = start;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
  };
}
