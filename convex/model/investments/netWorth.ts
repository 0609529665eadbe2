/**
 * Investment accounts count at their value (cash plus holdings at market) wherever balances
 * make a net worth: an investment account's own balance is only the cash its ledger holds.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { type ConvertCtx, type Converter, loadConverter } from "../exchangeRates/convert";
import { cashOf, portfolioOf, summarizeAccount } from "./valuation";

interface ReadCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
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

/**
 * Each investment account's value by id, for the accounts list. The rates are read only when
 * there is an investment account, so lists without one read what they always read.
 */
export async function marketValues(
  ctx: ConvertCtx,
  accounts: readonly Doc<"accounts">[],
): Promise<Map<Id<"accounts">, number>> {
  const values = new Map<Id<"accounts">, number>();
  const investments = accounts.filter((a) => a.type === "investment");
  if (investments.length === 0) return values;
  const conv = await loadConverter(ctx);
  for (const account of investments) {
    values.set(account._id, (await summarizeAccount(ctx, account, conv)).summary.value);
  }
  return values;
}

/**
 * The accounts with each investment account's balance as its cash (ledger balance plus what
 * its trades moved), holdings left out: what the forecast and "can I afford it?" may spend.
 */
export async function withInvestmentCash(
  ctx: ReadCtx,
  accounts: readonly Doc<"accounts">[],
): Promise<Doc<"accounts">[]> {
  const result: Doc<"accounts">[] = [];
  for (const account of accounts) {
    if (account.type !== "investment") {
      result.push(account);
      continue;
    }
    const portfolio = await portfolioOf(ctx, account._id);
    result.push({ ...account, balance: cashOf(account, portfolio) });
  }
  return result;
}
