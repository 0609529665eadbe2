import type { ConvexReactClient } from "convex/react";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { OutboxEntry } from "./outboxTypes";

// An in-memory stand-in for IndexedDB (jsdom has none): the outbox logic is what is tested.
const rows = new Map<string, OutboxEntry>();
vi.mock("./deviceStore", () => ({
  outboxEntries: async () => [...rows.values()],
  putOutboxEntry: async (_person: string, entry: OutboxEntry) =>
    void rows.set(entry.clientId, entry),
  removeOutboxEntry: async (_person: string, id: string) => void rows.delete(id),
}));

const { keepInOutbox, sendOutbox, unsentOutboxCount } = await import("./outbox");

const create = (clientId: string) => ({
  fn: "create" as const,
  args: {
    accountId: "a1" as never,
    kind: "expense" as const,
    amount: 320,
    date: "2024-06-15",
    category: "transportation" as const,
    clientId,
  },
});

function clientAnswering(answer: (args: { clientId: string }) => Promise<unknown>) {
  const mutation = vi.fn((_fn: unknown, args: { clientId: string }) => answer(args));
  const client = {
    mutation,
    connectionState: () => ({ hasEverConnected: true, isWebSocketConnected: true }),
  } as unknown as ConvexReactClient;
  return { client, mutation };
}

describe("the offline outbox", () => {
  beforeEach(() => rows.clear());
  afterEach(() => vi.unstubAllGlobals());

  test("an entry the server takes is sent once, with its clientId, and leaves the outbox", async () => {
    await keepInOutbox("p1", create("c-1"));
    const { client, mutation } = clientAnswering(async () => "t1");
    await sendOutbox("p1", client);
    await sendOutbox("p1", client);
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(mutation.mock.calls[0][1]).toMatchObject({ clientId: "c-1", amount: 320 });
    expect(rows.size).toBe(0);
  });

  test("a refused entry is kept with the server's reason; later ones still go", async () => {
    await keepInOutbox("p1", create("c-1"));
    await keepInOutbox("p1", create("c-2"));
    const { client } = clientAnswering(async ({ clientId }) => {
      if (clientId === "c-1") throw new ConvexError({ code: "NOT_FOUND" });
      return "t2";
    });
    await sendOutbox("p1", client);
    expect([...rows.values()]).toMatchObject([
      { clientId: "c-1", state: "refused", reason: "NOT_FOUND" },
    ]);
  });

  test("no answer (the connection broke) or an ended session keeps the entry waiting", async () => {
    await keepInOutbox("p1", create("c-1"));
    await sendOutbox(
      "p1",
      clientAnswering(async () => {
        throw new Error("connection lost");
      }).client,
    );
    await sendOutbox(
      "p1",
      clientAnswering(async () => {
        throw new ConvexError({ code: "UNAUTHENTICATED" });
      }).client,
    );
    expect(rows.get("c-1")).toMatchObject({ state: "waiting" });
  });

  test("nothing is sent while the browser is offline", async () => {
    await keepInOutbox("p1", create("c-1"));
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const { client, mutation } = clientAnswering(async () => "t1");
    await sendOutbox("p1", client);
    expect(mutation).not.toHaveBeenCalled();
    expect(rows.get("c-1")).toMatchObject({ state: "waiting" });
  });

  test("what a sign-out would delete: waiting and refused entries alike; nothing without a person", async () => {
    await keepInOutbox("p1", create("c-1"));
    await keepInOutbox("p1", create("c-2"));
    rows.set("c-2", { ...rows.get("c-2")!, state: "refused", reason: "ACCOUNT_ARCHIVED" });
    expect(await unsentOutboxCount("p1")).toBe(2);
    expect(await unsentOutboxCount(null)).toBe(0);
  });
});
