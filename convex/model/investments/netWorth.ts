/**
 * Investment accounts count at their value (cash plus holdings at market) wherever balances
 * make a net worth: an investment account's own balance is only the cash its ledger holds.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { Converter } from "../currency/convert";
import { summarizeAccount } from "./valuation";

interface ReadCtx {
  db: QueryCtx["db"];
  userId: Id<"users">;
}

/** The accounts with each investment account's balance replaced by its value. */
export async function atMarketValue(
  ctx: ReadCtx,
  accounts: readonly Doc<"accounts">[],
  conv: Converter,
): Promise<Doc<"accounts">[]> {
  const result: Doc<"accounts">[] = [];
  for (const account of accounts) {
    if (account.type !== "investment") {
      result.push(account);
      continue;
    }
    const { summary } = await summarizeAccount(ctx, account, conv);
    for (const currency of summary.missingRates) conv.missing.add(currency);
    result.push({ ...account, balance: summary.value });
  }
  return result;
}
