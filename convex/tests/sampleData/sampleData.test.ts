/** "Try it with sample data" and "Remove sample data". */
import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { importKeyOf } from "../../shared/importing";
import {
  expectCode,
  expense,
  makeAccount,
  newTest,
  signIn,
  TODAY,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  EVERYDAY,
  EVERYDAY_OWN,
  expectNothingDangling,
  SAVINGS,
  SAVINGS_OWN,
  withSample,
} from "../../testing/sampleData.testkit";

const request = { language: "de", currency: "EUR", today: TODAY } as const;

describe("sample data", () => {
  test("fills an empty account with a few months in the user's language and currency, consistently", async () => {
    const t = newTest();
    const { as } = await signIn(t, "new@example.com");
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: false,
      hasSample: false,
    });
    await as.mutation(api.sampleData.create, request);
    const accounts = await as.query(api.accounts.list, { today: TODAY });
    expect(accounts.map((a) => a.name).sort()).toEqual([
      "Girokonto (Beispiel)",
      "Sparkonto (Beispiel)",
    ]);
    expect(accounts.every((a) => a.currency === "EUR")).toBe(true);
    const txs = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(txs.length).toBeGreaterThan(20);
    expect(txs.every((tx) => tx.date <= TODAY && tx.date >= "2024-04-01")).toBe(true);
    expect(txs.some((tx) => tx.notes === "Miete")).toBe(true);
    expect(txs.every((tx) => tx.sample === true)).toBe(true);
    await checkLedger(t);
    const month = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(month.categories.map((c) => c.scope)).toEqual(["food"]);
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: true,
      hasSample: true,
    });
  });

  test("checks its date, and is refused while a sample is already there", async () => {
    const t = newTest();
    const { as } = await signIn(t, "busy@example.com");
    await expectCode(
      as.mutation(api.sampleData.create, { ...request, today: "24-06-15" }),
      "INVALID_DATE",
    );
    await as.mutation(api.sampleData.create, request);
    await expectCode(as.mutation(api.sampleData.create, request), "SAMPLE_PRESENT");
  });

  test("beside the person's own accounts it adds the sample, and removal takes exactly it again", async () => {
    const t = newTest();
    const { as } = await signIn(t, "busy@example.com");
    const own = await makeAccount(as, "EUR", 10_000);
    await as.mutation(api.transactions.create, expense(own, 2_500, { notes: "mine" }));
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 30_000 });
    const before = await as.query(api.accounts.get, { id: own, today: TODAY });

    await as.mutation(api.sampleData.create, request);
    expect(await names(as)).toEqual(["Girokonto (Beispiel)", "Sparkonto (Beispiel)", "Wallet"]);
    // The person's food budget for the month stays theirs: no sample budget over it.
    const month = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(month.categories.map((c) => [c.scope, c.budgeted])).toEqual([["food", 30_000]]);
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: true,
      hasSample: true,
    });

    await as.mutation(api.sampleData.remove, {});
    await t.finishAllScheduledFunctions(() => {});
    expect(await as.query(api.accounts.get, { id: own, today: TODAY })).toEqual(before);
    expect(await names(as)).toEqual(["Wallet"]);
    const left = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(left.map((tx) => tx.notes)).toEqual(["mine"]);
    const after = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(after.categories.map((c) => [c.scope, c.budgeted])).toEqual([["food", 30_000]]);
    await checkLedger(t);
  });

  test("removal takes exactly the sample: the user's own account and budgets stay", async () => {
    const t = newTest();
    const { as } = await signIn(t, "mix@example.com");
    await as.mutation(api.sampleData.create, request);
    const own = await makeAccount(as, "EUR", 10_000);
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "travel", amount: 5_000 });
    await as.mutation(api.sampleData.remove, {});
    await t.finishAllScheduledFunctions(() => {});
    const accounts = await as.query(api.accounts.list, { today: TODAY });
    expect(accounts.map((a) => a._id)).toEqual([own]);
    const month = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(month.categories.map((c) => c.scope)).toEqual(["travel"]);
    expect(await t.run((ctx) => ctx.db.query("transactions").collect())).toEqual([]);
    await checkLedger(t);
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: true,
      hasSample: false,
    });
  });

  test("another user neither sees nor removes someone's sample data", async () => {
    const t = newTest();
    const alice = await signIn(t, "alice@example.com");
    const bob = await signIn(t, "bob@example.com");
    await alice.as.mutation(api.sampleData.create, request);
    expect(await bob.as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: false,
      hasSample: false,
    });
    await bob.as.mutation(api.sampleData.remove, {});
    await t.finishAllScheduledFunctions(() => {});
    expect(await alice.as.query(api.accounts.list, { today: TODAY })).toHaveLength(2);
  });
});

