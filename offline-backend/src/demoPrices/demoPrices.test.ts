/** The app's real price client (convex/model/investments/priceProvider.ts) against the demo feed. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { twelveData } from "../../../convex/model/investments/priceProvider";
import { formatDecimal } from "../../../convex/shared/decimal";
import { demoClose, startDemoPrices, type DemoPrices } from "./server.js";

let minute = 29_000_000;
let feed: DemoPrices;
beforeAll(async () => {
  feed = await startDemoPrices("127.0.0.1", () => minute * 60_000);
});
afterAll(async () => {
  await feed.close();
});

test("the client reads a demo close with its currency and date, and the price moves each minute", async () => {
  const client = twelveData(feed.url, "demo", "demo");
  const first = await client.fetchClose("AAPL");
  const date = new Date(minute * 60_000).toISOString().slice(0, 10);
  expect(first).toEqual({
    ok: true,
    close: {
      symbol: "AAPL",
      date,
      price: Math.round(demoClose("AAPL", minute)! * 1e8),
      currency: "USD",
    },
  });
  minute += 1;
  const second = await client.fetchClose("AAPL");
  expect(second.ok && first.ok && second.close.price !== first.close.price).toBe(true);
  expect(second.ok && formatDecimal(second.close.price)).toBe(String(demoClose("AAPL", minute)));
});

test("a symbol the feed does not know is an error, not a price", async () => {
  const client = twelveData(feed.url, "demo", "demo");
  expect(await client.fetchClose("MYFUND")).toEqual({ ok: false, error: "symbol not found" });
});

test("an unreachable feed is an error the fetch keeps the last price through", async () => {
  const client = twelveData("http://127.0.0.1:1", "demo", "demo");
  expect(await client.fetchClose("AAPL")).toEqual({ ok: false, error: "unreachable" });
});
