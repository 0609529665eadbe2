import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { expectCode, signIn } from "../../testing/helpers.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import { holdingTwoAapl } from "../../testing/investments.testkit";

describe("investments: prices, currencies and net worth", () => {
  test("a holding priced in USD in a EUR account is converted with the household's rate", async () => {
    const { a, accountId } = await holdingTwoAapl("EUR");
    await a.as.mutation(api.investments.setPrice, {
      symbol: "AAPL",
      date: "2024-02-01",
      price: "200.50",
      currency: "USD",
    });
    const [missing] = await a.as.query(api.investments.holdings, { accountId });
    // Without a USD→EUR rate the value is unknown, never 401.00 taken 1:1.
    expect(missing).toMatchObject({
      price: "200.5",
      priceCurrency: "USD",
      value: null,
      missingRate: "USD",
    });
    expect(await a.as.query(api.investments.summary, { accountId })).toMatchObject({
      complete: false,
      missingRates: ["USD"],
    });

    await a.as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "EUR", rate: 0.9 });
    const [holding] = await a.as.query(api.investments.holdings, { accountId });
    // 2 × 200.50 USD = 401.00 USD × 0.9 = 360.90 EUR; cost 360.00 EUR.
    expect(holding).toMatchObject({
      value: 36_090,
      costBasis: 36_000,
      unrealizedGain: 90,
      currency: "EUR",
      priceDate: "2024-02-01",
      missingRate: null,
    });
  });

  test("a price typed before the first buy values the new holding", async () => {
    const { a, accountId } = await holdingTwoAapl("EUR");
    await a.as.mutation(api.investments.setPrice, {
      symbol: "FUNDX",
      date: "2024-01-05",
      price: "12.3456",
      currency: "EUR",
    });
    await a.as.mutation(api.investments.record, {
      accountId,
      date: "2024-01-20",
      kind: "buy",
      symbol: "FUNDX",
      quantity: "10",
      amount: 12_000,
    });
    const holding = (await a.as.query(api.investments.holdings, { accountId })).find(
      (h) => h.symbol === "FUNDX",
    );
    expect(holding).toMatchObject({ price: "12.3456", priceDate: "2024-01-05", value: 12_346 });
  });

  test("accounts.summary's net worth counts cash plus holdings at market", async () => {
    const { a } = await holdingTwoAapl("EUR");
    await a.as.mutation(api.investments.setPrice, {
      symbol: "AAPL",
      date: "2024-03-01",
      price: 190,
      currency: "EUR",
    });
    const summary = await a.as.query(api.accounts.summary, {});
    // Cash 1,000.00 − 360.00 = 640.00 plus 2 × 190.00 = 1,020.00 EUR (the first account's
    // currency became the display currency).
    expect(summary).toMatchObject({
      displayCurrency: "EUR",
      byCurrency: [
        { currency: "EUR", accountCount: 1, assets: 102_000, liabilities: 0, net: 102_000 },
      ],
      net: 102_000,
    });
    const [account] = await a.as.query(api.accounts.list, { today: "2024-03-02" });
    expect(account).toMatchObject({ balance: 100_000, marketValue: 102_000 });
  });

  test("another user can neither read nor change the holdings", async () => {
    const { t, a, accountId } = await holdingTwoAapl("EUR");
    const b = await signIn(t, "b@example.com");
    await expectCode(b.as.query(api.investments.holdings, { accountId }), "NOT_FOUND");
    await expectCode(b.as.query(api.investments.summary, { accountId }), "NOT_FOUND");
    await expectCode(
      b.as.mutation(api.investments.record, {
        accountId,
        date: "2024-01-11",
        kind: "sell",
        symbol: "AAPL",
        quantity: "2",
        price: "1",
      }),
      "NOT_FOUND",
    );
    // B's own typed price stays B's: A's holding is still valued at A's trade price.
    await b.as.mutation(api.investments.setPrice, {
      symbol: "AAPL",
      date: "2024-05-01",
      price: "1",
      currency: "EUR",
    });
    const [holding] = await a.as.query(api.investments.holdings, { accountId });
    expect(holding).toMatchObject({ quantity: "2", price: "180", value: 36_000 });
    expect(await b.as.query(api.investments.summary, {})).toMatchObject({ value: 0 });
  });

  test("a viewer of the household sees the holdings and changes nothing", async () => {
    const { t, a, accountId } = await holdingTwoAapl("EUR");
    const viewer = await signIn(t, "viewer@example.com");
    await joinHousehold(t, await openHouseholdOf(t, a.userId), viewer.userId, "viewer");
    const [holding] = await viewer.as.query(api.investments.holdings, { accountId });
    expect(holding).toMatchObject({ symbol: "AAPL", quantity: "2" });
    await expectCode(
      viewer.as.mutation(api.investments.record, {
        accountId,
        date: "2024-01-11",
        kind: "sell",
        symbol: "AAPL",
        quantity: "1",
        price: "1",
      }),
      "VIEWER_READ_ONLY",
    );
    await expectCode(
      viewer.as.mutation(api.investments.setPrice, {
        symbol: "AAPL",
        date: "2024-05-01",
        price: "1",
        currency: "EUR",
      }),
      "VIEWER_READ_ONLY",
    );
  });
});

describe("investments in the advisor", () => {
  test('"can I afford it?" counts an investment account\'s cash after its trades, not its holdings', async () => {
    const { a } = await holdingTwoAapl("EUR");
    const answer = await a.as.query(api.advisor.canAfford, {
      amount: 100,
      currency: "EUR",
      includeSavings: true,
      today: "2024-01-11",
    });
    // 1,000.00 less the 360.00 buy; the holdings (worth 360.00) are not money to spend.
    expect(answer.reasons.accounts).toContainEqual({
      name: "Broker",
      balance: 64_000,
      currency: "EUR",
    });
  });
});
