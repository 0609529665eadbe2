/** The real SimpleFIN client (convex/model/bankConnections/simplefin.ts) against the demo bank. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BankError } from "../../../convex/model/bankConnections/provider";
import { toRows } from "../../../convex/model/bankConnections/rows";
import { simplefin } from "../../../convex/model/bankConnections/simplefin";
import { startDemoBank, type DemoBank } from "./server.js";
import { startPersistentDemoBank } from "./state.js";

let bank: DemoBank;
beforeAll(async () => {
  bank = await startDemoBank();
  // The client contacts plain http on loopback only for the configured demo bank.
  process.env.SIMPLEFIN_DEMO_SETUP_URL = bank.claimUrl;
});
afterAll(async () => {
  delete process.env.SIMPLEFIN_DEMO_SETUP_URL;
  await bank.close();
});

const DAY = 86_400_000;
const tokenFor = (currency: string) => btoa(`${bank.claimUrl}/${currency}`);

test("the client claims a demo token and reads three accounts with 90 days of transactions", async () => {
  const access = await simplefin.claim(tokenFor("EUR"));
  expect(access).toMatch(/^http:\/\/demoeur[0-9a-f]+:[0-9a-f]+@127\.0\.0\.1:\d+\/simplefin$/);
  expect(simplefin.isUnlimited(access)).toBe(true);
  const now = Date.now();
  const { accounts, messages } = await simplefin.read(access, { start: now - 90 * DAY, end: now });
  expect(messages).toEqual([]);
  expect(accounts.map((a) => a.name)).toEqual([
    "Everyday Checking",
    "Rainy Day Savings",
    "Maple Rewards Card",
  ]);
  expect(accounts.every((a) => a.currency === "EUR")).toBe(true);
  const checking = accounts[0];
  expect(checking.transactions.length).toBeGreaterThan(40);
  expect(checking.transactions.filter((t) => t.pending)).toHaveLength(1);
  const { rows, skipped } = toRows(checking.transactions, "EUR", now);
  expect(skipped).toBe(0);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(rows.some((r) => r.payee === "Northwind Payroll" && r.amount === 325000)).toBe(true);
});

test("the demo's pending coffee posts under a new id on the third read of an access", async () => {
  const access = await simplefin.claim(tokenFor("USD"));
  const now = Date.now();
  const read = async () =>
    (await simplefin.read(access, { start: now - 5 * DAY, end: now })).accounts[0].transactions;
  const first = await read();
  await read();
  const third = await read();
  const pending = first.find((t) => t.pending)!;
  expect(pending.amount).toBe("-5.75");
  expect(third.some((t) => t.pending)).toBe(false);
  expect(third.some((t) => t.amount === "-5.75" && t.id !== pending.id)).toBe(true);
});

test("a wrong access is refused as 'reconnect needed', a non-token as invalid", async () => {
  const access = await simplefin.claim(tokenFor("USD"));
  const wrong = access.replace(/:[0-9a-f]+@/, ":nope@");
  const now = Date.now();
  await expect(simplefin.read(wrong, { start: now - DAY, end: now })).rejects.toMatchObject({
    code: "BANK_RECONNECT_NEEDED",
  });
  await expect(simplefin.claim("not a token")).rejects.toBeInstanceOf(BankError);
  await expect(simplefin.claim(btoa("http://bank.example/claim"))).rejects.toMatchObject({
    code: "BANK_TOKEN_INVALID",
  });
});

test("an access still reads after the offline backend restarts (same port, same secret)", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-bank-"));
  const first = await startPersistentDemoBank(dataDir);
  process.env.SIMPLEFIN_DEMO_SETUP_URL = first.claimUrl;
  const access = await simplefin.claim(btoa(`${first.claimUrl}/USD`));
  await first.close();
  const second = await startPersistentDemoBank(dataDir);
  try {
    expect(second.claimUrl).toBe(first.claimUrl);
    const now = Date.now();
    const { accounts } = await simplefin.read(access, { start: now - DAY, end: now });
    expect(accounts.length).toBe(3);
  } finally {
    await second.close();
    process.env.SIMPLEFIN_DEMO_SETUP_URL = bank.claimUrl;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
