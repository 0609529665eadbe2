/** Set-up for the investment tests: an investment account with cash, a first holding. */
import { api } from "../_generated/api.js";
import type { Id } from "../_generated/dataModel";
import { type Caller, newTest, signIn } from "./helpers.testkit";

export async function investmentAccount(
  as: Caller,
  currency: "USD" | "EUR" | "JPY" = "EUR",
  initialBalance = 1_000_000,
): Promise<Id<"accounts">> {
  return await as.mutation(api.accounts.create, {
    name: "Broker",
    type: "investment",
    currency,
    initialBalance,
  });
}

/** a@example.com's investment account in `currency` holding 2 AAPL bought at 180 on 2024-01-10. */
export async function holdingTwoAapl(currency: "USD" | "EUR" = "USD") {
  const t = newTest();
  const a = await signIn(t, "a@example.com");
  const accountId = await investmentAccount(a.as, currency, 100_000);
  await a.as.mutation(api.investments.record, {
    accountId,
    date: "2024-01-10",
    kind: "buy",
    symbol: "AAPL",
    quantity: "2",
    price: "180",
  });
  return { t, a, accountId };
}
