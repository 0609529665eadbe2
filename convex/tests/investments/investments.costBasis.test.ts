import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { expectCode, newTest, signIn } from "../../testing/helpers.testkit";
import { investmentAccount } from "../../testing/investments.testkit";

async function setUp(initialBalance = 1_000_000) {
  const t = newTest();
  const { as } = await signIn(t, "a@example.com");
  const accountId = await investmentAccount(as, "EUR", initialBalance);
  return { t, as, accountId };
}

describe("investments: average cost and realised gain", () => {
  test("several buys, a partial sell with fees and a dividend match the hand-computed figures", async () => {
    const { as, accountId } = await setUp();
    const record = (args: object) =>
      as.mutation(api.investments.record, { accountId, symbol: "VWCE", ...args } as never);
    // 10 @ 100.00 + 1.00 fee = 1,001.00; 5 @ 130.00 + 1.50 fee = 651.50 → 15 units cost 1,652.50.
    await record({ date: "2024-01-10", kind: "buy", quantity: "10", price: "100", fee: 100 });
    await record({ date: "2024-02-10", kind: "buy", quantity: 5, price: "130", fee: 150 });
    // Sell 6 @ 150.00 (900.00) less 2.00 fee: average cost of 6 = 1,652.50 × 6/15 = 661.00,
    // realised gain = 900.00 − 2.00 − 661.00 = 237.00; 9 units keep 991.50 of cost.
    await record({ date: "2024-03-10", kind: "sell", quantity: "6", price: "150.00", fee: 200 });
    // A dividend of 12.34 less 0.34 withholding is 12.00 of cash income.
    await record({ date: "2024-04-10", kind: "dividend", amount: 1_234, fee: 34 });

    const [holding] = await as.query(api.investments.holdings, { accountId });
    // The sell's price (150) is the latest price the household has.
    expect(holding).toMatchObject({
      symbol: "VWCE",
      quantity: "9",
      price: "150",
      priceDate: "2024-03-10",
      value: 135_000,
      costBasis: 99_150,
      unrealizedGain: 135_000 - 99_150,
      currency: "EUR",
    });
    const cash = 1_000_000 - 100_100 - 65_150 + 89_800 + 1_200;
    expect(await as.query(api.investments.summary, { accountId })).toMatchObject({
      cash,
      value: cash + 135_000,
      costBasis: 99_150,
      unrealizedGain: 35_850,
      realizedGain: 23_700,
      dividends: 1_200,
    });
  });

  test("fractional shares keep 8 decimal places exactly", async () => {
    const { as, accountId } = await setUp();
    await as.mutation(api.investments.record, {
      accountId,
      date: "2024-01-10",
      kind: "buy",
      symbol: "btc-eur",
      quantity: "0.12345678",
      price: "40000",
    });
    await as.mutation(api.investments.record, {
      accountId,
      date: "2024-01-11",
      kind: "buy",
      symbol: "BTC-EUR",
      quantity: "0.00000001",
      price: "40000",
    });
    const [holding] = await as.query(api.investments.holdings, { accountId });
    // 0.12345678 × 40,000 = 4,938.2712 → 4,938.27; 0.00000001 × 40,000 = 0.0004 → 0.00.
    expect(holding).toMatchObject({
      symbol: "BTC-EUR",
      quantity: "0.12345679",
      costBasis: 493_827,
      value: 493_827,
    });
    await expectCode(
      as.mutation(api.investments.record, {
        accountId,
        date: "2024-01-12",
        kind: "buy",
        symbol: "BTC-EUR",
        quantity: "0.000000001",
        price: "1",
      }),
      "INVALID_QUANTITY",
    );
  });

  test("selling more than is held is refused with OVERSELL and changes nothing", async () => {
    const { as, accountId } = await setUp();
    await as.mutation(api.investments.record, {
      accountId,
      date: "2024-01-10",
      kind: "buy",
      symbol: "VWCE",
      quantity: "2.5",
      price: "100",
    });
    await expectCode(
      as.mutation(api.investments.record, {
        accountId,
        date: "2024-01-11",
        kind: "sell",
        symbol: "VWCE",
        quantity: "2.50000001",
        price: "100",
      }),
      "OVERSELL",
    );
    await expectCode(
      as.mutation(api.investments.record, {
        accountId,
        date: "2024-01-11",
        kind: "sell",
        symbol: "AAPL",
        quantity: 1,
        price: 1,
      }),
      "OVERSELL",
    );
    const [holding] = await as.query(api.investments.holdings, { accountId });
    expect(holding.quantity).toBe("2.5");
  });

  test("a buy beyond the account's cash is refused unless the account allows margin", async () => {
    const { as, accountId } = await setUp(10_000);
    const buy = {
      accountId,
      date: "2024-01-10",
      kind: "buy" as const,
      symbol: "VWCE",
      quantity: "1",
      price: "100.01",
    };
    await expectCode(as.mutation(api.investments.record, buy), "INSUFFICIENT_CASH");
    await as.mutation(api.investments.setMargin, { accountId, allowMargin: true });
    await as.mutation(api.investments.record, buy);
    expect(await as.query(api.investments.summary, { accountId })).toMatchObject({ cash: -1 });
  });

  test("trades only go into investment accounts", async () => {
    const { as } = await setUp();
    const bank = await as.mutation(api.accounts.create, {
      name: "Bank",
      type: "bank",
      currency: "EUR",
      initialBalance: 0,
    });
    await expectCode(
      as.mutation(api.investments.record, {
        accountId: bank,
        date: "2024-01-10",
        kind: "dividend",
        symbol: "VWCE",
        amount: 100,
      }),
      "NOT_INVESTMENT_ACCOUNT",
    );
  });
});

describe("investments: deleting the account", () => {
  test("removes its trades, positions, monthly entries and totals", async () => {
    const { t, as, accountId } = await setUp();
    await as.mutation(api.investments.record, {
      accountId,
      date: "2024-01-10",
      kind: "buy",
      symbol: "VWCE",
      quantity: "1",
      price: "100",
    });
    await as.mutation(api.accounts.remove, { id: accountId });
    await t.finishAllScheduledFunctions(() => {});
    const left = await t.run(async (ctx) => ({
      trades: (await ctx.db.query("investmentTrades").collect()).length,
      positions: (await ctx.db.query("investmentPositions").collect()).length,
      months: (await ctx.db.query("portfolioMonths").collect()).length,
      portfolios: (await ctx.db.query("portfolios").collect()).length,
    }));
    expect(left).toEqual({ trades: 0, positions: 0, months: 0, portfolios: 0 });
  });
});
