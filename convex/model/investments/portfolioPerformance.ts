/**
 * Performance and allocation of one investment account (in its currency) or of all of them
 * (in the display currency, converted at today's rates).
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { CurrencyCode } from "../../shared/currencies";
import type { AssetKind } from "../../shared/investments";
import type { Converter } from "../exchangeRates/convert";
import { vCurrency } from "../validators";
import { vAssetKind } from "./fields";
import { accountFlows, resultOf, vPeriodResult } from "./performance";
import { summarizeAccount } from "./valuation";

const vSlice = { value: v.number() };

export const vPerformance = v.object({
  currency: vCurrency,
  periods: v.array(vPeriodResult),
  allocation: v.object({
    byKind: v.array(v.object({ kind: vAssetKind, ...vSlice })),
    byCurrency: v.array(v.object({ currency: vCurrency, ...vSlice })),
    byAccount: v.array(v.object({ accountId: v.id("accounts"), name: v.string(), ...vSlice })),
  }),
});
type Performance = Infer<typeof vPerformance>;

interface ReadCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

function add<K>(map: Map<K, number>, key: K, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

export async function performanceOf(
  ctx: ReadCtx,
  accounts: readonly Doc<"accounts">[],
  currency: CurrencyCode,
  conv: Converter,
  today: string,
): Promise<Performance> {
  const byKind = new Map<AssetKind, number>();
  const byCurrency = new Map<CurrencyCode, number>();
  const byAccount: Performance["allocation"]["byAccount"] = [];
  const periods = new Map<
    string,
    { from: string | null; start: number; flows: { date: string; amount: number }[] }
  >();
  let endValue = 0;
  for (const account of accounts) {
    const into = (amount: number) =>
      account.currency === currency
        ? amount
        : (conv.convert(amount, account.currency, currency) ?? 0);
    const { summary, holdings } = await summarizeAccount(ctx, account, conv);
    for (const h of holdings) {
      if (h.value === null) continue;
      add(byKind, h.assetKind ?? "other", into(h.value));
      add(byCurrency, h.priceCurrency ?? account.currency, into(h.value));
    }
    add(byKind, "cash", into(summary.cash));
    add(byCurrency, account.currency, into(summary.cash));
    byAccount.push({ accountId: account._id, name: account.name, value: into(summary.value) });
    const flows = await accountFlows(ctx, account, holdings, conv, today);
    endValue += into(flows.endValue);
    for (const p of flows.periods) {
      const row = periods.get(p.period) ?? { from: p.from, start: 0, flows: [] };
      row.start += into(p.startValue);
      row.flows.push(...p.flows.map((f) => ({ date: f.date, amount: into(f.amount) })));
      periods.set(p.period, row);
    }
  }
  return {
    currency,
    periods: [...periods].map(([period, p]) =>
      resultOf(period as "1M", p.from, p.start, endValue, p.flows, today),
    ),
    allocation: {
      byKind: [...byKind].map(([kind, value]) => ({ kind, value })).filter((s) => s.value !== 0),
      byCurrency: [...byCurrency]
        .map(([c, value]) => ({ currency: c, value }))
        .filter((s) => s.value !== 0),
      byAccount,
    },
  };
}
