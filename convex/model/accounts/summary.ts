/**
 * Totals across accounts, from account documents only (never from transactions). Assets are
 * the balances of cash, bank, savings and investment accounts; liabilities are the balances of
 * credit cards and loans (negative while money is owed); net = assets + liabilities. Net worth
 * converts each currency's totals to the display currency (currency/convert.ts); a currency
 * without a rate is listed in missingRates, left out, and marks the result incomplete.
 */
import { v, type Infer } from "convex/values";
import type { CurrencyCode } from "../../shared/currencies";
import { type AccountType, isLiabilityType } from "../../shared/domain";
import { vCurrency } from "../validators";
import type { Converter } from "../exchangeRates/convert";

const vTotals = { assets: v.number(), liabilities: v.number(), net: v.number() };

export const vSummary = v.object({
  displayCurrency: vCurrency,
  /** Per account currency, in that currency's minor units. */
  byCurrency: v.array(v.object({ currency: vCurrency, accountCount: v.number(), ...vTotals })),
  /** In the display currency, over the currencies that could be converted. */
  ...vTotals,
  /** False when some currency had no rate to the display currency. */
  complete: v.boolean(),
  missingRates: v.array(vCurrency),
});
export type Summary = Infer<typeof vSummary>;

interface AccountLike {
  type: AccountType;
  currency: CurrencyCode;
  balance: number;
}

type CurrencyTotals = Summary["byCurrency"][number];

function totalsByCurrency(accounts: readonly AccountLike[]): CurrencyTotals[] {
  const map = new Map<CurrencyCode, CurrencyTotals>();
  for (const a of accounts) {
    const row = map.get(a.currency) ?? {
      currency: a.currency,
      accountCount: 0,
      assets: 0,
      liabilities: 0,
      net: 0,
    };
    if (isLiabilityType(a.type)) row.liabilities += a.balance;
    else row.assets += a.balance;
    row.net += a.balance;
    row.accountCount += 1;
    map.set(a.currency, row);
  }
  return [...map.values()].sort((x, y) => x.currency.localeCompare(y.currency));
}

export function summarize(accounts: readonly AccountLike[], conv: Converter): Summary {
  const byCurrency = totalsByCurrency(accounts);
  let assets = 0;
  let liabilities = 0;
  for (const row of byCurrency) {
    const rowAssets = conv.convert(row.assets, row.currency);
    if (rowAssets === null) continue;
    assets += rowAssets;
    liabilities += conv.into(row.liabilities, row.currency);
  }
  const missingRates = conv.missingRates();
  return {
    displayCurrency: conv.currency,
    byCurrency,
    assets,
    liabilities,
    net: assets + liabilities,
    complete: missingRates.length === 0,
    missingRates,
  };
}
