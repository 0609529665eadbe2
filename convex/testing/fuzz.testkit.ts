/**
 * Fuzzing helpers (fast-check): arbitraries for what users type, mixing ordinary values with
 * hostile ones (NaN, −0, 2^53, control and bidi characters, impossible dates), and a runner
 * that checks, after every generated call, that a refusal is a translated code (never a crash)
 * and wrote nothing, that the ledger invariants hold, and that the other user's data never
 * moved. `npm test` runs FUZZ_RUNS = 200 cases per mutation; `npm run fuzz` runs 2,000.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import type { Id } from "../_generated/dataModel";
import type { Seed } from "../tests/authorization/authorization.matrix";
import { CURRENCIES } from "../shared/currencies";
import { CATEGORIES } from "../shared/domain";
import { errorCodeOf } from "../shared/errors";
import { MAX_AMOUNT } from "../shared/money";
import { MAX_RATE, MIN_RATE } from "../shared/rates";
import { seedUser, snapshotOf } from "./fixtures.testkit";
import { type Caller, newTest, signIn, type TestConvex } from "./helpers.testkit";
import { checkLedger } from "./ledger.testkit";

export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 200);
/** Room for FUZZ_RUNS calls on a slow machine. */
export const FUZZ_TIMEOUT = 60_000 + FUZZ_RUNS * 150;

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  MAX_AMOUNT,
  MAX_AMOUNT + 1,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  Number.MIN_VALUE,
];

/** Mostly ordinary positive minor units, sometimes hostile numbers. */
export const amount = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 5_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
);
export const signedAmount = fc.oneof(
  amount,
  amount.map((x) => -x),
);
export const smallInt = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2, max: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
);

const HOSTILE_CHARS = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u0085",
  "\u202e",
  "\u2066",
  "\u2069",
  "\ud800",
  "\n",
  "\t",
  "\u00a0",
  "e\u0301",
  "a",
  " ",
];

/** Names, notes and other free text. */
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc.array(fc.constantFrom(...HOSTILE_CHARS), { maxLength: 8 }).map((a) => a.join("")),
  },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "x".repeat(81), "y".repeat(501)) },
);

/** Calendar dates, mostly valid (1899–2201, so the 1900–2200 bounds are crossed too). */
export const isoDate = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .date({ min: new Date("1899-12-01"), max: new Date("2201-01-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", "2024-02-30", "2024-13-01", "24-01-01", "2024-6-15", "x"),
  },
);
/** Recent dates, where a ledger's rollups and schedules' occurrences live. */
export const recentDate = fc
  .date({ min: new Date("2023-01-01"), max: new Date("2024-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
export const monthKey = fc.oneof(
  { weight: 4, arbitrary: isoDate.map((d) => d.slice(0, 7)) },
  { weight: 1, arbitrary: fc.constantFrom("", "2024-13", "2024-6", "2024-06-01") },
);
export const rate = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: MIN_RATE / 10, max: MAX_RATE * 10, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, MIN_RATE, MAX_RATE) },
);
export const currency = fc.constantFrom(...CURRENCIES);
export const category = fc.constantFrom(...CATEGORIES);

export interface World {
  t: TestConvex;
  a: { as: Caller; userId: Id<"users">; seed: Seed };
  b: { as: Caller; userId: Id<"users">; seed: Seed };
}

/** User A and user B, each with one document of every kind. */
export async function world(): Promise<World> {
  const t = newTest();
  const a = await signIn(t, "a@example.com");
  const b = await signIn(t, "b@example.com");
  return {
    t,
    a: { ...a, seed: await seedUser(t, a.as, a.userId) },
    b: { ...b, seed: await seedUser(t, b.as, b.userId) },
  };
}

/** One of A's documents, or B's (which A must never reach). */
export function idOf<K extends keyof Seed>(w: World, key: K, ...more: Seed[K][]) {
  return fc.constantFrom(w.a.seed[key], w.b.seed[key], ...more);
}

/**
 * Calls `run` as user A with FUZZ_RUNS generated arguments. After each call: user B's data is
 * unchanged; a refusal carries a known error code and left A's data as it was; with `ledger`
 * (mutations that post or move money), an accepted call keeps the ledger consistent.
 */
export async function fuzz<T>(
  w: World,
  args: fc.Arbitrary<T>,
  run: (as: Caller, args: T) => Promise<unknown>,
  { ledger = false }: { ledger?: boolean } = {},
): Promise<{ accepted: number; refused: number }> {
  const users = [w.a.userId, w.b.userId];
  let last = await snapshotOf(w.t, users);
  const counts = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(args, async (input) => {
      const error = await run(w.a.as, input).then(
        () => null,
        (e: unknown) => e,
      );
      const now = await snapshotOf(w.t, users);
      expect(now[w.b.userId], "user B's data moved").toEqual(last[w.b.userId]);
      if (error !== null) {
        counts.refused += 1;
        if (process.env.FUZZ_DEBUG) console.log(errorCodeOf(error), JSON.stringify(input));
        expect(errorCodeOf(error), `not a translated refusal: ${String(error)}`).not.toBe(
          "INTERNAL",
        );
        expect(now[w.a.userId], "a refused call wrote something").toEqual(last[w.a.userId]);
      } else {
        counts.accepted += 1;
        if (ledger) await checkLedger(w.t);
      }
      last = now;
    }),
    { numRuns: FUZZ_RUNS },
  );
  return counts;
}

export type FuzzCase = [string, (w: World) => Promise<{ accepted: number; refused: number }>];

/** One test per mutation: FUZZ_RUNS generated inputs, some accepted, none crashing. */
export function runFuzzCases(cases: FuzzCase[]): void {
  test.each(cases)(
    `%s: ${FUZZ_RUNS} generated inputs never crash, never write when refused, never touch user B`,
    { timeout: FUZZ_TIMEOUT },
    async (_name, run) => {
      const counts = await run(await world());
      expect(counts.accepted + counts.refused).toBeGreaterThanOrEqual(FUZZ_RUNS);
      expect(counts.accepted, "some generated inputs are valid").toBeGreaterThan(0);
    },
  );
}
