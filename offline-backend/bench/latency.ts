/**
 * Latency of the offline backend: time from a mutation sent by one ConvexClient to the
 * update arriving at another client's subscription. 100 writes, with 1 and with 100
 * subscriptions on the receiving client. Prints median and p95; asserts nothing.
 *
 *   tsx offline-backend/bench/latency.ts
 */
import { pathToFileURL } from "node:url";
import { anyApi } from "convex/server";
import { client, startBackend, type Backend } from "../test/helpers";

const api = anyApi;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(
  backend: Backend,
  subscriptions: number,
  writes = 100,
): Promise<{ median: number; p95: number }> {
  const writer = client(backend);
  const reader = client(backend);
  // The watched query: the newest message. The other subscriptions read a table that the
  // writes also touch, so every one of them is re-run on each write.
  let resolveNext: ((body: string) => void) | undefined;
  const unsubscribers = [
    reader.onUpdate(api.messages.list, {}, (bodies: string[]) =>
      resolveNext?.(bodies[bodies.length - 1]),
    ),
  ];
  const ready: Promise<unknown>[] = [];
  for (let n = 1; n < subscriptions; n++) {
    ready.push(new Promise((r) => unsubscribers.push(reader.onUpdate(api.items.byN, { n }, r))));
  }
  await Promise.all(ready);
  await reader.query(api.messages.list, {});
  const samples: number[] = [];
  for (let i = 0; i < writes; i++) {
    const body = `bench ${subscriptions} ${i} ${Date.now()}`;
    const arrived = new Promise<void>((resolve) => {
      resolveNext = (latest) => {
        if (latest === body) resolve();
      };
    });
    const start = performance.now();
    await Promise.all([writer.mutation(api.messages.send, { body }), arrived]);
    samples.push(performance.now() - start);
    // Also touch the table the extra subscriptions read, so they are invalidated too.
    if (subscriptions > 1) await writer.mutation(api.items.insertMany, { count: 1 });
  }
  unsubscribers.forEach((u) => u());
  await Promise.all([writer.close(), reader.close()]);
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function runLatencyBench(): Promise<string> {
  const backend = await startBackend();
  try {
    const lines = ["offline backend: mutation in client A -> update in client B (100 writes)"];
    for (const subscriptions of [1, 100]) {
      const { median, p95 } = await measure(backend, subscriptions);
      lines.push(
        `  ${String(subscriptions).padStart(3)} subscription(s): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      );
    }
    return lines.join("\n");
  } finally {
    await backend.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLatencyBench().then(
    (report) => console.log(report),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
