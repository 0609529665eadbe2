import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { card, makeAccount, signedIn } from "../../testing/helpers.testkit";

describe("accounts.summary", () => {
  test("totals per currency and net worth in USD when no preferences exist", async () => {
    const { as } = await signedIn();
    await makeAccount(as, "USD", 10_000);
    await as.mutation(api.accounts.create, card({ initialBalance: -3_000 }));
    await makeAccount(as, "EUR", 2_000);
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.5 });
    const summary = await as.query(api.accounts.summary, {});
    expect(summary).toEqual({
      displayCurrency: "USD",
      byCurrency: [
        { currency: "EUR", accountCount: 1, assets: 2_000, liabilities: 0, net: 2_000 },
        { currency: "USD", accountCount: 2, assets: 10_000, liabilities: -3_000, net: 7_000 },
      ],
      assets: 13_000,
      liabilities: -3_000,
      net: 10_000,
      complete: true,
      missingRates: [],
    });
  });

  test("R34 the display currency comes from the user's preferences", async () => {
    const { t, as, userId } = await signedIn();
    await t.run((ctx) =>
      ctx.db.insert("userPreferences", {
        userId,
        language: "es",
        currency: "JPY",
        darkMode: false,
        currencyChosen: true,
      }),
    );
    await makeAccount(as, "USD", 1_000);
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: 150.25 });
    const summary = await as.query(api.accounts.summary, {});
    expect(summary).toMatchObject({ displayCurrency: "JPY", net: 1_503, complete: true });
  });

  test("a missing rate is reported, left out and never treated as 1", async () => {
    const { as } = await signedIn();
    await makeAccount(as, "USD", 1_000);
    await makeAccount(as, "GBP", 5_000);
    const summary = await as.query(api.accounts.summary, {});
    expect(summary).toMatchObject({
      net: 1_000,
      complete: false,
      missingRates: ["GBP"],
    });
  });
});
