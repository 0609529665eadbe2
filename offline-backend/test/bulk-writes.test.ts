/**
 * A mutation that writes hundreds of documents is one commit: one write-ahead log entry and
 * one fsync, and one notification to subscribers, whatever the number of rows.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { Engine } from "../src/engine";
import { loadModules } from "../src/modules";
import { DurableStore } from "../src/persistence";
import { FIXTURE, tempDataDir } from "./helpers";

let engine: Engine | undefined;
afterEach(() => {
  engine?.shutdown();
  vi.restoreAllMocks();
});

test("500 inserts in one mutation: one commit, one log entry, one fsync, one notification", async () => {
  const dataDir = tempDataDir();
  engine = new Engine(await loadModules(FIXTURE), new DurableStore(dataDir, 2000), {});
  await engine.init();
  const commits: number[] = [];
  engine.onCommit((writes) => commits.push(writes.changes.length));
  const fsyncs = vi.spyOn(fs, "fdatasyncSync");

  const outcome = await engine.mutation("items:insertMany", { count: 500 }, null);
  expect(outcome.success).toBe(true);

  expect(fsyncs).toHaveBeenCalledTimes(1);
  expect(commits).toEqual([500]);
  const lines = fs
    .readFileSync(path.join(dataDir, "wal.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { k: string; w?: unknown[] });
  expect(lines.filter((l) => l.k === "c").map((l) => l.w!.length)).toEqual([500]);
  const count = await engine.query("items:count", {}, null);
  expect(count).toMatchObject({ success: true, value: 500 });
});
