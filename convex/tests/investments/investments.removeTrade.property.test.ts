/**
 * Property test (fast-check): after any sequence of recorded and removed trades, the positions,
 * the portfolio totals, the month entries and every sell's realised gain equal what recording
 * only the remaining trades, in the same order, from scratch gives.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { errorCodeOf } from "../../shared/errors";
import { FUZZ_RUNS, FUZZ_TIMEOUT } from "../../testing/fuzz.testkit";
import { type Caller, newTest, signIn } from "../../testing/helpers.testkit";
import { investmentStateOf } from "../../testing/investmentState.testkit";
import { investmentAccount } from "../../testing/investments.testkit";

/** Sequences per run: half of FUZZ_RUNS (100 in `npm test`), each up to 20 steps. */
const SEQUENCES = Math.max(50, Math.round(FUZZ_RUNS / 2));

const tradeArb = fc.record({
  kind: fc.constantFrom("buy", "buy", "buy", "sell", "sell", "dividend"),
  symbol: fc.constantFrom("AAA", "AAA", "BBB"),
  date: fc.constantFrom("2024-01-05", "2024-01-20", "2024-02-10", "2024-03-03"),
  quantity: fc.integer({ min: 1, max: 24 }).map((n) => (n / 4).toString()),
  price: fc.integer({ min: 100, max: 50_000 }).map((n) => (n / 100).toString()),
  amount: fc.integer({ min: 1, max: 10_000 }),
  fee: fc.integer({ min: 0, max: 300 }),
});
type TradeArgs = typeof tradeArb extends fc.Arbitrary<infer T> ? T : never;

const stepArb = fc.oneof(
  { weight: 4, arbitrary: tradeArb.map((trade) => ({ op: "record" as const, trade })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ op: "remove" as const, pick })) },
);

const twinBuy = (fee: number) => ({
  op: "record" as const,
  trade: {
    kind: "buy" as const,
    symbol: "AAA" as const,
    date: "2024-01-05" as const,
    quantity: "0.25",
    price: "1",
    amount: 1,
    fee,
  },
});
/** Removing the last of two identical buys must take the last identical month entry. */
const TWIN_BUYS = [twinBuy(0), twinBuy(1), twinBuy(0), { op: "remove" as const, pick: 2 }];

function recordArgs(accountId: Id<"accounts">, trade: TradeArgs) {
  const { kind, symbol, date, quantity, price, amount, fee } = trade;
  return kind === "dividend"
    ? { accountId, kind, symbol, date, amount, fee }
    : { accountId, kind, symbol, date, quantity, price, fee };
}

/** Records the trade; false when the server refused it (an oversell, not enough cash). */
async function tryRecord(as: Caller, accountId: Id<"accounts">, trade: TradeArgs) {
  try {
    return await as.mutation(api.investments.record, recordArgs(accountId, trade));
  } catch (error) {
    expect(["OVERSELL", "INSUFFICIENT_CASH"]).toContain(errorCodeOf(error));
    return null;
  }
}

test(
  `investments.removeTrade: ${SEQUENCES} sequences of records and removals leave the state recording only the remaining trades gives`,
  { timeout: FUZZ_TIMEOUT * 2 },
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 20 }), async (steps) => {
        const t = newTest();
        const { as } = await signIn(t, "a@example.com");
        const accountId = await investmentAccount(as, "EUR", 100_000_000);
        const kept: { id: Id<"investmentTrades">; trade: TradeArgs }[] = [];
        for (const step of steps) {
          if (step.op === "record") {
            const id = await tryRecord(as, accountId, step.trade);
            if (id !== null) kept.push({ id, trade: step.trade });
            continue;
          }
          if (kept.length === 0) continue;
          const index = step.pick % kept.length;
          try {
            await as.mutation(api.investments.removeTrade, { id: kept[index]!.id });
            kept.splice(index, 1);
          } catch (error) {
            expect(errorCodeOf(error)).toBe("OVERSELL");
          }
        }

        const fresh = await investmentAccount(as, "EUR", 100_000_000);
        for (const { trade } of kept) {
          await as.mutation(api.investments.record, recordArgs(fresh, trade));
        }
        expect(await investmentStateOf(t, accountId)).toEqual(await investmentStateOf(t, fresh));
      }),
      { numRuns: SEQUENCES, examples: [[TWIN_BUYS]] },
    );
  },
);
