/**
 * A long job leaves room for other clients between its chunks, as on Convex: a query sent
 * while an action writes 2,000 rows in 100 mutations, or while 100 scheduled functions due at
 * once do, is answered while the job is still running, not after it.
 */
import { afterEach, expect, test } from "vitest";
import { anyApi } from "convex/server";
import { client, httpClient, startBackend, waitFor, type Backend } from "./helpers";

let backend: Backend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

const CHUNKS = 100;
const SIZE = 20;

test("a query from another client is answered between the chunks of a long job", async () => {
  backend = await startBackend();
  const watcher = client(backend);
  let jobDone = false;
  const job = httpClient(backend)
    .action(anyApi.jobs.chunked, { chunks: CHUNKS, size: SIZE })
    .then((rows: number) => {
      jobDone = true;
      return rows;
    });
  // The job has committed its first chunk: it is running.
  await waitFor<number>(watcher, anyApi.items.count, {}, (n) => n > 0, 120_000);
  const seen = (await httpClient(backend).query(anyApi.items.count, {})) as number;
  const doneWhenAnswered = jobDone;

  expect(await job).toBe(CHUNKS * SIZE);
  expect(doneWhenAnswered).toBe(false);
  expect(seen).toBeGreaterThan(0);
  expect(seen).toBeLessThan(CHUNKS * SIZE);
  await watcher.close();
}, 180_000);

test("a query from another client is answered while a burst of scheduled functions runs", async () => {
  backend = await startBackend();
  const watcher = client(backend);
  await httpClient(backend).mutation(anyApi.jobs.scheduleChunks, { chunks: CHUNKS, size: SIZE });
  // The first scheduled chunk has committed: the burst is running.
  await waitFor<number>(watcher, anyApi.items.count, {}, (n) => n > 0, 120_000);
  const seen = (await httpClient(backend).query(anyApi.items.count, {})) as number;
  expect(seen).toBeGreaterThan(0);
  expect(seen).toBeLessThan(CHUNKS * SIZE);
  await waitFor<number>(watcher, anyApi.items.count, {}, (n) => n === CHUNKS * SIZE, 120_000);
  await watcher.close();
}, 180_000);
