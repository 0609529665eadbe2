/**
 * Investment query cost at scale: a portfolio of 200 holdings built from 10,000 trades over 20
 * years, with a close a month for each symbol over 10 years. Prints documents and bytes read
 * and function time of the holdings, summary, performance and net-worth queries; part of
 * `npm run bench -- --only query`.
 *
 *   npx tsx tests/bench/investmentsCost.ts
 */
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { applyTrade } from "../../convex/model/investments/averageCost";
import { marketValue } from "../../convex/shared/decimal";
import { type AnyQuery, benchUser, queryCostPrinter } from "./benchUser";

const HOLDINGS = 200;
const TRADES = 10_000;
const YEARS = 20;
const TODAY = "2024-12-31";

function dateOf(i: number): string {
  const day = Math.floor((i / TRADES) * YEARS * 365);
  return new Date(Date.UTC(2005, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

type Bench = Awaited<ReturnType<typeof benchUser>>;

/**
 * The state the write path leaves after the trades (positions, totals, monthly entries, the
 * trades themselves, the latest close and the month-end index), computed with the model's own
 * average-cost rule and inserted in bulk: replaying 10,000 mutations would take minutes.
 */
async function seedPortfolio(t: Bench["t"], userId: Bench["userId"], accountId: Id<"accounts">) {
  const positions = new Map<string, { quantity: number; costBasis: number }>();
  const months = new Map<
    string,
    { date: string; symbol: string; flow: number; change: number }[]
  >();
  const trades: Record<string, unknown>[] = [];
  const totals = { tradeCash: 0, realizedGain: 0, dividends: 0 };
  for (let i = 0; i < TRADES; i += 1) {
    const symbol = `SYM${i % HOLDINGS}`;
    // Each symbol's rounds: mostly buys, every fourth a sell, every seventh a dividend.
    const round = Math.floor(i / HOLDINGS);
    const kind = round % 4 === 3 ? "sell" : round % 7 === 6 ? "dividend" : "buy";
    const quantity = kind === "sell" ? 50_000_000 : kind === "buy" ? 125_000_000 : 0;
    const price = (50 + (i % 90)) * 1e8;
    const amount = kind === "dividend" ? 1_000 : marketValue(quantity, price, "USD");
    const before = positions.get(symbol) ?? { quantity: 0, costBasis: 0 };
    const effect = applyTrade(before, { kind, quantity, amount, fee: 0 });
    if (!effect.ok) throw new Error("the seed oversold");
    positions.set(symbol, effect.position);
    totals.tradeCash += effect.cashChange;
    totals.realizedGain += effect.realizedGain;
    totals.dividends += effect.dividend;
    const date = dateOf(i);
    const list = months.get(date.slice(0, 7)) ?? [];
    list.push({
      date,
      symbol,
      flow: effect.cashChange,
      change: kind === "buy" ? quantity : -quantity,
    });
    months.set(date.slice(0, 7), list);
    trades.push({
      userId,
      accountId,
      date,
      kind,
      symbol,
      amount,
      fee: 0,
      cashChange: effect.cashChange,
      ...(kind === "dividend" ? {} : { quantity, price }),
    });
  }
  await t.run(async (ctx) => {
    await ctx.db.insert("portfolios", { userId, accountId, ...totals });
    for (const [symbol, p] of positions) {
      await ctx.db.insert("investmentPositions", {
        userId,
        accountId,
        symbol,
        ...p,
        assetKind: "stock",
      });
      await ctx.db.insert("trackedSymbols", { symbol, lastFetchedDay: TODAY });
      await ctx.db.insert("prices", {
        symbol,
        date: TODAY,
        price: 100e8,
        currency: "USD",
        source: "provider",
      });
    }
    for (const [month, entries] of months) {
      await ctx.db.insert("portfolioMonths", { userId, accountId, month, entries });
    }
  });
  for (let first = 0; first < TRADES; first += 2_000) {
    await t.run(async (ctx) => {
      for (const trade of trades.slice(first, first + 2_000)) {
        await ctx.db.insert("investmentTrades", trade as never);
      }
    });
  }
  await t.run(async (ctx) => {
    for (let s = 0; s < HOLDINGS; s += 1) {
      for (let year = 2015; year <= 2024; year += 1) {
        const closes = Array.from({ length: 12 }, (_, m) => ({
          month: `${year}-${String(m + 1).padStart(2, "0")}`,
          date: `${year}-${String(m + 1).padStart(2, "0")}-28`,
          price: (60 + ((s + m + year) % 80)) * 1e8,
          currency: "USD" as const,
        }));
        await ctx.db.insert("priceMonthEnds", { symbol: `SYM${s}`, year: String(year), closes });
      }
    }
  });
}

async function main() {
  const { t, as, userId } = await benchUser();
  const accountId = await as.mutation(api.accounts.create, {
    name: "Broker",
    type: "investment",
    currency: "USD",
    initialBalance: 10 ** 13,
  });
  const started = Date.now();
  await seedPortfolio(t, userId, accountId);
  console.log(
    `Seeded ${TRADES.toLocaleString("en")} trades in ${HOLDINGS} holdings over ${YEARS} years and 10 years of month-end closes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cost = queryCostPrinter(as);

  console.log(
    `\nDocuments read per query (${HOLDINGS} holdings, ${TRADES.toLocaleString("en")} trades)`,
  );
  await cost("investments.holdings", api.investments.holdings as AnyQuery, { accountId });
  await cost("investments.summary (account)", api.investments.summary as AnyQuery, { accountId });
  await cost("investments.summary (all accounts)", api.investments.summary as AnyQuery, {});
  await cost("investments.trades (latest 50)", api.investments.trades as AnyQuery, { accountId });
  await cost("investments.performance (account)", api.investments.performance as AnyQuery, {
    accountId,
    today: TODAY,
  });
  await cost("accounts.summary (net worth)", api.accounts.summary as AnyQuery, {});
  await cost("accounts.list", api.accounts.list as AnyQuery, { today: TODAY });
  await cost("reports.netWorthOverTime (10 years)", api.reports.netWorthOverTime as AnyQuery, {
    from: "2015-01",
    to: "2024-12",
  });
}

await main();
