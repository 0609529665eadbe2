/**
 * Investment query cost at scale: a portfolio of 200 holdings built from 10,000 trades over 20
 * years, with a close a month for each symbol over 10 years. Prints documents and bytes read
 * and function time of the holdings, summary, performance and net-worth queries; part of
 * `npm run bench -- --only query`.
 *
 *   npx tsx tests/bench/investmentsCost.ts
 */
import type { FunctionReference } from "convex/server";
import { api } from "../../convex/_generated/api";
import type { Doc } from "../../convex/_generated/dataModel";
import { recordTrade } from "../../convex/model/investments/record";
import { writeSharedClose } from "../../convex/model/investments/prices";
import { benchUser } from "./benchUser";

const HOLDINGS = 200;
const TRADES = 10_000;
const YEARS = 20;
const TODAY = "2024-12-31";
const BATCH = 400;

type AnyQuery = FunctionReference<"query", "public">;

function dateOf(i: number): string {
  const day = Math.floor((i / TRADES) * YEARS * 365);
  return new Date(Date.UTC(2005, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
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
  // Through the model's own write path, so positions and monthly entries are kept as in use.
  for (let first = 0; first < TRADES; first += BATCH) {
    await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId)) as Doc<"accounts">;
      for (let i = first; i < Math.min(first + BATCH, TRADES); i += 1) {
        const symbol = `SYM${i % HOLDINGS}`;
        // Each symbol's rounds: mostly buys, every fourth a sell, every seventh a dividend.
        const round = Math.floor(i / HOLDINGS);
        const sell = round % 4 === 3;
        const dividend = !sell && round % 7 === 6;
        await recordTrade({ db: ctx.db, userId }, account, {
          date: dateOf(i),
          kind: sell ? "sell" : dividend ? "dividend" : "buy",
          symbol,
          quantity: sell ? "0.5" : "1.25",
          price: String(50 + (i % 90)),
          amount: dividend ? 1_000 : undefined,
        });
      }
    });
  }
  // A year of closes in quarters of the symbols: each run stays under 4,096 index ranges.
  for (let part = 0; part < 40; part += 1) {
    const year = 2015 + Math.floor(part / 4);
    const from = (part % 4) * (HOLDINGS / 4);
    await t.run(async (ctx) => {
      for (let s = from; s < from + HOLDINGS / 4; s += 1) {
        for (let m = 1; m <= 12; m += 1) {
          const date = `${year}-${String(m).padStart(2, "0")}-28`;
          const price = (60 + ((s + m + year) % 80)) * 1e8;
          await writeSharedClose(
            ctx,
            { symbol: `SYM${s}`, date, price, currency: "USD" },
            "provider",
          );
        }
      }
    });
  }
  console.log(
    `Seeded ${TRADES.toLocaleString("en")} trades in ${HOLDINGS} holdings over ${YEARS} years and 10 years of month-end closes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  async function cost(label: string, query: AnyQuery, args: Record<string, unknown>) {
    const result = await as.run(async (ctx) => {
      const before = await ctx.meta.getTransactionMetrics();
      const began = performance.now();
      await ctx.runQuery(query, args);
      const ms = performance.now() - began;
      const after = await ctx.meta.getTransactionMetrics();
      return {
        docs: after.documentsRead.used - before.documentsRead.used,
        bytes: after.bytesRead.used - before.bytesRead.used,
        ms,
      };
    });
    console.log(
      `  ${label.padEnd(48)} ${String(result.docs).padStart(6)} docs ${(result.bytes / 1024).toFixed(1).padStart(8)} KB ${result.ms.toFixed(1).padStart(7)} ms`,
    );
  }

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
}

await main();
