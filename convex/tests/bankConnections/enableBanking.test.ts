/**
 * Enable Banking end to end: the real client (convex/model/bankConnections/enableBanking) against the
 * demo API, which checks each request's JWT. Connecting (country, bank, the bank's page, the
 * session), paging, pending rows that book later, renewing without losing or doubling
 * anything, consents that expire, and the API's failures, each said on the card with nothing
 * synced touched.
 */
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import { bankRows, useBankTime } from "../../testing/bankConnections.testkit";
import {
  atBank,
  connectEuropean,
  REDIRECT,
  renewEuropean,
  signInAgain,
  useEnableBankingDemo,
} from "../../testing/enableBanking.testkit";
import { expectCode, signIn, signedIn, withEnv } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

useBankTime();
const { demo } = useEnableBankingDemo();
const DAY = 86_400_000;

describe("connecting a European bank", () => {
  test("banks by country, the bank's page, a session with its IBANs and its consent's end", async () => {
    const { as } = await signedIn();
    const german = await as.action(api.bankConnections.institutions, { country: "DE" });
    expect(german).toContainEqual({ name: "Lindenbank Demo", country: "DE" });
    expect(german.every((b) => b.country === "DE")).toBe(true);
    await expectCode(
      as.action(api.bankConnections.institutions, { country: "de" }),
      "INVALID_ARGUMENT",
    );

    const { url } = await as.action(api.bankConnections.startAuthorization, {
      provider: "enablebanking",
      institution: { name: "Lindenbank Demo", country: "DE" },
      redirectUrl: REDIRECT,
    });
    expect(url.startsWith("https://eb-demo.test/demo/authorize/")).toBe(true);
    const { code, state } = await atBank(url);
    const { connectionId } = await as.action(api.bankConnections.completeAuthorization, {
      code,
      state,
    });
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection._id).toBe(connectionId);
    expect(connection.provider).toBe("enablebanking");
    expect(connection.institution).toEqual({ name: "Lindenbank Demo", country: "DE" });
    // The bank grants 90 days at most: the consent's end is its, not what was asked.
    expect(connection.expiresAt).toBe(Date.now() + 90 * DAY);
    expect(connection.accounts.map((a) => [a.externalId, a.currency])).toEqual([
      ["iban:DE89370400440532013000", "EUR"],
      ["iban:DE27100777770209299700", "EUR"],
    ]);
    expect(connection.mine).toBe(true);
    // Every request carried a JWT the demo verified.
    expect(demo().stats.refusedTokens).toBe(0);
  });

  test("a state we did not send, another person's state and a code used twice are refused", async () => {
    const { t, as } = await signedIn();
    const other = await signIn(t, "b@example.com");
    const { url } = await as.action(api.bankConnections.startAuthorization, {
      provider: "enablebanking",
      institution: { name: "Banco Demo Sol", country: "ES" },
      redirectUrl: REDIRECT,
    });
    const { code, state } = await atBank(url);
    const back = { code, state };
    await expectCode(
      as.action(api.bankConnections.completeAuthorization, { ...back, state: "forged" }),
      "BANK_STATE_MISMATCH",
    );
    await expectCode(
      other.as.action(api.bankConnections.completeAuthorization, back),
      "BANK_STATE_MISMATCH",
    );
    await as.action(api.bankConnections.completeAuthorization, back);
    await expectCode(as.action(api.bankConnections.completeAuthorization, back), "BANK_CODE_USED");
    expect(await as.query(api.bankConnections.list, {})).toHaveLength(1);
    expect(await other.as.query(api.bankConnections.list, {})).toHaveLength(0);
  });

  test("a cancelled authorisation connects nothing; a request with a foreign key is refused by the bank", async () => {
    const { as } = await signedIn();
    const { url } = await as.action(api.bankConnections.startAuthorization, {
      provider: "enablebanking",
      institution: { name: "Banco Demo Sol", country: "ES" },
      redirectUrl: REDIRECT,
    });
    expect((await atBank(url, "cancel")).error).toBe("access_denied");
    const stranger = await (
      await import("../../../offline-backend/src/demoBank/enableBanking/jwt")
    ).makeApplication("test-application");
    await withEnv({ ENABLE_BANKING_PRIVATE_KEY: stranger.privateKeyPem }, () =>
      expectCode(
        as.action(api.bankConnections.institutions, { country: "ES" }),
        "BANK_NOT_CONFIGURED",
      ),
    );
    expect(demo().stats.refusedTokens).toBe(1);
    await withEnv({ ENABLE_BANKING_APPLICATION_ID: "" }, () =>
      expectCode(
        as.action(api.bankConnections.institutions, { country: "ES" }),
        "BANK_NOT_CONFIGURED",
      ),
    );
  });
});

