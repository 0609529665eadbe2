import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import { signIn, withEnv } from "../../testing/helpers.testkit";
import { holdingTwoAapl, investmentAccount } from "../../testing/investments.testkit";

const PROVIDER = { TWELVE_DATA_API_KEY: "test-key" };

function answer(body: object) {
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("investments: shared prices from the provider", () => {
  test("a held symbol is fetched once a day for everyone and values every holder's holding", async () => {
    const { t, a, accountId } = await holdingTwoAapl();
    const b = await signIn(t, "b@example.com");
    const other = await investmentAccount(b.as, "USD", 100_000);
    await b.as.mutation(api.investments.record, {
      accountId: other,
      date: "2024-01-11",
      kind: "buy",
      symbol: "aapl",
      quantity: "1",
      price: "181",
    });
    const fetchMock = vi.fn(async (_url: string) =>
      answer({ symbol: "AAPL", currency: "USD", datetime: "2099-01-02", close: "200.12345" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await withEnv(PROVIDER, () => t.action(internal.internal.investments.refresh, {}));
    await withEnv(PROVIDER, () => t.action(internal.internal.investments.refresh, {}));
    // One request for both households, and none again the same day.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toContain("symbol=AAPL");
    const [mine] = await a.as.query(api.investments.holdings, { accountId });
    expect(mine).toMatchObject({
      price: "200.12345",
      priceDate: "2099-01-02",
      priceSource: "provider",
      value: 40_025,
    });
    const [theirs] = await b.as.query(api.investments.holdings, { accountId: other });
    expect(theirs).toMatchObject({ price: "200.12345", value: 20_012 });
  });

  test("a failing provider leaves the last price with its date", async () => {
    const { t, a, accountId } = await holdingTwoAapl();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("network down");
    });
    await withEnv(PROVIDER, () => t.action(internal.internal.investments.refresh, {}));
    const [holding] = await a.as.query(api.investments.holdings, { accountId });
    // Still the last known price (the buy's), dated the day it was true.
    expect(holding).toMatchObject({ price: "180", priceDate: "2024-01-10", value: 36_000 });
    const tracked = await t.run((ctx) => ctx.db.query("trackedSymbols").collect());
    expect(tracked).toMatchObject([{ symbol: "AAPL", lastError: "unreachable" }]);
  });

  test("without a key nothing is fetched", async () => {
    const { t } = await holdingTwoAapl();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await t.action(internal.internal.investments.refresh, {});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
