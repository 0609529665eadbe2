/** Set-up for the investment tests: an investment account with cash. */
import { api } from "../_generated/api.js";
import type { Id } from "../_generated/dataModel";
import type { Caller } from "./helpers.testkit";

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
