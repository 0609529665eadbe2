/**
 * Bank sync at scale: a SimpleFIN server on loopback reports one account with 10,000
 * transactions over 89 days; the real functions connect, link (whose first sync brings them
 * all in, in chunks of 500) and sync again (which must add nothing). Runs on convex-test's
 * engine with the offline backend's indexed storage and Convex's limits. Figures are printed,
 * not asserted.
 *
 *   npx tsx tests/bench/bankSync.ts
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { api } from "../../convex/_generated/api";
import { indexEveryConvexTest } from "../../offline-backend/src/storage/everyConvexTest";
import { benchUser } from "./benchUser";

const TOTAL = Number(process.env.BENCH_BANK_TRANSACTIONS ?? 10_000);
const DAY_S = 86_400;
const PAYEES = ["Green Basket", "Morning Brew", "Speedy Fuel", "Luigi's", "City Power"];

function bankServer(): Promise<{ token: string; close: () => void }> {
  const now = Math.floor(Date.now() / 1000);
  const transactions = Array.from({ length: TOTAL }, (_, i) => ({
    id: `tx-${i}`,
    posted: now - 89 * DAY_S + Math.floor((i * 89 * DAY_S) / TOTAL),
    amount: `-${1 + (i % 97)}.${String(i % 100).padStart(2, "0")}`,
    description: PAYEES[i % PAYEES.length],
  }));
  const body = JSON.stringify({
    errors: [],
    accounts: [
      { id: "big", name: "Busy Checking", currency: "USD", balance: "0.00", transactions },
    ],
  });
  const server = http.createServer((req, res) => {
    if (req.method === "POST") res.end(`http://u:p@127.0.0.1:${port()}/sfin`);
    else res.end(body);
  });
  const port = () => (server.address() as AddressInfo).port;
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () =>
      done({ token: btoa(`http://127.0.0.1:${port()}/claim`), close: () => server.close() }),
    ),
  );
}

async function main() {
  // The offline backend's storage: index ranges are looked up, not scanned.
  indexEveryConvexTest();
  process.env.SECRETS_ENCRYPTION_KEY ??= btoa("bench-secrets-key-of-32-bytes!!!");
  const { t, as } = await benchUser();
  const bank = await bankServer();
  try {
    const { connectionId } = await as.action(api.bankConnections.connect, {
      setupToken: bank.token,
    });
    let started = performance.now();
    await as.mutation(api.bankConnections.link, {
      connectionId,
      externalId: "big",
      create: { name: "Busy Checking", type: "bank" },
    });
    // The first sync runs as a scheduled action: wait for it to record its end.
    for (;;) {
      const [connection] = await as.query(api.bankConnections.list, {});
      if (connection.lastSyncedAt !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const first = (performance.now() - started) / 1000;
    // The bench user's only account: every transaction is the bank's.
    const count = async () =>
      await t.run(async (ctx) => (await ctx.db.query("transactions").collect()).length);
    const afterFirst = await count();
    started = performance.now();
    const again = await as.action(api.bankConnections.sync, { connectionId });
    const second = (performance.now() - started) / 1000;
    console.log(
      `bank sync of ${TOTAL.toLocaleString("en")} transactions (offline backend's engine and storage):`,
    );
    console.log(`  first sync (link → all written): ${first.toFixed(1)} s, ${afterFirst} rows`);
    console.log(
      `  sync again: ${second.toFixed(1)} s, added ${again.added}, rows now ${await count()}`,
    );
  } finally {
    bank.close();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