const names = async (as: Caller) =>
  (await as.query(api.accounts.list, { today: TODAY })).map((a) => a.name).sort();

const removeAll = (as: Caller) => as.mutation(api.sampleData.remove, {});

describe("removing sample data keeps what the user added", () => {
  test("the user's own transactions in a sample account stay, and so does that account", async () => {
    const { t, as, everyday } = await withSample();
    const sampleCount = (await t.run((ctx) => ctx.db.query("transactions").collect())).length;
    const own = [1_000, 2_000, 3_000, 4_000, 5_000, 6_000];
    for (const amount of own) {
      await as.mutation(api.transactions.create, expense(everyday, amount, { notes: "mine" }));
    }
    const before = await as.query(api.accounts.get, { id: everyday, today: TODAY });
    expect(await as.query(api.sampleData.preview, {})).toEqual({
      accounts: [SAVINGS],
      kept: [EVERYDAY],
      transactions: sampleCount,
      reconciled: 0,
      budgets: 1,
    });
    // It stays as the person's own account: without the sample mark in its name.
    expect(await removeAll(as)).toMatchObject({ kept: [EVERYDAY_OWN] });
    expect(await names(as)).toEqual([EVERYDAY_OWN]);
    const left = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(left.map((tx) => -tx.amount).sort((a, b) => a - b)).toEqual(own);
    expect(left.every((tx) => tx.notes === "mine" && tx.accountId === everyday)).toBe(true);
    const after = await as.query(api.accounts.get, { id: everyday, today: TODAY });
    expect(after.balance).toBe(before.initialBalance - own.reduce((a, b) => a + b, 0));
    expect(after.sample).toBeUndefined();
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: true,
      hasSample: false,
    });
    await checkLedger(t);
    await expectNothingDangling(t);
  });

  test("a sample transaction the user edited is theirs and stays", async () => {
    const { t, as, savings } = await withSample();
    const [interest] = await t.run((ctx) =>
      ctx.db
        .query("transactions")
        .withIndex("by_account_date", (q) => q.eq("accountId", savings))
        .take(1),
    );
    await as.mutation(api.transactions.update, {
      id: interest._id,
      kind: "income",
      amount: 999,
      date: interest.date,
      category: "income",
    });
    await removeAll(as);
    expect(await names(as)).toEqual([SAVINGS_OWN]);
    const left = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(left.map((tx) => tx.amount)).toEqual([999]);
    await checkLedger(t);
  });

  test("the user's import into a sample account stays with its rows and its record", async () => {
    const { t, as, savings } = await withSample();
    const row = { date: TODAY, amount: -4_200, payee: "Bike shop" };
    const importId = await as.mutation(api.imports.start, {
      accountId: savings,
      fileName: "statement.csv",
      format: "csv",
      encoding: "utf-8",
      total: 1,
    });
    await as.mutation(api.imports.addChunk, {
      importId,
      rows: [{ ...row, category: "other", key: importKeyOf(row, 0) }],
    });
    await as.mutation(api.imports.finish, { importId, duplicates: 0, cancelled: false });
    await removeAll(as);
    expect(await names(as)).toEqual([SAVINGS_OWN]);
    const left = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(left.map((tx) => [tx.importId, tx.amount])).toEqual([[importId, -4_200]]);
    expect(await t.run((ctx) => ctx.db.get("imports", importId))).not.toBeNull();
    await checkLedger(t);
    await expectNothingDangling(t);
  });

  test("a sample budget the user edited is theirs and stays", async () => {
    const { as } = await withSample();
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 45_000 });
    expect((await as.query(api.sampleData.preview, {})).budgets).toBe(0);
    await removeAll(as);
    const month = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(month.categories.map((c) => [c.scope, c.budgeted])).toEqual([["food", 45_000]]);
  });

  const references: [string, (as: Caller, ids: Record<string, Id<"accounts">>) => unknown][] = [
    [
      "a recurring transfer",
      (as, { everyday, savings }) =>
        as.mutation(api.schedules.create, {
          kind: "transfer",
          accountId: everyday,
          toAccountId: savings,
          amount: 10_000,
          category: "other",
          frequency: "monthly",
          startDate: "2024-07-01",
        }),
    ],
    [
      "a plan following an account",
      (as, { savings }) =>
        as.mutation(api.plans.create, {
          name: "Bike",
          kind: "purchase",
          targetAmount: 100_000,
          currency: "USD",
          targetDate: "2024-12-15",
          accountId: savings,
        }),
    ],
    [
      "a rule for one account",
      (as, { savings }) =>
        as.mutation(api.rules.create, {
          field: "payee",
          op: "contains",
          text: "bank",
          accountId: savings,
          addTag: "interest",
        }),
    ],
    [
      "a transfer from the user's own account",
      async (as, { savings }) =>
        as.mutation(api.transactions.createTransfer, {
          fromAccountId: await makeAccount(as, "USD", 50_000),
          toAccountId: savings,
          amount: 5_000,
          date: TODAY,
        }),
    ],
  ];

  test.each(references)(
    "%s keeps the sample account it names: nothing dangles",
    async (_, make) => {
      const { t, as, everyday, savings } = await withSample();
      await make(as, { everyday, savings });
      const { kept } = await removeAll(as);
      expect(kept).toContain(SAVINGS_OWN);
      expect(await names(as)).toContain(SAVINGS_OWN);
      expect(
        await t
          .run((ctx) => ctx.db.query("transactions").collect())
          .then((txs) => txs.filter((tx) => tx.sample === true)),
      ).toEqual([]);
      await checkLedger(t);
      await expectNothingDangling(t);
    },
  );
});

