import { describe, expect, it } from "vitest";
import { api } from "../../_generated/api";
import { freshRows } from "../../model/imports/freshRows";
import { importKeyOf } from "../../shared/importing";
import { makeAccount, newTest, signIn } from "../../testing/helpers.testkit";

const rows = [
  { date: "2026-10-01", amount: -100, payee: "A" },
  { date: "2026-10-02", amount: -200, payee: "B" },
  { date: "2026-10-03", amount: -300, payee: "C" },
  { date: "2026-10-04", amount: -400, payee: "D" },
];

describe("an import chunk's fresh rows", () => {
  it("are the same whether one index range or one read per key answers them", async () => {
    const t = newTest();
    const { as } = await signIn(t, "alice@example.com");
    const accountId = await makeAccount(as, "USD", 0);
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: "a.csv",
      format: "csv",
      encoding: "utf-8",
      total: 2,
    });
    // Rows 1 and 3 are in the account already; the chunk asks for all four, row 2 twice.
    const keyed = rows.map((row) => ({ ...row, category: "other", key: importKeyOf(row, 0) }));
    await as.mutation(api.imports.addChunk, { importId, rows: [keyed[0], keyed[2]] });
    const chunk = [...keyed, keyed[1]].map((row) => ({ importKey: row.key }));
    const expected = [keyed[1].key, keyed[3].key];
    await t.run(async (ctx) => {
      const byRange = await freshRows(ctx, accountId, chunk);
      const byKey = await freshRows(ctx, accountId, chunk, 1);
      expect(byRange.map((r) => r.importKey)).toEqual(expected);
      expect(byKey.map((r) => r.importKey)).toEqual(expected);
    });
  });
});
