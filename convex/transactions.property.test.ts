/**
 * Property test: a seeded random sequence of creates, edits, deletes and transfers across
 * accounts in several currencies. After every step, each balance must equal initialBalance +
 * the sum of its transactions and every rollup row must equal the recomputed aggregate.
 */
import { expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { CATEGORIES } from "./shared/domain";
import { type Caller, newTest, signIn } from "./testing/helpers.testkit";
import { checkLedger } from "./testing/ledger.testkit";

/** mulberry32: small, fast, seeded, so a failure can be replayed exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick };
}

const STEPS = 300;
const SEED = 20240615;

test(
  "random ledger operations keep balances and rollups consistent",
  { timeout: 60_000 },
  async () => {
    const t = newTest();
    const { as } = await signIn(t, "a@example.com");
    const r = prng(SEED);
    const accounts: Id<"accounts">[] = [];
    for (const [currency, initial] of [
      ["USD", 100_000],
      ["EUR", 5_000],
      ["JPY", 30_000],
      ["USD", -2_000],
    ] as const) {
      accounts.push(
        await as.mutation(api.accounts.create, {
          name: currency,
          type: "bank",
          currency,
          initialBalance: initial,
        }),
      );
    }
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.0837 });
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: 151.3 });
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "JPY", rate: 163.9 });
    const randomDate = () =>
      `20${r.int(15, 24)}-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
    const entry = () => ({
      kind: r.pick(["income", "expense"] as const),
      amount: r.int(1, 50_000),
      currency: r.next() < 0.2 ? r.pick(["USD", "EUR", "JPY"] as const) : undefined,
      date: randomDate(),
      category: r.pick(CATEGORIES),
      notes: r.next() < 0.3 ? `note ${r.int(1, 99)}` : undefined,
    });
    const counts: Record<string, number> = {};
    for (let step = 0; step < STEPS; step++) {
      const op = await randomStep(as, r, accounts, entry, randomDate);
      counts[op] = (counts[op] ?? 0) + 1;
      await checkLedger(t);
    }
    // The sequence exercised every kind of operation.
    expect(Object.keys(counts).sort()).toEqual([
      "create",
      "remove",
      "transfer",
      "update",
      "updateTransfer",
    ]);
  },
);

type Rand = ReturnType<typeof prng>;

async function randomStep(
  as: Caller,
  r: Rand,
  accounts: Id<"accounts">[],
  entry: () => {
    kind: "income" | "expense";
    amount: number;
    currency?: "USD" | "EUR" | "JPY";
    date: string;
    category: (typeof CATEGORIES)[number];
    notes?: string;
  },
  randomDate: () => string,
): Promise<string> {
  const accountId = r.pick(accounts);
  const existing = await as.query(api.transactions.list, {
    accountId,
    paginationOpts: { numItems: 20, cursor: null },
  });
  const roll = r.next();
  const target = existing.page.length > 0 ? r.pick(existing.page) : null;
  if (target === null || roll < 0.35) {
    await as.mutation(api.transactions.create, { accountId, ...entry() });
    return "create";
  }
  if (roll < 0.55) {
    const toAccountId = r.pick(accounts.filter((a) => a !== accountId));
    await as.mutation(api.transactions.createTransfer, {
      fromAccountId: accountId,
      toAccountId,
      amount: r.int(1, 20_000),
      date: randomDate(),
    });
    return "transfer";
  }
  if (roll < 0.8) {
    if (target.kind === "transfer") {
      await as.mutation(api.transactions.updateTransfer, {
        id: target._id,
        amount: r.int(1, 20_000),
        date: randomDate(),
        notes: "edited",
      });
      return "updateTransfer";
    }
    await as.mutation(api.transactions.update, { id: target._id, ...entry() });
    return "update";
  }
  await as.mutation(api.transactions.remove, { id: target._id });
  return "remove";
}
