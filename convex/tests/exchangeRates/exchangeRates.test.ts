import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import { expectCode, newTest, signedIn, signIn } from "../../testing/helpers.testkit";

/** A local stand-in for open.er-api.com; each test sets what it answers. */
let reply: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let baseUrl = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

beforeEach(() => {
  vi.stubEnv("RATES_API_URL", `${baseUrl}/v6/latest/USD`);
});

const ER_API_BODY = {
  result: "success",
  base_code: "USD",
  rates: { USD: 1, EUR: 0.8, GBP: 0.5, JPY: 150, XYZ: 3 },
};

describe("exchangeRates CRUD", () => {
  test("upsert, list and remove a manual rate", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.exchangeRates.upsert, {
      base: "EUR",
      quote: "USD",
      rate: 1.1,
    });
    expect(
      await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.2 }),
    ).toBe(id);
    expect(await as.query(api.exchangeRates.list, {})).toMatchObject([
      { _id: id, base: "EUR", quote: "USD", rate: 1.2, source: "manual" },
    ]);
    await as.mutation(api.exchangeRates.remove, { id });
    expect(await as.query(api.exchangeRates.list, {})).toEqual([]);
  });

  test.each([0, -1, Number.POSITIVE_INFINITY, Number.NaN])(
    "rate %d is INVALID_RATE",
    async (rate) => {
      const { as } = await signedIn();
      await expectCode(
        as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate }),
        "INVALID_RATE",
      );
      await expectCode(
        as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "EUR", rate: 1 }),
        "INVALID_CURRENCY",
      );
    },
  );
});

describe("refreshReferenceRates", () => {
  test("stores every pair from the answer as reference rates, keeping manual ones", async () => {
    const { as } = await signedIn();
    await as.mutation(api.exchangeRates.upsert, { base: "GBP", quote: "USD", rate: 1.9 });
    reply = { status: 200, body: ER_API_BODY };
    // USD, EUR, GBP, JPY: 6 pairs, of which USD–GBP is the user's own.
    expect(await as.action(api.exchangeRates.refreshReferenceRates, {})).toEqual({
      stored: 5,
      skipped: 1,
    });
    const rates = await as.query(api.exchangeRates.list, {});
    expect(rates).toHaveLength(6);
    expect(rates.find((r) => r.base === "GBP" && r.quote === "USD")).toMatchObject({
      rate: 1.9,
      source: "manual",
    });
    expect(rates.find((r) => r.base === "EUR" && r.quote === "JPY")).toMatchObject({
      rate: 187.5,
      source: "reference",
    });
    // A second refresh updates rather than duplicates.
    expect(await as.action(api.exchangeRates.refreshReferenceRates, {})).toEqual({
      stored: 5,
      skipped: 1,
    });
    expect(await as.query(api.exchangeRates.list, {})).toHaveLength(6);
  });

  test("reads a Frankfurter-style answer too (base left out of rates)", async () => {
    const { as } = await signedIn();
    reply = {
      status: 200,
      body: { amount: 1, base: "EUR", date: "2024-06-14", rates: { USD: 1.25 } },
    };
    await as.action(api.exchangeRates.refreshReferenceRates, {});
    expect(await as.query(api.exchangeRates.list, {})).toMatchObject([
      { base: "USD", quote: "EUR", rate: 0.8, source: "reference" },
    ]);
  });

  test.each([
    ["an HTTP error", { status: 503, body: { error: "down" } }],
    ["an error answer", { status: 200, body: { result: "error", "error-type": "unknown-code" } }],
    ["an unreadable answer", { status: 200, body: { hello: "world" } }],
  ])("%s is RATES_UNAVAILABLE and stores nothing", async (_label, answer) => {
    const { as } = await signedIn();
    reply = answer;
    await expectCode(as.action(api.exchangeRates.refreshReferenceRates, {}), "RATES_UNAVAILABLE");
    expect(await as.query(api.exchangeRates.list, {})).toEqual([]);
  });

  test("a network failure is RATES_UNAVAILABLE", async () => {
    const { as } = await signedIn();
    vi.stubEnv("RATES_API_URL", "http://127.0.0.1:1/unreachable");
    await expectCode(as.action(api.exchangeRates.refreshReferenceRates, {}), "RATES_UNAVAILABLE");
  });
});

describe("exchangeRates access", () => {
  test("an unauthenticated caller gets UNAUTHENTICATED from every function", async () => {
    const { t, as } = await signedIn();
    const id = await as.mutation(api.exchangeRates.upsert, {
      base: "EUR",
      quote: "USD",
      rate: 1.1,
    });
    await expectCode(t.query(api.exchangeRates.list, {}), "UNAUTHENTICATED");
    await expectCode(
      t.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 2 }),
      "UNAUTHENTICATED",
    );
    await expectCode(t.mutation(api.exchangeRates.remove, { id }), "UNAUTHENTICATED");
    await expectCode(t.action(api.exchangeRates.refreshReferenceRates, {}), "UNAUTHENTICATED");
  });

  test("another user can neither read nor change a rate (NOT_FOUND)", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    const id = await a.as.mutation(api.exchangeRates.upsert, {
      base: "EUR",
      quote: "USD",
      rate: 1.1,
    });
    expect(await b.as.query(api.exchangeRates.list, {})).toEqual([]);
    await expectCode(b.as.mutation(api.exchangeRates.remove, { id }), "NOT_FOUND");
    // B's upsert and refresh create B's own rows and leave A's rate alone.
    await b.as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 9 });
    reply = { status: 200, body: ER_API_BODY };
    await b.as.action(api.exchangeRates.refreshReferenceRates, {});
    expect(await a.as.query(api.exchangeRates.list, {})).toMatchObject([{ _id: id, rate: 1.1 }]);
  });
});
