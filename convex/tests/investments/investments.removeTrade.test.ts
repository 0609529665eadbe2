import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { expectCode, newTest, signIn } from "../../testing/helpers.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import { investmentStateOf } from "../../testing/investmentState.testkit";
import { investmentAccount } from "../../testing/investments.testkit";

async function setUp() {
  const t = newTest();
  const a = await signIn(t, "a@example.com");
  const accountId = await investmentAccount(a.as, "EUR", 1_000_000);
  const record = (args: object) =>
    a.as.mutation(api.investments.record, { accountId, symbol: "VWCE", ...args } as never);
  return { t, a, accountId, record };
}

describe("investments: removing a trade", () => {
  test("removing a middle buy: the later sell's realised gain, the position and the cash follow", async () => {
    const { t, a, accountId, record } = await setUp();
    await record({ date: "2024-01-10", kind: "buy", quantity: "10", price: "100" });
    const typo = await record({ date: "2024-02-10", kind: "buy", quantity: "10", price: "200" });
    await record({ date: "2024-03-10", kind: "sell", quantity: "5", price: "150" });
    // With both buys the average cost is 150.00, so the sell realised nothing.
    expect((await investmentStateOf(t, accountId)).realizedGains).toEqual([null, null, 0]);

    await a.as.mutation(api.investments.removeTrade, { id: typo });

    // Without it, 5 of the 10 units at 100.00 are sold at 150.00: 250.00 realised.
    const [holding] = await a.as.query(api.investments.holdings, { accountId });
    expect(holding).toMatchObject({ symbol: "VWCE", quantity: "5", costBasis: 50_000 });
    expect(await a.as.query(api.investments.summary, { accountId })).toMatchObject({
      cash: 1_000_000 - 100_000 + 75_000,
      realizedGain: 25_000,
      dividends: 0,
    });
    const state = await investmentStateOf(t, accountId);
    expect(state.realizedGains).toEqual([null, 25_000]);
    expect(state.months.map((m) => m.month)).toEqual(["2024-01", "2024-03"]);
    const trades = await a.as.query(api.investments.trades, { accountId });
    expect(trades.find((tr) => tr.kind === "sell")?.realizedGain).toBe(25_000);
  });

  test("a removed trade's mistyped price no longer values the holding", async () => {
    const { a, accountId, record } = await setUp();
    await record({ date: "2024-01-10", kind: "buy", quantity: "2", price: "100" });
    const typo = await record({ date: "2024-01-12", kind: "buy", quantity: "1", price: "1000" });
    expect((await a.as.query(api.investments.holdings, { accountId }))[0].price).toBe("1000");

    await a.as.mutation(api.investments.removeTrade, { id: typo });

    // Valued at the price the remaining trade gave, as before the mistyped one.
    const [holding] = await a.as.query(api.investments.holdings, { accountId });
    expect(holding).toMatchObject({ quantity: "2", price: "100" });
  });

  test("removing a dividend takes it out of the dividends, the cash and its month", async () => {
    const { t, a, accountId, record } = await setUp();
    await record({ date: "2024-01-10", kind: "buy", quantity: "2", price: "100" });
    const dividend = await record({ date: "2024-04-10", kind: "dividend", amount: 1_234, fee: 34 });
    expect(await a.as.query(api.investments.summary, { accountId })).toMatchObject({
      dividends: 1_200,
    });

    await a.as.mutation(api.investments.removeTrade, { id: dividend });

    expect(await a.as.query(api.investments.summary, { accountId })).toMatchObject({
      cash: 1_000_000 - 20_000,
      dividends: 0,
      realizedGain: 0,
    });
    const state = await investmentStateOf(t, accountId);
    expect(state.months.map((m) => m.month)).toEqual(["2024-01"]);
    expect(state.positions).toEqual([{ symbol: "VWCE", quantity: 2e8, costBasis: 20_000 }]);
  });

  test("removing the only trade of a symbol removes the holding", async () => {
    const { t, a, accountId, record } = await setUp();
    const buy = await record({ date: "2024-01-10", kind: "buy", quantity: "1", price: "10" });
    await a.as.mutation(api.investments.removeTrade, { id: buy });
    expect(await a.as.query(api.investments.holdings, { accountId })).toEqual([]);
    expect(await investmentStateOf(t, accountId)).toMatchObject({ positions: [], months: [] });
  });

  test("a position the broker reports (bank sync) keeps the broker's figures", async () => {
    const { t, a, accountId, record } = await setUp();
    const buy = await record({ date: "2024-01-10", kind: "buy", quantity: "1", price: "10" });
    await t.run(async (ctx) => {
      const position = (await ctx.db.query("investmentPositions").first())!;
      await ctx.db.patch("investmentPositions", position._id, {
        quantity: 7e8,
        costBasis: 7_000,
        fromBank: true,
      });
    });
    await a.as.mutation(api.investments.removeTrade, { id: buy });
    expect((await investmentStateOf(t, accountId)).positions).toEqual([
      { symbol: "VWCE", quantity: 7e8, costBasis: 7_000 },
    ]);
    expect(await a.as.query(api.investments.summary, { accountId })).toMatchObject({
      cash: 1_000_000,
    });
  });

  test("removing a buy a later sell needed is refused with OVERSELL and changes nothing", async () => {
    const { t, a, accountId, record } = await setUp();
    const buy = await record({ date: "2024-01-10", kind: "buy", quantity: "3", price: "100" });
    await record({ date: "2024-02-10", kind: "buy", quantity: "1", price: "100" });
    await record({ date: "2024-03-10", kind: "sell", quantity: "2", price: "120" });
    const before = await investmentStateOf(t, accountId);

    await expectCode(a.as.mutation(api.investments.removeTrade, { id: buy }), "OVERSELL");

    expect(await investmentStateOf(t, accountId)).toEqual(before);
  });

  test("another user's trade is NOT_FOUND and stays", async () => {
    const { t, accountId, record } = await setUp();
    const buy = await record({ date: "2024-01-10", kind: "buy", quantity: "1", price: "10" });
    const b = await signIn(t, "b@example.com");
    const before = await investmentStateOf(t, accountId);
    await expectCode(b.as.mutation(api.investments.removeTrade, { id: buy }), "NOT_FOUND");
    expect(await investmentStateOf(t, accountId)).toEqual(before);
    await expectCode(b.as.query(api.investments.trades, { accountId }), "NOT_FOUND");
  });

  test("a viewer of the household is refused with VIEWER_READ_ONLY", async () => {
    const { t, a, accountId, record } = await setUp();
    const buy = await record({ date: "2024-01-10", kind: "buy", quantity: "1", price: "10" });
    const viewer = await signIn(t, "viewer@example.com");
    await joinHousehold(t, await openHouseholdOf(t, a.userId), viewer.userId, "viewer");
    await expectCode(
      viewer.as.mutation(api.investments.removeTrade, { id: buy }),
      "VIEWER_READ_ONLY",
    );
    expect(await viewer.as.query(api.investments.trades, { accountId })).toHaveLength(1);
  });

  test("a symbol with more trades than one removal replays is refused with TOO_MANY_TRADES", async () => {
    const { t, a, record } = await setUp();
    const buy = (await record({
      date: "2024-01-10",
      kind: "buy",
      quantity: "1",
      price: "1",
    })) as Id<"investmentTrades">;
    // Written directly: recording thousands of trades one by one would take minutes.
    const { MAX_REPLAY_TRADES } = await import("../../model/investments/removal");
    await t.run(async (ctx) => {
      const trade = (await ctx.db.get("investmentTrades", buy))!;
      const { _id: _unused, _creationTime: _created, ...fields } = trade;
      for (let i = 0; i < MAX_REPLAY_TRADES; i++) await ctx.db.insert("investmentTrades", fields);
    });
    await expectCode(a.as.mutation(api.investments.removeTrade, { id: buy }), "TOO_MANY_TRADES");
  });
});
