/** The real Enable Banking client (convex/model/bankConnections/enableBanking) against the demo over HTTP. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { callApi } from "../../../../convex/model/bankConnections/enableBanking/client";
import {
  parseInstitutions,
  parseSession,
} from "../../../../convex/model/bankConnections/enableBanking/parse";
import {
  enableBanking,
  accessOf,
} from "../../../../convex/model/bankConnections/enableBanking/provider";
import { BankError } from "../../../../convex/model/bankConnections/provider";
import { makeApplication } from "./jwt.js";
import { startDemoEnableBanking, type DemoEnableBankingServer } from "./server.js";

let server: DemoEnableBankingServer;
beforeAll(async () => {
  server = await startDemoEnableBanking();
  process.env.ENABLE_BANKING_APPLICATION_ID = server.applicationId;
  process.env.ENABLE_BANKING_PRIVATE_KEY = server.privateKeyPem;
  process.env.ENABLE_BANKING_API_URL = server.apiUrl;
});
afterAll(async () => {
  delete process.env.ENABLE_BANKING_APPLICATION_ID;
  delete process.env.ENABLE_BANKING_PRIVATE_KEY;
  delete process.env.ENABLE_BANKING_API_URL;
  await server.close();
});

/** Through the bank's page as a browser would: approve, follow nothing, read the redirect. */
async function authorise(name: string, country: string) {
  const { url } = (await callApi("POST", "/auth", {
    body: {
      access: { valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      aspsp: { name, country },
      state: "s1",
      redirect_url: "http://127.0.0.1:5173/accounts?bank=callback",
    },
  })) as { url: string };
  const page = await fetch(url);
  expect(await page.text()).toContain("Approve access");
  const approved = await fetch(`${url}/approve`, { method: "POST", redirect: "manual" });
  const back = new URL(approved.headers.get("location")!);
  expect(back.searchParams.get("state")).toBe("s1");
  return parseSession(
    await callApi("POST", "/sessions", { body: { code: back.searchParams.get("code") } }),
  );
}

test("banks by country, a session, and 10,000 rows of one account in pages", async () => {
  const banks = parseInstitutions(await callApi("GET", "/aspsps", { query: { country: "DE" } }));
  expect(banks.map((b) => b.name)).toEqual(["Lindenbank Demo", "Volumen Demo Bank"]);
  const session = await authorise("Volumen Demo Bank", "DE");
  expect(session.accounts[0].externalId).toBe("iban:DE02120300000000202051");
  const now = Date.now();
  const snapshot = await enableBanking.read(
    accessOf(session),
    { start: now - 90 * 86_400_000, end: now },
    ["iban:DE02120300000000202051"],
  );
  const rows = snapshot.accounts[0].transactions;
  expect(rows.length).toBeGreaterThan(9_900);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(server.demo.stats.transactionPages).toBeGreaterThan(99);
  expect(server.demo.stats.refusedTokens).toBe(0);
});

test("a request signed with another key is refused by the demo's JWT check", async () => {
  const stranger = await makeApplication(server.applicationId);
  process.env.ENABLE_BANKING_PRIVATE_KEY = stranger.privateKeyPem;
  try {
    await expect(callApi("GET", "/aspsps")).rejects.toEqual(new BankError("BANK_RECONNECT_NEEDED"));
    expect(server.demo.stats.refusedTokens).toBe(1);
  } finally {
    process.env.ENABLE_BANKING_PRIVATE_KEY = server.privateKeyPem;
  }
});
