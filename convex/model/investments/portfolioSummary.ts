/**
 * The summary of every investment account together, in the person's display currency. An
 * account whose currency has no rate is left out and its currency listed as missing.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { Converter } from "../exchangeRates/convert";
import { liveAccounts } from "../reports/cashflow";
import { type InvestmentSummary, summarizeAccount } from "./valuation";

interface ReadCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

const SUMMED = [
  "cash",
  "value",
  "costBasis",
  "unrealizedGain",
  "realizedGain",
  "dividends",
] as const;

export async function summarizeAll(ctx: ReadCtx, conv: Converter): Promise<InvestmentSummary> {
  const total: InvestmentSummary = {
    cash: 0,
    value: 0,
    costBasis: 0,
    unrealizedGain: 0,
    realizedGain: 0,
    dividends: 0,
    currency: conv.currency,
    complete: true,
    missingRates: [],
    missingPrices: [],
  };
  const missingRates = new Set<InvestmentSummary["currency"]>();
  const accounts = (await liveAccounts(ctx)).filter((a) => a.type === "investment");
  for (const account of accounts) {
    const { summary } = await summarizeAccount(ctx, account, conv);
    for (const c of summary.missingRates) missingRates.add(c);
    total.missingPrices.push(...summary.missingPrices);
    if (conv.convert(0, account.currency) === null) {
      missingRates.add(account.currency);
      continue;
    }
    for (const key of SUMMED) total[key] += conv.into(summary[key], account.currency);
  }
  total.missingRates = [...missingRates].sort();
  total.missingPrices = [...new Set(total.missingPrices)].sort();
  total.complete = total.missingRates.length === 0 && total.missingPrices.length === 0;
  return total;
}