describe("syncing", () => {
  test("pages of transactions, signed by their indicator; pending card rows book later, once", async () => {
    const { t, as } = await signedIn();
    const { connectionId, accountId } = await connectEuropean(t, as);
    const first = await bankRows(t, accountId);
    // 90 days of a current account.
    expect(first.length).toBeGreaterThan(60);
    expect(first.some((r) => r.pending === true)).toBe(true);
    expect(first.find((r) => r.payee === "Demo Employer GmbH")?.amount).toBe(285_000);
    expect(first.find((r) => r.payee === "Demo Housing Coop")?.amount).toBe(-98_000);
    const settled = first.filter((r) => r.pending !== true).length;
    await as.action(api.bankConnections.sync, { connectionId });
    expect((await bankRows(t, accountId)).some((r) => r.pending === true)).toBe(true);
    await as.action(api.bankConnections.sync, { connectionId });
    const counts = await as.action(api.bankConnections.sync, { connectionId });
    const after = await bankRows(t, accountId);
    // The fourth read sees the card rows booked: each pending row became its booked self.
    expect(after.some((r) => r.pending === true)).toBe(false);
    expect(after).toHaveLength(first.length);
    expect(counts.added).toBe(0);
    expect(counts.updated).toBe(first.length - settled);
    // The bank's balance and ours agree: nothing was left out or doubled.
    const [connection] = await as.query(api.bankConnections.list, {});
    const account = await as.query(api.accounts.get, { id: accountId, today: "2024-06-15" });
    expect(connection.accounts[0].difference).toBeNull();
    expect(account?.balance).toBe(connection.accounts[0].balance);
  });

  test("unattended syncs stay within four a day per account; Sync now is not counted", async () => {
    const { t, as } = await signedIn();
    const { connectionId } = await connectEuropean(t, as);
    const before = demo().stats.requests;
    for (let i = 0; i < 5; i++) {
      await t.action(internal.internal.bankConnections.sync.syncInBackground, { connectionId });
    }
    const perSync = 2 + 1; // two balances, one page of the linked account's recent days
    expect(demo().stats.requests - before).toBe(4 * perSync);
    await as.action(api.bankConnections.sync, { connectionId });
    expect(demo().stats.requests - before).toBe(5 * perSync);
  });
});

describe("renewing", () => {
  test("a renewed consent keeps the connection, its links and edits, and its first sync adds nothing", async () => {
    const { t, as: before, userId } = await signedIn();
    const { connectionId, accountId } = await connectEuropean(t, before);
    const rows = await bankRows(t, accountId);
    const rent = rows.find((r) => r.payee === "Demo Housing Coop")!;
    await t.run((ctx) => ctx.db.patch("transactions", rent._id, { notes: "June rent" }));
    vi.setSystemTime(Date.now() + 89 * DAY);
    const as = await signInAgain(t, userId);
    const [expiring] = await as.query(api.bankConnections.list, {});
    expect(expiring.expiresAt! - Date.now()).toBeLessThan(7 * DAY);
    const renewed = await renewEuropean(as, connectionId);
    expect(renewed.connectionId).toBe(connectionId);
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.accounts[0].linkedAccountId).toBe(accountId);
    expect(connection.expiresAt).toBe(Date.now() + 90 * DAY);
    const synced = await as.action(api.bankConnections.sync, { connectionId });
    const again = await as.action(api.bankConnections.sync, { connectionId });
    const after = await bankRows(t, accountId);
    const keys = after.map((r) => `${r.date}|${r.amount}|${r.payee}|${r.pending === true}`);
    const dated = after.filter((r) => r.date <= "2024-06-15");
    console.info(
      `renewed and re-synced: ${after.length} rows, ${after.length - new Set(after.map((r) => r.bankId)).size} duplicate bank ids, ` +
        `${dated.length - rows.length} rows added to the days before renewing`,
    );
    // Nothing of the days already synced came twice; only the 89 new days were added.
    expect(dated.length).toBe(rows.length);
    expect(new Set(after.map((r) => r.bankId)).size).toBe(after.length);
    expect(synced.added + again.added).toBe(after.length - rows.length);
    expect(again.added).toBe(0);
    expect(keys.length).toBe(after.length);
    expect(after.find((r) => r._id === rent._id)?.notes).toBe("June rent");
  });

  test("an expired consent is not read: the card asks to renew, nothing synced is touched", async () => {
    const { t, as, userId } = await signedIn();
    const { connectionId, accountId } = await connectEuropean(
      t,
      as,
      {
        name: "Kortlopend Demo Bank",
        country: "NL",
      },
      "iban:NL91ABNA0417164300",
    );
    const rows = await bankRows(t, accountId);
    vi.setSystemTime(Date.now() + 6 * DAY);
    const before = demo().stats.requests;
    await expectCode(as.action(api.bankConnections.sync, { connectionId }), "BANK_CONSENT_EXPIRED");
    expect(demo().stats.requests).toBe(before);
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.status).toBe("reconnect");
    expect(connection.error).toBe("BANK_CONSENT_EXPIRED");
    expect(await bankRows(t, accountId)).toEqual(rows);
    await renewEuropean(await signInAgain(t, userId), connectionId);
    const [renewed] = await as.query(api.bankConnections.list, {});
    expect(renewed.status).toBe("ok");
    expect(renewed.error).toBeNull();
  });
});

