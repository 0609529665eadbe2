/**
 * An import chunk's rows find the typed transfer sides they are copies of: one index range
 * over the chunk's dates gives the same sides, to the same rows, as asking row by row.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { typedSidesOf } from "../../model/ledger/transferCopies";
import { addDays } from "../../shared/dates";
import { FUZZ_RUNS } from "../../testing/fuzz.testkit";
import { makeAccount, newTest, signIn } from "../../testing/helpers.testkit";

const START = "2026-10-01";
/** Few amounts and days, so copies often meet sides, several sides one copy, and rows clash. */
const amount = fc.constantFrom(1_000, 2_500, 4_000);
const day = fc.integer({ min: 0, max: 20 });
const typed = fc.record({ amount, day, outgoing: fc.boolean() });
const copy = fc.record({ amount, day, outgoing: fc.boolean() });
const plain = fc.record({ amount, day });

describe("typed transfer sides for an import chunk", () => {
  test("one range read and one read per row attach the same sides to the same rows", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(typed, { maxLength: 8 }),
        fc.array(plain, { maxLength: 6 }),
        fc.array(copy, { minLength: 1, maxLength: 12 }),
        async (transfers, others, copies) => {
          const t = newTest();
          const { as } = await signIn(t, "alice@example.com");
          const checking = await makeAccount(as, "USD", 0);
          const savings = await makeAccount(as, "USD", 0);
          for (const tr of transfers) {
            await as.mutation(api.transactions.createTransfer, {
              fromAccountId: tr.outgoing ? checking : savings,
              toAccountId: tr.outgoing ? savings : checking,
              amount: tr.amount,
              date: addDays(START, tr.day),
            });
          }
          for (const row of others) {
            await as.mutation(api.transactions.create, {
              accountId: checking,
              date: addDays(START, row.day),
              amount: row.amount,
              kind: "expense",
              category: "food",
            });
          }
          const rows = copies.map((c) => ({
            date: addDays(START, c.day),
            amount: c.outgoing ? -c.amount : c.amount,
          }));
          await t.run(async (ctx) => {
            const byRange = await typedSidesOf(ctx, checking, rows, 1_000);
            const byRow = await typedSidesOf(ctx, checking, rows, 0);
            expect(byRange.map((side) => side?._id ?? null)).toEqual(
              byRow.map((side) => side?._id ?? null),
            );
            // A side is attached to one row at most.
            const ids = byRange.flatMap((side) => (side ? [side._id] : []));
            expect(new Set(ids).size).toBe(ids.length);
          });
        },
      ),
      { numRuns: Math.max(25, Math.round(FUZZ_RUNS / 8)) },
    );
  });
});
