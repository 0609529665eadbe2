/**
 * SimpleFIN's `holdings` (an account's positions as the broker reports them: symbol, shares,
 * market value, cost basis), read without trusting them and handed to one internal mutation
 * per linked account after its transactions. The bank sync calls syncHoldings once; nothing
 * else of the bank layer knows about investments.
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";

export interface BankHolding {
  symbol: string;
  /** Decimal strings as the bank sends them. */
  shares: string;
  marketValue: string;
  costBasis?: string;
}

const MAX_HOLDINGS = 500;

const text = (value: unknown): string | undefined =>
  typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : undefined;

/** Each account's holdings by the account's id; accounts without the field are left out. */
export function holdingsOf(accounts: readonly unknown[]): Map<string, BankHolding[]> {
  const byAccount = new Map<string, BankHolding[]>();
  for (const raw of accounts) {
    if (typeof raw !== "object" || raw === null) continue;
    const account = raw as Record<string, unknown>;
    const id = text(account.id);
    if (id === undefined || !Array.isArray(account.holdings)) continue;
    const holdings: BankHolding[] = [];
    for (const h of account.holdings.slice(0, MAX_HOLDINGS) as unknown[]) {
      if (typeof h !== "object" || h === null) continue;
      const row = h as Record<string, unknown>;
      const symbol = text(row.symbol) ?? text(row.description);
      const shares = text(row.shares);
      const marketValue = text(row.market_value);
      if (!symbol || shares === undefined || marketValue === undefined) continue;
      const costBasis = text(row.cost_basis);
      holdings.push({ symbol, shares, marketValue, ...(costBasis ? { costBasis } : {}) });
    }
    byAccount.set(id, holdings);
  }
  return byAccount;
}

/** Brings a linked investment account's holdings in (no-op for other accounts). */
export async function syncHoldings(
  ctx: ActionCtx,
  accountId: Id<"accounts">,
  holdings: BankHolding[] | undefined,
): Promise<void> {
  if (holdings === undefined) return;
  await ctx.runMutation(internal.internal.bankConnections.holdings.apply, {
    accountId,
    holdings,
    today: new Date().toISOString().slice(0, 10),
  });
}
