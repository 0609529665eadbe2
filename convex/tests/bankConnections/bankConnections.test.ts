/**
 * Bank connections: failures are clear and lose nothing, the request budget holds,
 * bad input is refused, and the sealed access never leaves the server.
 */
import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import {
  ACCESS,
  bankRows,
  connectAndLink,
  TOKEN,
  tx,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import { expectCode, makeAccount, signIn, withEnv } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

const checking = () => ({
  id: "chk",
  name: "Checking",
  currency: "USD",
  balance: "100.00",
  transactions: [
    tx("t1", "2024-06-10", "-45.37", "Green Basket Market"),
    tx("t2", "2024-06-12", "-4.50", "Morning Brew"),
  ],
});

useBankTime();

const setup = () => withBank([checking()]);

describe("connecting", () => {
  test("a malformed token, a used one and a missing key are refused with their codes", async () => {
    const { as, bank } = await setup();
    await expectCode(
      as.action(api.bankConnections.connect, { setupToken: "%%%" }),
      "BANK_TOKEN_INVALID",
    );
    await expectCode(
      as.action(api.bankConnections.connect, { setupToken: btoa("http://bank.example/claim") }),
      "BANK_TOKEN_INVALID",
    );
    await expectCode(
      as.action(api.bankConnections.connect, { setupToken: btoa("ftp://127.0.0.1/claim") }),
      "BANK_TOKEN_INVALID",
    );
    await withEnv({ SECRETS_ENCRYPTION_KEY: "" }, () =>
      expectCode(
        as.action(api.bankConnections.connect, { setupToken: TOKEN }),
        "SECRETS_KEY_MISSING",
      ),
    );
    expect(bank.claims).toBe(0);
    await as.action(api.bankConnections.connect, { setupToken: TOKEN });
    // A used token is told apart from nothing else (bankHosts.test.ts): one code.
    await expectCode(
      as.action(api.bankConnections.connect, { setupToken: TOKEN }),
      "BANK_CLAIM_FAILED",
    );
    expect(await as.query(api.bankConnections.list, {})).toHaveLength(1);
  });

  test("the access is sealed at rest and no query returns it", async () => {
    const { t, as } = await setup();
    await connectAndLink(t, as);
    const listed = JSON.stringify(await as.query(api.bankConnections.list, {}));
    const stored = JSON.stringify(await t.run((ctx) => ctx.db.query("bankSecrets").collect()));
    for (const text of [listed, stored]) {
      expect(text).not.toContain("s3cret-pass");
      expect(text).not.toContain(ACCESS);
    }
  });
});

describe("failures are clear and lose nothing", () => {
  test.each([
    ["403", "BANK_RECONNECT_NEEDED", "reconnect"],
    ["timeout", "BANK_UNREACHABLE", "error"],
    ["garbage", "BANK_BAD_RESPONSE", "error"],
  ] as const)("a %s answer is %s and the synced rows stay", async (failure, code, status) => {
    const { t, as, bank } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    bank.failure = failure;
    await expectCode(as.action(api.bankConnections.sync, { connectionId }), code);
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection).toMatchObject({ status, error: code });
    expect(await bankRows(t, accountId)).toHaveLength(2);
    bank.failure = null;
    await as.action(api.bankConnections.sync, { connectionId });
    expect((await as.query(api.bankConnections.list, {}))[0]).toMatchObject({
      status: "ok",
      error: null,
    });
  });

  test("the bank's own message is shown with the connection", async () => {
    const { t, as, bank } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    bank.failure = { errors: ["Please re-authenticate with\u0007 Maple Bank."] };
    await as.action(api.bankConnections.sync, { connectionId });
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection).toMatchObject({
      status: "error",
      error: "BANK_MESSAGE",
      bankMessage: "Please re-authenticate with Maple Bank.",
    });
    expect(await bankRows(t, accountId)).toHaveLength(2);
  });
});

describe("request budget", () => {
  test("past 24 requests a day 'Sync now' is RATE_LIMITED with the time it is possible again", async () => {
    const { t, as, bank } = await setup();
    const { connectionId } = await connectAndLink(t, as);
    // Claim, first read and the first sync: 3 of 24.
    for (let i = 3; i < 24; i++) await as.action(api.bankConnections.sync, { connectionId });
    const requests = bank.requests;
    await expect(as.action(api.bankConnections.sync, { connectionId })).rejects.toMatchObject({
      data: { code: "RATE_LIMITED", retryAfter: expect.any(Number) },
    });
    expect(bank.requests).toBe(requests);
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.nextSyncAt).toBeGreaterThan(Date.now());
    vi.setSystemTime(Date.now() + 86_400_000);
    await as.action(api.bankConnections.sync, { connectionId });
  });
});

describe("bad input", () => {
  test("link refuses another currency, an unknown bank account, both or neither target", async () => {
    const { as } = await setup();
    const { connectionId } = await as.action(api.bankConnections.connect, { setupToken: TOKEN });
    const eur = await makeAccount(as, "EUR");
    const usd = await makeAccount(as, "USD");
    await expectCode(
      as.mutation(api.bankConnections.link, { connectionId, externalId: "chk", accountId: eur }),
      "BANK_CURRENCY_MISMATCH",
    );
    await expectCode(
      as.mutation(api.bankConnections.link, { connectionId, externalId: "nope", accountId: usd }),
      "NOT_FOUND",
    );
    await expectCode(
      as.mutation(api.bankConnections.link, { connectionId, externalId: "chk" }),
      "INVALID_ARGUMENT",
    );
    await expectCode(
      as.mutation(api.bankConnections.link, {
        connectionId,
        externalId: "chk",
        accountId: usd,
        create: { name: "X", type: "bank" },
      }),
      "INVALID_ARGUMENT",
    );
    await expectCode(
      as.mutation(api.bankConnections.link, {
        connectionId,
        externalId: "chk",
        create: { name: " ", type: "bank" },
      }),
      "REQUIRED",
    );
    await expectCode(
      as.action(api.bankConnections.connect, { setupToken: "x".repeat(5000) }),
      "BANK_TOKEN_INVALID",
    );
  });
});

describe("remove", () => {
  test("forgets the connection and its sealed access; the transactions stay", async () => {
    const { t, as } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    await as.mutation(api.bankConnections.remove, { connectionId });
    expect(await as.query(api.bankConnections.list, {})).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("bankSecrets").collect())).toEqual([]);
    expect(await bankRows(t, accountId)).toHaveLength(2);
    await expectCode(as.action(api.bankConnections.sync, { connectionId }), "NOT_FOUND");
  });
});

describe("another user", () => {
  test("can neither see, sync, link nor remove a connection", async () => {
    const { t, as } = await setup();
    const { connectionId } = await connectAndLink(t, as);
    const b = await signIn(t, "b@example.com");
    const theirs = await makeAccount(b.as, "USD");
    expect(await b.as.query(api.bankConnections.list, {})).toEqual([]);
    await expectCode(b.as.action(api.bankConnections.sync, { connectionId }), "NOT_FOUND");
    await expectCode(
      b.as.mutation(api.bankConnections.link, {
        connectionId,
        externalId: "chk",
        accountId: theirs,
      }),
      "NOT_FOUND",
    );
    await expectCode(b.as.mutation(api.bankConnections.remove, { connectionId }), "NOT_FOUND");
    expect(await as.query(api.bankConnections.list, {})).toHaveLength(1);
  });
});
