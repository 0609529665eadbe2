/**
 * Totals across accounts, from account documents only (never from transactions). Assets are
 * the balances of cash, bank, savings and investment accounts; liabilities are the balances of
 * credit cards and loans (negative while money is owed); net = assets + liabilities. Net worth
 * converts each currency's totals to the display currency with the user's stored rates; a
 * currency without a rate is listed in missingRates, left out, and marks the result incomplete.
 */
import { v, type Infer } from "convex/values";
import type { CurrencyCode } from "../../shared/currencies";
import { type AccountType, isLiabilityType } from "../../shared/domain";
import { convertAmount } from "../../shared/money";
import { findRate, type StoredRate } from "../../shared/rates";
import { vCurrency } from "../validators";

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

export function summarize(
  accounts: readonly AccountLike[],
  rates: readonly StoredRate[],
  displayCurrency: CurrencyCode,
): Summary {
  const byCurrency = totalsByCurrency(accounts);
  const missingRates: CurrencyCode[] = [];
  let assets = 0;
  let liabilities = 0;
  for (const row of byCurrency) {
    const rate = findRate(rates, row.currency, displayCurrency);
    if (rate === null) {
      missingRates.push(row.currency);
      continue;
    }
    assets += convertAmount(row.assets, row.currency, displayCurrency, rate);
    liabilities += convertAmount(row.liabilities, row.currency, displayCurrency, rate);
  }
  return {
    displayCurrency,
    byCurrency,
    assets,
    liabilities,
    net: assets + liabilities,
    complete: missingRates.length === 0,
    missingRates,
  };
}
