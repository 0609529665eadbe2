/**
 * Reconnects, restarts and crashes: re-sent mutations apply once, acknowledged writes survive
 * SIGKILL, ids stay stable, pending scheduled functions run after a restart.
 */
import { anyApi } from "convex/server";
import { describe, expect, test } from "vitest";
import { client, httpClient, startBackend, tempDataDir, waitFor } from "./helpers";

const api = anyApi;

describe("reconnect", () => {
  test("a mutation re-sent after a dropped connection is applied once", async () => {
    const backend = await startBackend({
      env: { OFFLINE_BACKEND_TEST_DROP_SOCKET_AFTER_MUTATION: "messages:send" },
    });
    try {
      const c = client(backend);
      await waitFor(c, api.messages.list, {}, () => true);
      // The server commits, then drops the socket before answering; the client reconnects
      // and re-sends the same (session, requestId).
      const id = await c.mutation(api.messages.send, { body: "exactly once" });
      expect(typeof id).toBe("string");
      const list = await waitFor<string[]>(c, api.messages.list, {}, (v) =>
        v.includes("exactly once"),
      );
      expect(list.filter((b) => b === "exactly once")).toHaveLength(1);
      expect(await c.query(api.messages.get, { id })).toBe("exactly once");
      await c.close();
    } finally {
      await backend.stop();
    }
  });
});

describe("persistence", () => {
  test("data and ids survive a restart; new ids do not collide", async () => {
    const dataDir = tempDataDir();
    let backend = await startBackend({ dataDir, args: ["--compact-every", "5"] });
    const h = httpClient(backend);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await h.mutation(api.messages.send, { body: `m${i}` }));
    await backend.stop();

    backend = await startBackend({ dataDir, args: ["--compact-every", "5"] });
    const h2 = httpClient(backend);
    expect(await h2.query(api.messages.list, {})).toEqual(ids.map((_, i) => `m${i}`));
    expect(await h2.query(api.messages.get, { id: ids[3] })).toBe("m3");
    const newId = await h2.mutation(api.messages.send, { body: "after restart" });
    expect(ids).not.toContain(newId);
    await backend.stop();
  });

  test("every acknowledged mutation survives kill -9 in the middle of a stream of writes", async () => {
    const dataDir = tempDataDir();
    let backend = await startBackend({ dataDir, args: ["--compact-every", "50"] });
    const c = client(backend);
    const acked: string[] = [];
    // Many mutations in flight at once; kill the server while they are still streaming in.
    const writes = Array.from({ length: 400 }, (_, i) =>
      c.mutation(api.messages.send, { body: `w${i}` }).then(
        () => acked.push(`w${i}`),
        () => undefined,
      ),
    );
    while (acked.length < 60) await new Promise((r) => setTimeout(r, 5));
    await backend.kill9();
    const ackedAtKill = [...acked];
    await c.close();
    void Promise.allSettled(writes);

    backend = await startBackend({ dataDir });
    const bodies = new Set(await httpClient(backend).query(api.messages.list, {}));
    for (const body of ackedAtKill) expect(bodies.has(body), body).toBe(true);
    expect(backend.output()).not.toMatch(/Corrupt/);
    await backend.stop();
  });

  test("a scheduled function still pending at shutdown runs after the restart", async () => {
    const dataDir = tempDataDir();
    let backend = await startBackend({ dataDir });
    await httpClient(backend).mutation(api.messages.sendLater, {
      body: "survived restart",
      delayMs: 1500,
    });
    await backend.kill9();
    backend = await startBackend({ dataDir });
    const c = client(backend);
    await waitFor<string[]>(c, api.messages.list, {}, (v) => v.includes("survived restart"), 8_000);
    await c.close();
    await backend.stop();
  });
});
