/**
 * The offline backend at scale, with the app's real functions: an empty ledger versus one
 * with 100,000 transactions (BENCH_TRANSACTIONS to change it). For each it prints
 * - start-up: spawn to "ready" with the snapshot, and again after kill -9 (snapshot + log);
 *   and, in this process, the restore alone (read snapshot + log, build the indexes);
 * - the Transactions page's first page (50 rows): over HTTP (median of 20), and its server
 *   time alone, run on the engine in this process;
 * - a write in client A reaching client B's first-page subscription, median and p95;
 * - inserts through the public API, one mutation at a time, in rows per second.
 * Both servers run at once and samples alternate between them, so the machine's other load
 * weighs on both alike. Figures are printed, never asserted.
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
const INSERTS = 400;
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
  const token = await signToken(backend, { sub: seeded.subject });
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

/**
 * One running server with its clients. Both databases (empty and full) run at once and every
 * figure is sampled alternately on each, so load from elsewhere on the machine hits both alike.
 */
type Side = {
  label: string;
  dataDir: string;
  seeded: Seeded;
  backend: Backend;
  clients: Clients;
  startMs: number[];
  pageMs: number[];
  latencyMs: number[];
  insertMs: number;
  inserted: number;
  walKb: number;
  latest?: { notes: string; resolve: () => void };
  unsubscribe?: () => void;
};

async function pageSample(side: Side): Promise<void> {
  const started = performance.now();
  await side.clients.http.query(api.transactions.list, firstPage(side.seeded.accountId));
  side.pageMs.push(performance.now() - started);
}

function subscribe(side: Side): Promise<void> {
  return new Promise((ready) => {
    side.unsubscribe = side.clients.reader.onUpdate(
      api.transactions.list,
      firstPage(side.seeded.accountId),
      (result: { page: { notes?: string }[] }) => {
        ready();
        const w = side.latest;
        if (w && result.page.some((row) => row.notes === w.notes)) w.resolve();
      },
    );
  });
}

async function latencySample(side: Side, i: number): Promise<void> {
  const notes = `live ${i} ${Date.now()}`;
  const arrived = new Promise<void>((resolve) => (side.latest = { notes, resolve }));
  const started = performance.now();
  await Promise.all([
    side.clients.writer.mutation(api.transactions.create, {
      accountId: side.seeded.accountId,
      kind: "expense",
      amount: 100 + i,
      date: TODAY,
      category: "food",
      notes,
    }),
    arrived,
  ]);
  side.latencyMs.push(performance.now() - started);
}

async function insertChunk(side: Side, count: number): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    await side.clients.writer.mutation(api.transactions.create, {
      accountId: side.seeded.accountId,
      kind: i % 4 === 0 ? "income" : "expense",
      amount: 100 + i,
      date: TODAY,
      category: i % 4 === 0 ? "income" : "food",
    });
  }
  side.insertMs += performance.now() - started;
  side.inserted += count;
}

async function closeClients(side: Side): Promise<void> {
  side.unsubscribe?.();
  await Promise.all([side.clients.reader.close(), side.clients.writer.close()]);
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
      subject: seeded.subject,
      issuer: "bench",
      tokenIdentifier: `bench|${seeded.subject}`,
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

async function prepare(total: number): Promise<Side> {
  const dataDir = tempDataDir();
  const seedStarted = performance.now();
  const seeded = await seedSnapshot(FUNCTIONS, dataDir, total);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const label = `${total.toLocaleString("en")} transactions (${seeded.documents.toLocaleString("en")} documents, seeded in ${seedSeconds.toFixed(1)} s)`;
  const { backend, ms: startMs } = await timedStart(dataDir);
  return {
    label,
    dataDir,
    seeded,
    backend,
    clients: await connect(backend, seeded),
    startMs: [startMs],
    pageMs: [],
    latencyMs: [],
    insertMs: 0,
    inserted: 0,
    walKb: 0,
  };
}

function report(side: Side, inProcessLines: string[]): string[] {
  const { latencyMs: l, pageMs: p } = side;
  return [
    side.label,
    `  start-up (snapshot):                 ${ms(side.startMs[0])}`,
    `  start-up after kill -9 (snapshot + ${side.walKb.toFixed(0)} KB log): ${ms(side.startMs[1])}`,
    `  Transactions first page (HTTP):      median ${ms(pct(p, 0.5))}, p95 ${ms(pct(p, 0.95))}`,
    `  write in A -> B's first page:        median ${ms(pct(l, 0.5))}, p95 ${ms(pct(l, 0.95))}`,
    `  inserts through the API:             ${(side.inserted / (side.insertMs / 1000)).toFixed(0)} rows/s (${side.inserted} mutations)`,
    ...inProcessLines,
  ];
}

export async function runScaleBench(print = console.log): Promise<void> {
  print("offline backend at scale (app functions, one user, one account; samples alternate)");
  const sides = [await prepare(0), await prepare(TOTAL)];
  try {
    for (const side of sides) await pageSample(side); // warm up
    for (let i = 0; i < 20; i++) for (const side of sides) await pageSample(side);
    await Promise.all(sides.map(subscribe));
    for (let i = 0; i < LATENCY_WRITES; i++) for (const side of sides) await latencySample(side, i);
    for (let round = 0; round < INSERTS / 20; round++) {
      for (const side of sides) await insertChunk(side, 20);
    }
    for (const side of sides) {
      await closeClients(side);
      await side.backend.kill9();
      side.walKb = fs.statSync(path.join(side.dataDir, "wal.jsonl")).size / 1024;
      const again = await timedStart(side.dataDir);
      side.backend = again.backend;
      side.startMs.push(again.ms);
    }
  } finally {
    await Promise.all(sides.map((side) => side.backend.stop()));
  }
  for (const side of sides) {
    const lines =
      process.env.BENCH_IN_PROCESS === "0" ? [] : await inProcess(side.dataDir, side.seeded);
    print(report(side, lines).join("\n"));
    fs.rmSync(side.dataDir, { recursive: true, force: true });
  }
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
