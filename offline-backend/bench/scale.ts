/**
 * The offline backend at scale, with the app's real functions: an empty ledger versus one
 * with 100,000 transactions (BENCH_TRANSACTIONS to change it). For each it prints
 * - start-up: spawn to "ready" with the snapshot, and again after kill -9 (snapshot + log);
 *   and, in this process, the restore alone (read snapshot + log, build the indexes);
 * - the Transactions page's first page (50 rows): over HTTP (median of 20), and its server
 *   time alone, run on the engine in this process;
 * - a write in client A reaching client B's first-page subscription, median and p95;
 * - inserts through the public API, one mutation at a time, in rows per second.
 * Figures are printed, never asserted.
 *
 *   tsx offline-backend/bench/scale.ts
 *   OFFLINE_BACKEND_CLI=/path/to/old/cli.ts BENCH_IN_PROCESS=0 tsx …   (an older build)
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { Engine } from "../src/engine";
import { loadModules } from "../src/modules";
import { DurableStore } from "../src/persistence";
import {
  client,
  httpClient,
  REPO_ROOT,
  signToken,
  startBackend,
  tempDataDir,
  type Backend,
} from "../test/helpers";
import { seedSnapshot, type Seeded } from "./seedSnapshot";

const api = anyApi;
const TOTAL = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const FUNCTIONS = path.join(REPO_ROOT, "convex");
const INSERTS = 200;
const LATENCY_WRITES = 40;
const TODAY = new Date().toISOString().slice(0, 10);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const pct = (values: number[], p: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timedStart(dataDir: string): Promise<{ backend: Backend; ms: number }> {
  const started = performance.now();
  const backend = await startBackend({ dataDir, functions: FUNCTIONS, startTimeoutMs: 120_000 });
  return { backend, ms: performance.now() - started };
}

type Clients = { http: ConvexHttpClient; reader: ConvexClient; writer: ConvexClient };

async function connect(backend: Backend, seeded: Seeded): Promise<Clients> {
  const token = await signToken(backend, { sub: `${seeded.userId}|bench` });
  const http = httpClient(backend);
  http.setAuth(token);
  const [reader, writer] = [client(backend), client(backend)];
  for (const c of [reader, writer]) c.setAuth(async () => token);
  return { http, reader, writer };
}

const firstPage = (accountId: string) => ({
  accountId,
  paginationOpts: { numItems: 50, cursor: null },
});

async function firstPageTime(c: Clients, seeded: Seeded): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    await c.http.query(api.transactions.list, firstPage(seeded.accountId));
    if (i > 0) times.push(performance.now() - started);
  }
  return pct(times, 0.5);
}

async function liveLatency(c: Clients, seeded: Seeded): Promise<number[]> {
  let waiting: { notes: string; resolve: () => void } | undefined;
  const unsubscribe = c.reader.onUpdate(
    api.transactions.list,
    firstPage(seeded.accountId),
    (result: { page: { notes?: string }[] }) => {
      if (waiting && result.page.some((row) => row.notes === waiting!.notes)) waiting.resolve();
    },
  );
  await c.reader.query(api.transactions.list, firstPage(seeded.accountId));
  const times: number[] = [];
  for (let i = 0; i < LATENCY_WRITES; i++) {
    const notes = `live ${i} ${Date.now()}`;
    const arrived = new Promise<void>((resolve) => (waiting = { notes, resolve }));
    const started = performance.now();
    await Promise.all([
      c.writer.mutation(api.transactions.create, {
        accountId: seeded.accountId,
        kind: "expense",
        amount: 100 + i,
        date: TODAY,
        category: "food",
        notes,
      }),
      arrived,
    ]);
    times.push(performance.now() - started);
  }
  unsubscribe();
  return times;
}

async function insertRate(c: Clients, seeded: Seeded): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < INSERTS; i++) {
    await c.writer.mutation(api.transactions.create, {
      accountId: seeded.accountId,
      kind: i % 4 === 0 ? "income" : "expense",
      amount: 100 + i,
      date: TODAY,
      category: i % 4 === 0 ? "income" : "food",
    });
  }
  return INSERTS / ((performance.now() - started) / 1000);
}

/** Restore and first-page server time on an engine in this process (a copy of the data). */
async function inProcess(dataDir: string, seeded: Seeded): Promise<string[]> {
  const copy = tempDataDir();
  try {
    for (const f of ["snapshot.json", "wal.jsonl"]) {
      if (fs.existsSync(path.join(dataDir, f)))
        fs.copyFileSync(path.join(dataDir, f), path.join(copy, f));
    }
    const modules = await loadModules(FUNCTIONS);
    const started = performance.now();
    const engine = new Engine(modules, new DurableStore(copy, Number.MAX_SAFE_INTEGER), {});
    await engine.init();
    const restoreMs = performance.now() - started;
    const identity = {
      subject: `${seeded.userId}|bench`,
      issuer: "bench",
      tokenIdentifier: `bench|${seeded.userId}|bench`,
    };
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const began = performance.now();
      const outcome = await engine.query(
        "transactions:list",
        firstPage(seeded.accountId),
        identity,
      );
      if (!outcome.success) throw new Error(outcome.errorMessage);
      if (i > 0) times.push(performance.now() - began);
    }
    return [
      `  restore in process (${engine.storage.committed.size.toLocaleString("en")} docs + indexes): ${ms(restoreMs)}`,
      `  Transactions first page, server time: median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}`,
    ];
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

async function measure(total: number): Promise<string[]> {
  const dataDir = tempDataDir();
  try {
    const seedStarted = performance.now();
    const seeded = await seedSnapshot(FUNCTIONS, dataDir, total);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const lines = [
      `${total.toLocaleString("en")} transactions (${seeded.documents.toLocaleString("en")} documents, seeded in ${seedSeconds.toFixed(1)} s)`,
    ];
    const first = await timedStart(dataDir);
    let backend = first.backend;
    try {
      const c = await connect(backend, seeded);
      const page = await firstPageTime(c, seeded);
      const latency = await liveLatency(c, seeded);
      const rate = await insertRate(c, seeded);
      await Promise.all([c.reader.close(), c.writer.close()]);
      await backend.kill9();
      const second = await timedStart(dataDir);
      backend = second.backend;
      const walBytes = fs.statSync(path.join(dataDir, "wal.jsonl")).size;
      lines.push(
        `  start-up (snapshot):                 ${ms(first.ms)}`,
        `  start-up after kill -9 (snapshot + ${(walBytes / 1024).toFixed(0)} KB log): ${ms(second.ms)}`,
        `  Transactions first page (HTTP):      median ${ms(page)}`,
        `  write in A -> B's first page:        median ${ms(pct(latency, 0.5))}, p95 ${ms(pct(latency, 0.95))}`,
        `  inserts through the API:             ${rate.toFixed(0)} rows/s (${INSERTS} mutations)`,
      );
    } finally {
      await backend.stop();
    }
    if (process.env.BENCH_IN_PROCESS !== "0") lines.push(...(await inProcess(dataDir, seeded)));
    return lines;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runScaleBench(print = console.log): Promise<void> {
  print("offline backend at scale (app functions, one user, one account)");
  for (const total of [0, TOTAL]) print((await measure(total)).join("\n"));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  runScaleBench().then(
    () => undefined,
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
