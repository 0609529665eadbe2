/**
 * Fuzzing the restore: generated rows of the tables a backup most often carries,
 * with hostile numbers and text, and references to another user's documents. A refused row
 * must carry a translated code and write nothing, an accepted one must keep the ledger
 * consistent, and user B's data never moves (see testing/fuzz.testkit.ts).
 */
import fc from "fast-check";
import { api } from "../../_generated/api";
import { seedUser } from "../../testing/fixtures.testkit";
import {
  amount,
  category,
  currency,
  fuzz,
  isoDate,
  monthKey,
  rate,
  runFuzzCases,
  signedAmount,
  text,
  type FuzzCase,
  type World,
} from "../../testing/fuzz.testkit";
import { newTest, signIn } from "../../testing/helpers.testkit";
import { restoring } from "../../testing/portability.testkit";
import type { ExportedTable } from "../../shared/portability";

/** User A in the middle of a restore (one account restored), user B with data of every kind. */
async function restoringWorld(): Promise<World & { account: string }> {
  const t = newTest();
  const b = await signIn(t, "b@example.com");
  const seed = await seedUser(t, b.as, b.userId);
  const a = await restoring(t, "a@example.com");
  return { t, a: { ...a, seed }, b: { ...b, seed }, account: a.account };
}

function restoreCase(
  table: ExportedTable,
  doc: (w: World & { account: string }) => fc.Arbitrary<Record<string, unknown>>,
  ledger = false,
): FuzzCase {
  return [
    `dataRestore:insert ${table}`,
    async () => {
      const w = await restoringWorld();
      return await fuzz(
        w,
        doc(w),
        (as, row) => as.mutation(api.dataRestore.insert, { table, docs: [row] }),
        { ledger },
      );
    },
  ];
}

const accountId = (w: World & { account: string }) =>
  fc.constantFrom(w.account, w.account, w.b.seed.account);

runFuzzCases([
  restoreCase("accounts", () =>
    fc.record({
      name: text,
      type: fc.constantFrom("cash", "checking", "savings"),
      currency,
      initialBalance: signedAmount,
      balance: signedAmount,
    }),
  ),
  restoreCase(
    "transactions",
    (w) =>
      fc.record(
        {
          accountId: accountId(w),
          kind: fc.constantFrom("income", "expense"),
          amount: signedAmount,
          date: isoDate,
          category,
          payee: text,
          notes: text,
          tags: fc.array(text, { maxLength: 3 }),
          cleared: fc.constantFrom("uncleared", "cleared", "reconciled"),
        },
        { requiredKeys: ["accountId", "kind", "amount", "date", "category"] },
      ),
    true,
  ),
  restoreCase("exchangeRates", () =>
    fc.record({
      base: currency,
      quote: currency,
      rate,
      source: fc.constantFrom("manual", "reference"),
      updatedAt: fc.constantFrom(0, 1_700_000_000_000, -1, Number.NaN),
    }),
  ),
  restoreCase("budgets", () =>
    fc.record({ month: monthKey, scope: category, amount, currency, rollover: fc.boolean() }),
  ),
  restoreCase("categories", () =>
    fc.record({ name: text, group: text }, { requiredKeys: ["name"] }),
  ),
  restoreCase("envelopeMonths", () =>
    fc.record({
      month: monthKey,
      assigned: fc.array(fc.record({ category, amount: signedAmount, currency }), {
        maxLength: 3,
      }),
    }),
  ),
  restoreCase("envelopeAccounts", (w) =>
    fc.record({ accountId: accountId(w), included: fc.boolean() }),
  ),
]);
