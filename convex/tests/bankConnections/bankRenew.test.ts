/**
 * Connections that last, whichever provider: SimpleFIN renews with a new setup token keeping
 * its links and adding nothing; a bank account that vanished says so; in a household only the
 * person who connected a bank may renew or remove it; a consent about to end asks for renewal
 * in the notifications too; and every feed builds its entries the same way.
 */
import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import { banksNeedingAttention } from "../../model/notifications/bankAttention";
import { feedEntry } from "../../model/ledger/feedEntry";
import { kindOfAmount } from "../../shared/domain";
import { toEntry } from "../../model/imports/rows";
import type { Doc, Id } from "../../_generated/dataModel";
import {
  bankRows,
  connectAndLink,
  fakeBank,
  TOKEN,
  tx,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import { connectEuropean, useEnableBankingDemo } from "../../testing/enableBanking.testkit";
import { expectCode, newTest, signIn, signedIn } from "../../testing/helpers.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import "../../testing/setup.testkit";

useBankTime();
useEnableBankingDemo();

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

describe("SimpleFIN renews with a new setup token", () => {
  test("the same connection and links, the person's edits kept, nothing added twice", async () => {
    const { t, as, bank } = await withBank([checking()]);
    const { connectionId, accountId } = await connectAndLink(t, as);
    const rows = await bankRows(t, accountId);
    await t.run((ctx) => ctx.db.patch("transactions", rows[0]._id, { category: "food" }));
    bank.failure = "403";
    await expectCode(
      as.action(api.bankConnections.sync, { connectionId }),
      "BANK_RECONNECT_NEEDED",
    );
    bank.failure = null;
    bank.claimed = false; // a new setup token from SimpleFIN Bridge
    await expectCode(
      as.action(api.bankConnections.reconnect, { connectionId, redirectUrl: "https://a.example" }),
      "BANK_WRONG_PROVIDER",
    );
    const renewed = await as.action(api.bankConnections.reconnect, {
      connectionId,
      setupToken: TOKEN,
    });
    expect(renewed).toEqual({ connectionId });
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.status).toBe("ok");
    expect(connection.accounts[0].linkedAccountId).toBe(accountId);
    const counts = await as.action(api.bankConnections.sync, { connectionId });
    expect(counts.added).toBe(0);
    const after = await bankRows(t, accountId);
    expect(after).toHaveLength(rows.length);
    expect(after.find((r) => r._id === rows[0]._id)?.category).toBe("food");
  });
});

test("a linked bank account the bank stops reporting is kept and shown as vanished", async () => {
  const { t, as, bank } = await withBank([
    checking(),
    { ...checking(), id: "sav", name: "Savings" },
  ]);
  const { connectionId, accountId } = await connectAndLink(t, as);
  bank.accounts = [{ ...checking(), id: "sav", name: "Savings" }];
  await as.action(api.bankConnections.sync, { connectionId });
  const [connection] = await as.query(api.bankConnections.list, {});
  const gone = connection.accounts.find((a) => a.externalId === "chk")!;
  expect(gone.vanished).toBe(true);
  expect(gone.linkedAccountId).toBe(accountId);
  // Unlinking a vanished account lets it go: nothing of it is left to show.
  await as.mutation(api.bankConnections.unlink, { connectionId, externalId: "chk" });
  const [after] = await as.query(api.bankConnections.list, {});
  expect(after.accounts.map((a) => a.externalId)).toEqual(["sav"]);
  expect(await bankRows(t, accountId)).toHaveLength(2);
});

describe("in a household", () => {
  test("only the person who connected a bank renews or removes it; the others see it", async () => {
    const t = newTest();
    const owner = await signIn(t, "ann@example.com");
    const member = await signIn(t, "bob@example.com");
    await joinHousehold(t, await openHouseholdOf(t, owner.userId), member.userId, "editor");
    fakeBank([checking()]);
    const { connectionId } = await connectAndLink(t, member.as);
    const [seen] = await owner.as.query(api.bankConnections.list, {});
    expect(seen.mine).toBe(false);
    expect((await member.as.query(api.bankConnections.list, {}))[0].mine).toBe(true);
    await expectCode(
      owner.as.action(api.bankConnections.reconnect, { connectionId, setupToken: TOKEN }),
      "BANK_CONNECTOR_ONLY",
    );
    await expectCode(
      owner.as.mutation(api.bankConnections.remove, { connectionId }),
      "BANK_CONNECTOR_ONLY",
    );
    // Syncing and unlinking are the household's: any editor may.
    await owner.as.action(api.bankConnections.sync, { connectionId });
    await member.as.mutation(api.bankConnections.remove, { connectionId });
    expect(await owner.as.query(api.bankConnections.list, {})).toHaveLength(0);
  });
});

test("a consent ending within seven days asks for renewal in the notifications, once per end", async () => {
  const { t, as, userId } = await signedIn();
  await connectEuropean(
    t,
    as,
    { name: "Kortlopend Demo Bank", country: "NL" },
    "iban:NL91ABNA0417164300",
  );
  const due = await t.run((ctx) => banksNeedingAttention(ctx, userId, "2024-06-15"));
  const asks = due.filter((c) => c.kind === "bank_attention");
  expect(asks).toHaveLength(1);
  expect(asks[0].facts).toEqual({ status: "expiring", date: "2024-06-20" });
  // A consent far from its end asks nothing.
  const far = await t.run((ctx) => banksNeedingAttention(ctx, userId, "2024-01-01"));
  expect(far.filter((c) => c.kind === "bank_attention")).toHaveLength(0);
});

describe("one builder for every feed", () => {
  const account = { _id: "a" as Id<"accounts">, userId: "u" as Id<"users"> } as Doc<"accounts">;
  test("a statement row and a bank row of the same money become the same entry", () => {
    const row = { date: "2024-06-10", amount: -4537, payee: "  GREEN BASKET  MARKET ", notes: "x" };
    const imported = toEntry(account.userId, account, "i" as Id<"imports">, {
      ...row,
      key: "k",
      category: "food",
    });
    const synced = feedEntry(
      account,
      { ...row, category: "food" },
      { bankId: "b", pending: false },
    );
    const { importId: _i, importKey: _k, ...fromFile } = imported;
    const { bankId: _b, cleared: _c, ...fromBank } = synced;
    expect(fromBank).toEqual(fromFile);
    expect(synced.cleared).toBe("cleared");
    expect(kindOfAmount(-1)).toBe("expense");
    expect(kindOfAmount(1)).toBe("income");
  });
});

// On the offline backend's indexed storage only (CONVEX_TEST_STORAGE=indexed): convex-test's
// default storage scans a table per index range, which makes 10,000 rows minutes long.
test.skipIf(process.env.CONVEX_TEST_STORAGE !== "indexed")(
  "10,000 transactions of one account, paged, in one sync",
  async () => {
    const { t, as } = await signedIn();
    const started = performance.now();
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2024-06-15T18:00:00Z"));
    const { accountId } = await connectEuropean(
      t,
      as,
      { name: "Volumen Demo Bank", country: "DE" },
      "iban:DE02120300000000202051",
    );
    const rows = await bankRows(t, accountId);
    console.info(
      `Volumen Demo Bank: ${rows.length} transactions synced in ${Math.round(performance.now() - started)} ms`,
    );
    expect(rows.length).toBeGreaterThan(9_900);
  },
  600_000,
);
