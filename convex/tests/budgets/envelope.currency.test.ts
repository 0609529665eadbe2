/**
 * Moving envelope money while the display currency has no rate for an assignment's currency:
 * the move is refused (MISSING_RATE) and no assignment is lost or rewritten.
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { earn, expectCode, makeAccount, signedIn } from "../../testing/planner.testkit";

test("a move that cannot convert an assignment held in another currency is refused, nothing lost", async () => {
  const { t, as } = await signedIn();
  await as.mutation(api.preferences.save, { currency: "USD" });
  const bank = await makeAccount(as);
  await earn(as, bank, "2024-06-01", 100_000);
  await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 30_000 });
  await as.mutation(api.preferences.save, { currency: "EUR" });
  await as.mutation(api.budgets.assign, { month: "2024-06", category: "travel", amount: 5_000 });
  const stored = () =>
    t.run(async (ctx) => (await ctx.db.query("envelopeMonths").first())?.assigned ?? []);
  const before = await stored();
  await expectCode(
    as.mutation(api.budgets.move, { month: "2024-06", from: "travel", to: "food", amount: 1_000 }),
    "MISSING_RATE",
  );
  await expectCode(
    as.mutation(api.budgets.move, { month: "2024-06", from: "food", to: "travel", amount: 1_000 }),
    "MISSING_RATE",
  );
  expect(await stored()).toEqual(before);
  expect(before).toContainEqual({ category: "food", amount: 30_000, currency: "USD" });
  // With a rate the move converts: 30,000 USD at 0.9 is 27,000 EUR, plus the 1,000 moved.
  await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "EUR", rate: 0.9 });
  await as.mutation(api.budgets.move, {
    month: "2024-06",
    from: "travel",
    to: "food",
    amount: 1_000,
  });
  expect(await stored()).toEqual(
    expect.arrayContaining([
      { category: "food", amount: 28_000, currency: "EUR" },
      { category: "travel", amount: 4_000, currency: "EUR" },
    ]),
  );
});
