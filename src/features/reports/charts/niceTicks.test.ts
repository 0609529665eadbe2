import { describe, expect, test } from "vitest";
import { niceTicks } from "./niceTicks";

describe("round axis ticks", () => {
  test("a net worth up to 19,500.00 reads 0 / 5K / 10K / 15K / 20K, not 6.5K / 13K / 19.5K", () => {
    expect(niceTicks([650_000, 1_300_000, 1_950_000])).toEqual([
      0, 500_000, 1_000_000, 1_500_000, 2_000_000,
    ]);
  });

  test("negative values and zero are covered, every step 1, 2 or 5 × a power of ten", () => {
    const ticks = niceTicks([-259_15, 180_000]);
    expect(ticks[0]).toBeLessThanOrEqual(-25_915);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(180_000);
    expect(ticks).toContain(0);
    const step = ticks[1] - ticks[0];
    expect(String(step)).toMatch(/^[125]0*$/);
    for (let i = 1; i < ticks.length; i += 1) expect(ticks[i] - ticks[i - 1]).toBe(step);
  });

  test("tiny and empty ranges still give round ticks", () => {
    expect(niceTicks([])).toEqual([0, 1]);
    expect(niceTicks([3])).toEqual([0, 1, 2, 3]);
    expect(niceTicks([0, 7])).toEqual([0, 2, 4, 6, 8]);
  });
});
