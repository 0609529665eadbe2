/**
 * Rule suggestions learn from the person's own filing, never from a bank feed's fallback
 * category on rows nobody has looked at.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import {
  bankRows,
  connectAndLink,
  tx,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import "../../testing/setup.testkit";

useBankTime();

const coffees = ["01", "03", "05", "08", "10"].map((day, i) =>
  tx(`c${i}`, `2024-06-${day}`, "-4.50", "Bean There Café"),
);

describe("rule suggestions from the person's own choices", () => {
  test("rows the feed filed in Other by default teach nothing; the person's own filing does", async () => {
    const { t, as } = await withBank([
      { id: "chk", name: "Checking", currency: "USD", balance: "1000.00", transactions: coffees },
    ]);
    const { accountId } = await connectAndLink(t, as);
    const rows = await bankRows(t, accountId);
    expect(rows.map((r) => r.category)).toEqual(["other", "other", "other", "other", "other"]);
    expect(await as.query(api.rules.suggestions, {})).toEqual([]);
    // Nobody chose Other for it either: the form's guess does not offer it as the usual one.
    expect(
      (await as.query(api.rules.guess, { accountId, payee: "Bean There Café" })).source,
    ).not.toBe("history");

    // The person files three of them in Food: now there is something to learn from.
    for (const row of rows.slice(0, 3)) {
      await as.mutation(api.transactions.update, {
        id: row._id,
        kind: "expense",
        amount: 450,
        date: row.date,
        category: "food",
        payee: "Bean There Café",
      });
    }
    const proposed = await as.query(api.rules.suggestions, {});
    expect(proposed.map((s) => [s.payee, s.category, s.times])).toEqual([
      ["Bean There Café", "food", 3],
    ]);
  });
});
