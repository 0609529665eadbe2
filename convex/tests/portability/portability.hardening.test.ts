/**
 * Every restored row passes the checks of its table's create path. Each
 * attack below was stored as sent before; now it is refused with RESTORE_ROW_INVALID, which
 * names the table and row and carries the create path's own code as `reason`.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { exportAll, restoreAll, type PortabilityClient } from "../../../src/data/portability";
import { seedUser } from "../../testing/fixtures.testkit";
import { TODAY, newTest, signIn, type TestConvex } from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";
import { canonical, expectRefused, restoring } from "../../testing/portability.testkit";

const tx = (accountId: string, extra: Record<string, unknown> = {}) => ({
  accountId,
  kind: "expense",
  amount: -1_000,
  date: TODAY,
  category: "food",
  ...extra,
});
const account = (extra: Record<string, unknown>) => ({
  name: "Wallet",
  type: "cash",
  currency: "USD",
  initialBalance: 0,
  balance: 0,
  ...extra,
});

async function accountDoc(t: TestConvex, id: string) {
  return await t.run((ctx) => ctx.db.get("accounts", id as Id<"accounts">));
}

describe("restore refuses what the create paths refuse", () => {
  // 2^60 is beyond the safe integers (INVALID_AMOUNT); 2^52 is safe but beyond MAX_AMOUNT.
  it("amounts: 2^60, 2^52, 0.5 and NaN balances and transactions, a sign against the kind", async () => {
    const t = newTest();
    const bob = await restoring(t);
    for (const [initialBalance, reason] of [
      [2 ** 60, "INVALID_AMOUNT"],
      [2 ** 52, "AMOUNT_TOO_LARGE"],
      [0.5, "INVALID_AMOUNT"],
      [NaN, "INVALID_AMOUNT"],
    ] as const) {
      await expectRefused(bob.put("accounts", [account({ initialBalance })]), reason, {
        table: "accounts",
        row: 0,
      });
    }
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { amount: -(2 ** 60) })]),
      "INVALID_AMOUNT",
    );
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { amount: -0.5 })]),
      "INVALID_AMOUNT",
    );
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { amount: NaN })]),
      "INVALID_AMOUNT",
    );
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { amount: 1_000 })]),
      "INVALID_AMOUNT",
    );
    // The balance in the file is never read: it is rebuilt from the restored rows.
    const [rich] = await bob.put("accounts", [account({ balance: 2 ** 60, clearedTotal: 7 })]);
    expect(await accountDoc(t, rich)).toMatchObject({ balance: 0 });
    expect((await accountDoc(t, rich))!.clearedTotal).toBeUndefined();
  });

  it("text: NUL and bidi in names and payees, 100,000-character notes, control characters in tags", async () => {
    const t = newTest();
    const bob = await restoring(t);
    await expectRefused(bob.put("accounts", [account({ name: "Rent\u0000" })]), "INVALID_NAME");
    await expectRefused(bob.put("accounts", [account({ name: "\u202Etner" })]), "INVALID_NAME");
    const payee = tx(bob.account, { payee: "Shop\u202E" });
    await expectRefused(bob.put("transactions", [payee]), "INVALID_NAME", {
      table: "transactions",
    });
    const notes = tx(bob.account, { notes: "x".repeat(100_000) });
    await expectRefused(bob.put("transactions", [notes]), "NOTES_TOO_LONG");
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { tags: ["a\u0007b"] })]),
      "INVALID_TEXT",
    );
    const title = { title: "Hi\u2066", updatedAt: 0 };
    await expectRefused(bob.put("chatThreads", [title]), "INVALID_NAME", { table: "chatThreads" });
  });

  it("rates: negative, NaN, one currency to itself, the same pair twice", async () => {
    const t = newTest();
    const bob = await restoring(t);
    const rate = { base: "EUR", quote: "USD", rate: 1.1, source: "manual", updatedAt: 0 };
    await expectRefused(bob.put("exchangeRates", [{ ...rate, rate: -1 }]), "INVALID_RATE");
    await expectRefused(bob.put("exchangeRates", [{ ...rate, rate: NaN }]), "INVALID_RATE");
    await expectRefused(bob.put("exchangeRates", [{ ...rate, quote: "EUR" }]), "INVALID_CURRENCY");
    await expectRefused(bob.put("exchangeRates", [rate, rate]), "INVALID_ARGUMENT", { row: 1 });
    const original = { amount: -1_000, currency: "EUR", rate: -2 };
    await expectRefused(bob.put("transactions", [tx(bob.account, { original })]), "INVALID_RATE");
  });

  it("limits: a 200,000-character rule, 150 categories (limit 100), a 900 KB chat message", async () => {
    const t = newTest();
    const bob = await restoring(t);
    const rule = {
      field: "payee",
      op: "contains",
      text: "x".repeat(200_000),
      setCategory: "food",
      createdAt: 0,
    };
    await expectRefused(bob.put("rules", [rule]), "NAME_TOO_LONG", { table: "rules" });
    const many = Array.from({ length: 150 }, (_, i) => ({ name: `Category ${i}` }));
    await expectRefused(bob.put("categories", many), "LIMIT_REACHED", {
      table: "categories",
      row: 100,
    });
    await expectRefused(
      bob.put("categories", [{ name: "Pets" }, { name: "pets" }]),
      "CATEGORY_EXISTS",
    );
    const [thread] = await bob.put("chatThreads", [{ title: "Hi", updatedAt: 0 }]);
    const huge = { threadId: thread, content: "x".repeat(900_000), status: "done" };
    await expectRefused(bob.put("chatMessages", [{ ...huge, role: "user" }]), "MESSAGE_TOO_LONG");
    await expectRefused(
      bob.put("chatMessages", [{ ...huge, role: "assistant" }]),
      "MESSAGE_TOO_LONG",
    );
  });

  it("duplicate budgets are refused, so budgets.set keeps working afterwards", async () => {
    const t = newTest();
    const bob = await restoring(t);
    const budget = {
      month: "2024-06",
      scope: "food",
      amount: 10_000,
      currency: "USD",
      rollover: false,
    };
    await expectRefused(bob.put("budgets", [budget, budget]), "INVALID_ARGUMENT", { row: 1 });
    await expectRefused(bob.put("budgets", [{ ...budget, amount: 2 ** 52 }]), "AMOUNT_TOO_LARGE");
    await bob.put("budgets", [budget]);
    await bob.as.mutation(api.dataRestore.finish, {});
    await bob.as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 5_000 });
  });

  it("derived and bookkeeping fields: plan totals rebuilt, importKey only beside its own import", async () => {
    const t = newTest();
    const bob = await restoring(t);
    const [other] = await bob.put("accounts", [account({ name: "Savings" })]);
    const plan = {
      name: "Trip",
      kind: "goal",
      targetAmount: 1_000,
      currency: "USD",
      targetDate: "2030-01-01",
    };
    const [planId] = await bob.put("plans", [{ ...plan, contributed: 2 ** 52 }]);
    await bob.put("planContributions", [{ planId, date: TODAY, amount: 300 }]);
    const stored = await t.run((ctx) => ctx.db.get("plans", planId as Id<"plans">));
    expect(stored!.contributed).toBe(300);
    const record = { accountId: bob.account, fileName: "a.csv", format: "csv", encoding: "utf-8" };
    const counts = { startedAt: 0, status: "done", total: 1, added: 1, duplicates: 0 };
    const [importId] = await bob.put("imports", [{ ...record, ...counts }]);
    // An imported row restored into another account than its import's.
    await expectRefused(
      bob.put("transactions", [tx(other, { importId, importKey: "k1" })]),
      "INVALID_ARGUMENT",
    );
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { importKey: "k1" })]),
      "INVALID_ARGUMENT",
    );
    const keyed = tx(bob.account, { importId, importKey: "k1" });
    await expectRefused(bob.put("transactions", [keyed, keyed]), "INVALID_ARGUMENT", { row: 1 });
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { handEdited: "yes" })]),
      "INVALID_ARGUMENT",
    );
    // A reconciled row is kept, and the cleared total follows the rows, not the file.
    await bob.put("transactions", [{ ...keyed, cleared: "reconciled", handEdited: true }]);
    expect(await accountDoc(t, bob.account)).toMatchObject({
      balance: -1_000,
      clearedTotal: -1_000,
    });
  });

  it("shape: unknown fields, wrong types, another user's references", async () => {
    const t = newTest();
    const bob = await restoring(t);
    await expectRefused(bob.put("accounts", [account({ admin: true })]), "INVALID_ARGUMENT");
    await expectRefused(
      bob.put("transactions", [tx(bob.account, { notes: 5 })]),
      "INVALID_ARGUMENT",
    );
    const occurrence = { date: TODAY, dueDate: TODAY, status: "skipped" };
    const schedule = { kind: "expense", accountId: bob.account, amount: 100, category: "food" };
    const rule = { frequency: "monthly", interval: 1, startDate: TODAY, lastError: "<script>" };
    await expectRefused(bob.put("schedules", [{ ...schedule, ...rule }]), "INVALID_ARGUMENT");
    const [scheduleId] = await bob.put("schedules", [
      { ...schedule, ...rule, lastError: undefined },
    ]);
    await expectRefused(
      bob.put("scheduleOccurrences", [{ ...occurrence, scheduleId, dueDate: "2024-02-30" }]),
      "INVALID_DATE",
    );
    const alice = await restoring(t, "alice@example.com");
    await expectRefused(alice.put("transactions", [tx(bob.account)]), "NOT_FOUND", {
      table: "transactions",
      row: 0,
    });
  });

  it("transfers: a side linked to itself, two sides in one account, a plain expense", async () => {
    const t = newTest();
    const bob = await restoring(t);
    const [savings] = await bob.put("accounts", [account({ name: "Savings" })]);
    const side = (accountId: string, amount: number) =>
      tx(accountId, { kind: "transfer", amount, category: "other" });
    const [out, inc, same, plain] = await bob.put("transactions", [
      side(bob.account, -500),
      side(savings, 500),
      side(bob.account, 500),
      tx(bob.account),
    ]);
    const link = (a: string, b: string) =>
      bob.as.mutation(api.dataRestore.linkTransfers, {
        pairs: [{ a: a as Id<"transactions">, b: b as Id<"transactions"> }],
      });
    await expectRefused(link(out, out), "SAME_ACCOUNT");
    await expectRefused(link(out, same), "SAME_ACCOUNT");
    await expectRefused(link(inc, plain), "INVALID_ARGUMENT");
    await link(out, inc);
    await expectRefused(link(out, inc), "INVALID_ARGUMENT");
  });
});

describe("a real export still restores", () => {
  it("every table of a seeded user round trips through the checks unchanged", async () => {
    const t = newTest();
    const alice = await signIn(t, "alice@example.com");
    const seed = await seedUser(t, alice.as, alice.userId);
    await alice.as.mutation(api.transactions.create, {
      accountId: seed.account,
      kind: "expense",
      amount: 3_000,
      date: TODAY,
      category: "food",
      splits: [
        { category: "food", amount: 2_000 },
        { category: seed.category, amount: 1_000, notes: "Vet" },
      ],
      tags: ["trip"],
    });
    await alice.as.mutation(api.advisor.dismiss, { id: "rule:x:2024-06" });
    await t.run(async (ctx) => {
      const common = { userId: alice.userId, threadId: seed.thread, status: "done" as const };
      await ctx.db.insert("chatMessages", { ...common, role: "user", content: "Can I save more?" });
      await ctx.db.insert("chatMessages", { ...common, role: "assistant", content: "Yes." });
    });
    const file = await exportAll(alice.as as unknown as PortabilityClient);
    const bob = await signIn(t, "bob@example.com");
    await restoreAll(bob.as as unknown as PortabilityClient, file);
    await checkLedger(t);
    const again = await exportAll(bob.as as unknown as PortabilityClient);
    expect(canonical(again).tables).toEqual(canonical(file).tables);
  });
});
