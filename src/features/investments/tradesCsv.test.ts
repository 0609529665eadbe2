import { describe, expect, test } from "vitest";
import { parseTradesCsv } from "./tradesCsv";

describe("broker trade CSV", () => {
  test("reads buys, sells and dividends under the broker's own column names and skips the rest", () => {
    const csv = [
      "Trade Date,Action,Ticker,Shares,Price,Commission,Net Amount",
      "2024-01-10,BUY,VWCE,10,100.50,1.00,-1006.00",
      "2024-03-01,Sell,VWCE,2.5,110,0.5,274.50",
      "2024-04-02,Dividend,VWCE,,,,12.34",
      "2024-04-03,Deposit,,,,,500",
    ].join("\n");
    expect(parseTradesCsv(csv, "EUR")).toEqual({
      trades: [
        {
          date: "2024-01-10",
          kind: "buy",
          symbol: "VWCE",
          quantity: "10",
          price: "100.50",
          fee: 100,
        },
        {
          date: "2024-03-01",
          kind: "sell",
          symbol: "VWCE",
          quantity: "2.5",
          price: "110",
          fee: 50,
        },
        { date: "2024-04-02", kind: "dividend", symbol: "VWCE", amount: 1_234 },
      ],
      skipped: [5],
    });
  });
});