describe("the sample's net worth has no jump", () => {
  test("both accounts count from the first sample month, before the first sample transaction", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
    try {
      const { t, as } = await withSample();
      const txs = await t.run((ctx) => ctx.db.query("transactions").collect());
      const first = txs.map((tx) => tx.date).sort()[0];
      expect(first).toBe("2024-04-01");
      const report = await as.query(api.reports.netWorthOverTime, {
        from: "2024-03",
        to: "2024-06",
      });
      const flow = (month: string) =>
        txs.filter((tx) => tx.date.startsWith(month)).reduce((s, tx) => s + tx.amount, 0);
      const opening = 180_000 + 540_000;
      const worth = report.points.map((p) => p.netWorth);
      expect(worth).toEqual([
        0,
        opening + flow("2024-04"),
        opening + flow("2024-04") + flow("2024-05"),
        opening + flow("2024-04") + flow("2024-05") + flow("2024-06"),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("reconciled sample rows are sample rows", () => {
  /** Clears every sample row of the everyday account up to the 1st and reconciles them. */
  async function reconcileEveryday(t: TestConvex, as: Caller, everyday: Id<"accounts">) {
    const rows = await t.run((ctx) =>
      ctx.db
        .query("transactions")
        .withIndex("by_account_date", (q) => q.eq("accountId", everyday).lte("date", "2024-06-01"))
        .collect(),
    );
    for (const row of rows) {
      await as.mutation(api.reconciliation.setCleared, { id: row._id, cleared: true });
    }
    const { clearedBalance } = await as.query(api.reconciliation.summary, {
      accountId: everyday,
      statementDate: "2024-06-01",
    });
    await as.mutation(api.reconciliation.finish, {
      accountId: everyday,
      statementDate: "2024-06-01",
      statementBalance: clearedBalance,
    });
    return rows.length;
  }

  test("the confirmation counts them and the removal takes them with the rest", async () => {
    const { t, as, everyday } = await withSample();
    const all = (await t.run((ctx) => ctx.db.query("transactions").collect())).length;
    const reconciled = await reconcileEveryday(t, as, everyday);
    expect(reconciled).toBeGreaterThan(10);
    expect(await as.query(api.sampleData.preview, {})).toEqual({
      accounts: [EVERYDAY, SAVINGS].sort(),
      kept: [],
      transactions: all,
      reconciled,
      budgets: 1,
    });
    expect(await removeAll(as)).toMatchObject({ kept: [] });
    await t.finishAllScheduledFunctions(() => {});
    expect(await names(as)).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("transactions").collect())).toEqual([]);
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: false,
      hasSample: false,
    });
    await checkLedger(t);
  });

  test("in an account that stays, its reconciled sample rows go and its own rows stay", async () => {
    const { t, as, everyday } = await withSample();
    await reconcileEveryday(t, as, everyday);
    await as.mutation(api.transactions.create, expense(everyday, 1_500, { notes: "mine" }));
    const { undoId } = await removeAll(as);
    const left = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(left.map((tx) => tx.notes)).toEqual(["mine"]);
    const account = await as.query(api.accounts.get, { id: everyday, today: TODAY });
    expect(account).toMatchObject({ name: EVERYDAY_OWN, clearedTotal: 0 });
    await checkLedger(t);
    // Undo puts the reconciled rows back as they were, and the sample name with them.
    await as.mutation(api.bulk.undo, { undoId: undoId! });
    const back = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(back.filter((tx) => tx.cleared === "reconciled").length).toBeGreaterThan(10);
    expect((await as.query(api.accounts.get, { id: everyday, today: TODAY })).name).toBe(EVERYDAY);
    await checkLedger(t);
  });
});
