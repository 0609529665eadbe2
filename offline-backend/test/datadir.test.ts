/**
 * Defect "offline backend data folder": owner-only modes from the start, a lock that a stale
 * or foreign pid cannot hold, and a `repair` command for a log with a damaged middle line.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { anyApi } from "convex/server";
import { describe, expect, test } from "vitest";
import { httpClient, REPO_ROOT, startBackend, tempDataDir } from "./helpers";

const api = anyApi;
const CLI = path.join(REPO_ROOT, "offline-backend/src/cli.ts");

const mode = (file: string) => fs.statSync(file).mode & 0o777;

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", CLI, ...args], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

async function writeMessages(dataDir: string, count: number) {
  const backend = await startBackend({ dataDir, args: ["--compact-every", "100000"] });
  const h = httpClient(backend);
  for (let i = 0; i < count; i++) await h.mutation(api.messages.send, { body: `m${i}` });
  await backend.kill9(); // no compaction: everything stays in wal.jsonl
}

describe("offline backend data folder", () => {
  test("the folder is 0700 and every data file 0600 from the start", async () => {
    const dataDir = path.join(tempDataDir(), "fresh");
    const previous = process.umask(0o022);
    try {
      const backend = await startBackend({ dataDir });
      await httpClient(backend).mutation(api.messages.send, { body: "secret" });
      expect(mode(dataDir)).toBe(0o700);
      for (const name of ["wal.jsonl", "functions.log", "env.json", "admin_key", "server.json"])
        expect(mode(path.join(dataDir, name)), name).toBe(0o600);
      await backend.stop(); // a clean stop writes the snapshot
      expect(mode(path.join(dataDir, "snapshot.json"))).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });

  test("an older, wider folder is narrowed to the owner on start", async () => {
    const dataDir = tempDataDir();
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, "wal.jsonl"), "", { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, "wal.jsonl"), 0o644);
    const backend = await startBackend({ dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "wal.jsonl"))).toBe(0o600);
    await backend.stop();
  });

  test("a lock held by a pid that is not an offline backend on this folder does not block start", async () => {
    const dataDir = tempDataDir();
    const lock = path.join(dataDir, "server.json");
    // pid 1 is alive but is init; the test runner is alive but is not this CLI; a recorded
    // start time that does not match means the pid was reused.
    for (const stale of [
      { pid: 1 },
      { pid: process.pid },
      { pid: process.pid, started: "another-boot:1", port: 1, sitePort: 2, host: "127.0.0.1" },
    ]) {
      fs.writeFileSync(lock, JSON.stringify(stale));
      const backend = await startBackend({ dataDir });
      await backend.stop();
    }
  });

  test("a live offline backend on the folder still refuses a second one", async () => {
    const dataDir = tempDataDir();
    const first = await startBackend({ dataDir });
    try {
      await expect(startBackend({ dataDir })).rejects.toThrow(/in use by another offline backend/);
    } finally {
      await first.stop();
    }
  });

  test("repair keeps the valid prefix of a log with a corrupt middle line and says what it dropped", async () => {
    const dataDir = tempDataDir();
    await writeMessages(dataDir, 6);
    const log = path.join(dataDir, "wal.jsonl");
    const lines = fs.readFileSync(log, "utf8").split("\n").filter(Boolean);
    const commits = lines.filter((l) => l.startsWith('{"k":"c"')).length;
    expect(commits).toBe(6);
    // Damage the line after the third commit (and whatever answers follow it).
    let third = -1;
    for (let i = 0, seen = 0; third === -1; i++)
      if (lines[i].startsWith('{"k":"c"') && ++seen === 3) third = i;
    const damaged = [
      ...lines.slice(0, third + 1),
      '{"k":"c","seq":4,"ts":"1',
      ...lines.slice(third + 1),
    ];
    fs.writeFileSync(log, damaged.join("\n") + "\n");

    await expect(startBackend({ dataDir })).rejects.toThrow(/backend:cli -- repair --data-dir/);

    const repaired = cli("repair", "--data-dir", dataDir);
    expect(repaired.status).toBe(0);
    const dropped = damaged.length - (third + 1);
    expect(repaired.out).toContain(
      `Kept the first ${third + 1} entries; dropped ${dropped} entries`,
    );
    const aside = fs.readdirSync(dataDir).filter((f) => f.startsWith("wal.jsonl.corrupt-"));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dataDir, aside[0]), "utf8")).toContain(
      '{"k":"c","seq":4,"ts":"1',
    );
    expect(mode(path.join(dataDir, aside[0]))).toBe(0o600);

    const backend = await startBackend({ dataDir });
    expect(await httpClient(backend).query(api.messages.list, {})).toEqual(["m0", "m1", "m2"]);
    await backend.stop();
    expect(cli("repair", "--data-dir", dataDir).out).toContain("nothing to repair");
  });
});
