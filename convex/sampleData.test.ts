/** "Try it with sample data" and "Remove sample data" (issue 16). */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { expectCode, makeAccount, newTest, signIn, TODAY } from "./testing/helpers.testkit";
import { checkLedger } from "./testing/ledger.testkit";

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
    await checkLedger(t);
    const month = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(month.categories.map((c) => c.scope)).toEqual(["food"]);
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: true,
      hasSample: true,
    });
  });

  test("is refused once the user has accounts, and checks its date", async () => {
    const t = newTest();
    const { as } = await signIn(t, "busy@example.com");
    await expectCode(
      as.mutation(api.sampleData.create, { ...request, today: "24-06-15" }),
      "INVALID_DATE",
    );
    await makeAccount(as);
    await expectCode(as.mutation(api.sampleData.create, request), "SAMPLE_NOT_EMPTY");
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