describe("failures", () => {
  test("a consent the bank ends before its date: BANK_CONSENT_EXPIRED, renew, nothing touched", async () => {
    const { t, as } = await signedIn();
    const { connectionId, accountId } = await connectEuropean(t, as);
    const rows = await bankRows(t, accountId);
    demo().expire(demo().sessions.at(-1)!);
    await expectCode(as.action(api.bankConnections.sync, { connectionId }), "BANK_CONSENT_EXPIRED");
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.status).toBe("reconnect");
    expect(await bankRows(t, accountId)).toEqual(rows);
    await renewEuropean(as, connectionId);
    expect((await as.action(api.bankConnections.sync, { connectionId })).added).toBe(0);
  });

  test("401, 429 with its wait, 5xx and a time-out: each a state on the card, nothing touched", async () => {
    const { t, as } = await signedIn();
    const { connectionId, accountId } = await connectEuropean(t, as);
    const rows = await bankRows(t, accountId);
    const cases = [
      [{ status: 401 }, "BANK_RECONNECT_NEEDED"],
      [{ status: 500 }, "BANK_SERVER_ERROR"],
      ["timeout", "BANK_UNREACHABLE"],
      [{ status: 429, retryAfter: 120 }, "BANK_RATE_LIMITED"],
    ] as const;
    for (const [failure, code] of cases) {
      demo().failNext(failure);
      await expectCode(as.action(api.bankConnections.sync, { connectionId }), code);
      const [connection] = await as.query(api.bankConnections.list, {});
      expect(connection.error).toBe(code);
      expect(await bankRows(t, accountId)).toEqual(rows);
    }
    const [limited] = await as.query(api.bankConnections.list, {});
    expect(limited.nextSyncAt).toBe(Date.now() + 120_000);
    // Until the bank's wait is over, not even Sync now asks it again.
    await expectCode(as.action(api.bankConnections.sync, { connectionId }), "RATE_LIMITED");
    vi.setSystemTime(Date.now() + 121_000);
    await as.action(api.bankConnections.sync, { connectionId });
    const [ok] = await as.query(api.bankConnections.list, {});
    expect(ok.status).toBe("ok");
    expect(ok.error).toBeNull();
  });
});

describe("unlinking", () => {
  test("unlink one account keeps its history; removing a linked account unlinks it", async () => {
    const { t, as } = await signedIn();
    const { connectionId, accountId } = await connectEuropean(t, as);
    const rows = await bankRows(t, accountId);
    await as.mutation(api.bankConnections.unlink, {
      connectionId,
      externalId: "iban:DE89370400440532013000",
    });
    let [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.accounts[0].linkedAccountId).toBeNull();
    expect(await bankRows(t, accountId)).toHaveLength(rows.length);
    await expectCode(
      as.mutation(api.bankConnections.unlink, {
        connectionId,
        externalId: "iban:DE89370400440532013000",
      }),
      "NOT_FOUND",
    );
    const savings = await as.mutation(api.bankConnections.link, {
      connectionId,
      externalId: "iban:DE27100777770209299700",
      create: { name: "Tagesgeld", type: "savings" },
    });
    await as.mutation(api.accounts.remove, { id: savings });
    [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.accounts.every((a) => a.linkedAccountId === null)).toBe(true);
  });
});
