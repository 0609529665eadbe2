/**
 * A payee's usual category is decided once (model/ledger/payeeStats.ts usualCategory): the
 * same history gives the same category to the form and the register's entry row, imports,
 * bank sync and the rule suggestions. The history is chosen so that "the last five rows"
 * would say otherwise: twenty rows filed under food, then the five latest under shopping.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../_generated/api";
import { applyBankRows } from "../../model/bankConnections/engine";
import { expense, makeAccount, newTest, signIn } from "../../testing/helpers.testkit";

async function history() {
  const t = newTest();
  const { as } = await signIn(t, "alice@example.com");
  const accountId = await makeAccount(as, "USD", 100_000);
  for (let day = 1; day <= 25; day++) {
    const date = `2024-05-${String(day).padStart(2, "0")}`;
    const category = day <= 20 ? ("food" as const) : ("shopping" as const);
    await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000 + day, { date, payee: "REWE", category }),
    );
  }
  return { t, as, accountId };
}

describe("a payee's usual category", () => {
  it("is the same for the form, the entry row, an import, a bank sync and the suggestions", async () => {
    const { t, as, accountId } = await history();
    // The form and the register's entry row ask the same query while the payee is typed.
    const guess = await as.query(api.rules.guess, { accountId, payee: "rewe" });
    expect(guess).toMatchObject({ category: "food", payee: "REWE", source: "history" });
    expect(await as.query(api.payees.usual, { name: "Rewe " })).toEqual({
      name: "REWE",
      category: "food",
    });
    // The import preview, for the payee as the file spells it.
    const preview = await as.query(api.imports.matches, {
      accountId,
      keys: [],
      fitIds: [],
      payees: ["Rewe"],
    });
    expect(preview.categories).toEqual(["food"]);
    // A bank sync files a new row of the payee.
    const synced = await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId))!;
      const row = { id: "b1", date: "2024-06-01", amount: -999, payee: "REWE", pending: false };
      await applyBankRows(ctx, account, [row]);
      return await ctx.db
        .query("transactions")
        .withIndex("by_account_bankId", (q) => q.eq("accountId", accountId).eq("bankId", "b1"))
        .unique();
    });
    expect(synced?.category).toBe("food");
    // The rule suggestion proposes the same category.
    const suggestions = await as.query(api.rules.suggestions, {});
    expect(suggestions).toMatchObject([{ payee: "REWE", category: "food" }]);
  });
});
