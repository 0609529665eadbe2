/**
 * The sync protocol end to end: real `convex/browser` clients against the server process.
 */
import { anyApi } from "convex/server";
import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { client, httpClient, sleep, startBackend, waitFor, type Backend } from "./helpers";

const api = anyApi;
let backend: Backend;
const clients: { close(): Promise<void> }[] = [];
function newClient() {
  const c = client(backend);
  clients.push(c);
  return c;
}

/** The server's stdout is a pipe, written asynchronously: it may trail the socket's answer. */
async function outputMatches(pattern: RegExp | string): Promise<void> {
  const found = () =>
    typeof pattern === "string"
      ? backend.output().includes(pattern)
      : pattern.test(backend.output());
  for (let i = 0; i < 50 && !found(); i++) await sleep(20);
  if (typeof pattern === "string") expect(backend.output()).toContain(pattern);
  else expect(backend.output()).toMatch(pattern);
}

beforeAll(async () => {
  backend = await startBackend({ args: ["--limit-documents-read", "500"] });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await backend?.stop();
});

describe("queries and mutations", () => {
  test("a write by one client reaches another client's subscription", async () => {
    const [writer, reader] = [newClient(), newClient()];
    await waitFor<string[]>(reader, api.messages.list, {}, () => true);
    const seen = waitFor<string[]>(reader, api.messages.list, {}, (v) => v.includes("from writer"));
    await writer.mutation(api.messages.send, { body: "from writer" });
    expect(await seen).toContain("from writer");
  });

  test("a subscribed page keeps its end, as Convex's journal does: a row added inside it makes it grow", async () => {
    const c = newClient();
    const author = "pager";
    for (let i = 1; i <= 5; i++) await c.mutation(api.messages.send, { body: `p${i}`, author });
    const args = { author, paginationOpts: { numItems: 3, cursor: null } };
    type Page = { page: string[]; isDone: boolean; continueCursor: string };
    // One subscription the whole time: the queries below share it (same query, same args).
    const unsubscribe = c.onUpdate(api.messages.page, args, () => undefined);
    const first = await waitFor<Page>(c, api.messages.page, args, () => true);
    expect(first.page).toEqual(["p5", "p4", "p3"]);
    await c.mutation(api.messages.send, { body: "p6", author });
    const grown = await waitFor<Page>(c, api.messages.page, args, (v) => v.page.includes("p6"));
    // Before, the page kept three rows and p3 went into no page at all.
    expect(grown.page).toEqual(["p6", "p5", "p4", "p3"]);
    expect(grown.continueCursor).toBe(first.continueCursor);
    const next = await c.query(api.messages.page, {
      author,
      paginationOpts: { numItems: 3, cursor: grown.continueCursor },
    });
    expect(next.page).toEqual(["p2", "p1"]);
    unsubscribe();
  });

  test("read your writes: the mutation promise resolves after the client has the new result", async () => {
    const c = newClient();
    let latest: string[] = [];
    const unsubscribe = c.onUpdate(api.messages.list, {}, (v: string[]) => (latest = v));
    await waitFor(c, api.messages.list, {}, () => true);
    for (let i = 0; i < 5; i++) {
      await c.mutation(api.messages.send, { body: `ryw ${i}` });
      expect(latest).toContain(`ryw ${i}`);
    }
    unsubscribe();
  });

  test("ConvexError data reaches the client for mutations and queries", async () => {
    const c = newClient();
    const error = await c.mutation(api.messages.fail, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string; detail: number }>).data).toEqual({
      code: "NOPE",
      detail: 42,
    });
    const queryError = await c.query(api.messages.failingQuery, {}).catch((e: unknown) => e);
    expect((queryError as ConvexError<{ code: string }>).data).toEqual({ code: "QUERY_NOPE" });
    const httpError = await httpClient(backend)
      .mutation(api.messages.fail, {})
      .catch((e: unknown) => e);
    expect((httpError as ConvexError<{ code: string }>).data).toEqual({ code: "NOPE", detail: 42 });
  });

  test("internal functions are refused to clients", async () => {
    const c = newClient();
    await expect(c.query(api.messages.secret, {})).rejects.toThrow(
      /Could not find public function/,
    );
    await expect(c.mutation(api.messages.secretSend, { body: "x" })).rejects.toThrow(
      /Could not find public function/,
    );
    await expect(httpClient(backend).query(api.messages.secret, {})).rejects.toThrow(
      /Could not find public function/,
    );
  });

  test("a schema violation fails the mutation with a clear error", async () => {
    const c = newClient();
    await expect(c.mutation(api.messages.invalid, {})).rejects.toThrow(
      /messages|Validator|string/i,
    );
    await outputMatches(/\[ERROR\] 'messages:invalid'/);
  });

  test("function logs reach the server console with the function name", async () => {
    const c = newClient();
    await c.mutation(api.messages.send, { body: "logged" });
    await outputMatches("[LOG] 'messages:send' 'sending' 'logged'");
  });

  test("ConvexHttpClient queries and mutations", async () => {
    const h = httpClient(backend);
    const id = await h.mutation(api.messages.send, { body: "over http" });
    expect(await h.query(api.messages.get, { id })).toBe("over http");
  });
});

describe("actions, scheduling, HTTP actions, crons", () => {
  test("action -> mutation -> subscriber", async () => {
    const [a, b] = [newClient(), newClient()];
    const seen = waitFor<string[]>(b, api.messages.list, {}, (v) => v.includes("via action"));
    const id = await a.action(api.messages.sendViaAction, { body: "via action" });
    expect(typeof id).toBe("string");
    await seen;
  });

  test("a scheduled function runs on time and its write is pushed", async () => {
    const c = newClient();
    const started = Date.now();
    const seen = waitFor<string[]>(c, api.messages.list, {}, (v) => v.includes("later"));
    await c.mutation(api.messages.sendLater, { body: "later", delayMs: 700 });
    await seen;
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
  });

  test("HTTP actions from http.ts on the site port", async () => {
    const response = await fetch(`${backend.siteUrl}/hello`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-test")).toBe("1");
    expect(await response.text()).toBe("hello from http");
    const c = newClient();
    const seen = waitFor<string[]>(c, api.messages.list, {}, (v) => v.includes("posted"));
    expect(
      (await fetch(`${backend.siteUrl}/post`, { method: "POST", body: "posted" })).status,
    ).toBe(204);
    await seen;
    expect((await fetch(`${backend.siteUrl}/nope`)).status).toBe(404);
  });

  test("crons from crons.ts run", async () => {
    const c = newClient();
    await waitFor<number>(c, api.events.count, {}, (n) => n >= 1, 6_000);
  });
});

describe("limits", () => {
  test("a query reading more documents than the limit fails like on Convex", async () => {
    const c = newClient();
    await c.mutation(api.items.insertMany, { count: 450 });
    expect(await c.query(api.items.count, {})).toBe(450);
    await c.mutation(api.items.insertMany, { count: 100 });
    await expect(c.query(api.items.count, {})).rejects.toThrow(/too many documents/i);
    await sleep(0);
  });
});
