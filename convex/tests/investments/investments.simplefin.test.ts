import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import {
  TOKEN,
  type FakeAccount,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import "../../testing/setup.testkit";

useBankTime();

/** A brokerage account as SimpleFIN reports it: its balance includes the holdings. */
function brokerage(holdings: object[]): FakeAccount {
  return {
    id: "brk",
    name: "Brokerage",
    currency: "USD",
    balance: "5150.00",
    transactions: [],
    holdings,
  } as FakeAccount;
}

describe("SimpleFIN holdings", () => {
  test("a linked investment account takes the broker's positions, values and cost basis", async () => {
    const { t, as } = await withBank([
      brokerage([
        {
          id: "h1",
          symbol: "VTI",
          description: "Vanguard Total Stock Market ETF",
          shares: "10.5",
          market_value: "2650.1234",
          cost_basis: "2100.00",
          currency: "USD",
        },
        { id: "h2", symbol: "AAPL", shares: "12", market_value: "2280.00", cost_basis: "1500.00" },
        { id: "bad", symbol: "", shares: "x", market_value: "1" },
      ]),
    ]);
    const { connectionId } = await as.action(api.bankConnections.connect, { setupToken: TOKEN });
    const accountId = await as.mutation(api.bankConnections.link, {
      connectionId,
      externalId: "brk",
      create: { name: "Brokerage", type: "investment" },
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);

    const holdings = await as.query(api.investments.holdings, { accountId });
    expect(holdings.map((h) => [h.symbol, h.quantity, h.value, h.costBasis])).toEqual([
      ["AAPL", "12", 228_000, 150_000],
      ["VTI", "10.5", 265_012, 210_000],
    ]);
    // The bank's balance (5,150.00) already holds the positions: cash is what is left, and the
    // account's value is the bank's balance, not the balance plus the holdings again.
    expect(await as.query(api.investments.summary, { accountId })).toMatchObject({
      cash: 515_000 - 228_000 - 265_012,
      value: 515_000,
      unrealizedGain: 228_000 + 265_012 - 360_000,
    });
  });
});
