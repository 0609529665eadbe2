import { describe, expect, it } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { importKeyOf } from "../../shared/importing";
import {
  balanceOf,
  expectCode,
  makeAccount,
  newTest,
  signIn,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

type Row = { date: string; amount: number; payee?: string; notes?: string; fitId?: string };

/** What the import screen sends: each row keyed by its occurrence of (date, amount, payee). */
function keyed(rows: Row[]) {
  const seen = new Map<string, number>();
  return rows.map(({ fitId, ...row }) => {
    const base = `${row.date}|${row.amount}|${row.payee ?? ""}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { ...row, category: "other" as const, key: importKeyOf({ ...row, fitId }, n) };
  });
}

async function runImport(as: Caller, accountId: Id<"accounts">, rows: Row[], chunk = 2) {
  const importId = await as.mutation(api.imports.start, {
    accountId,
    fileName: "statement.csv",
    format: "csv",
    encoding: "utf-8",
    total: rows.length,
  });
  const all = keyed(rows);
  for (let i = 0; i < all.length; i += chunk) {
    await as.mutation(api.imports.addChunk, { importId, rows: all.slice(i, i + chunk) });
  }
  await as.mutation(api.imports.finish, { importId, duplicates: 0, cancelled: false });
  return importId;
}

const coffee = { date: "2026-10-13", amount: -350, payee: "Coffee" };
const statement: Row[] = [
  { date: "2026-10-01", amount: 150_000, payee: "ACME" },
  coffee,
  coffee,
  { date: "2026-10-20", amount: -9_999, payee: "Shop", notes: "=cmd" },
];

async function setUp(t: TestConvex) {
  const alice = await signIn(t, "alice@example.com");
  const accountId = await makeAccount(alice.as, "USD", 1_000);
  return { ...alice, accountId };
}

describe("imports", () => {
  it("rows left at the preview's default category teach the rule suggestions nothing", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: "statement.csv",
      format: "csv",
      encoding: "utf-8",
      total: 4,
    });
    const days = ["01", "02", "03", "04"];
    const rows = days.map((day, n) => ({
      ...keyed([{ date: `2026-10-${day}`, amount: -450, payee: "Bean There Café" }])[0],
      key: `bean-${n}`,
      fallback: true,
    }));
    await as.mutation(api.imports.addChunk, { importId, rows });
    await as.mutation(api.imports.finish, { importId, duplicates: 0, cancelled: false });
    expect(await as.query(api.rules.suggestions, {})).toEqual([]);
  });

  it("writes chunks with balances and rollups in step, N identical rows as N", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    const importId = await runImport(as, accountId, statement);
    expect(await balanceOf(t, accountId)).toBe(1_000 + 150_000 - 700 - 9_999);
    await checkLedger(t);
    const [record] = await as.query(api.imports.list, { accountId });
    expect(record).toMatchObject({ _id: importId, status: "done", added: 4, total: 4 });
  });

  it("re-running the same statement adds nothing, and an overlapping one only what is new", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    await runImport(as, accountId, statement);
    const before = await balanceOf(t, accountId);
    await runImport(as, accountId, statement);
    expect(await balanceOf(t, accountId)).toBe(before);
    await runImport(as, accountId, [
      ...statement.slice(2),
      { date: "2026-11-02", amount: -500, payee: "Bus" },
    ]);
    expect(await balanceOf(t, accountId)).toBe(before - 500);
    await checkLedger(t);
  });

  it("an interrupted import run again completes without doubles", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: "a.csv",
      format: "csv",
      encoding: "utf-8",
      total: 4,
    });
    await as.mutation(api.imports.addChunk, { importId, rows: keyed(statement).slice(0, 2) });
    // The tab closed here. The next run sends every row again.
    await runImport(as, accountId, statement);
    expect(await balanceOf(t, accountId)).toBe(1_000 + 150_000 - 700 - 9_999);
  });

  it("the preview sees existing rows per key, imported FITIDs and the payee's usual category", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    await as.mutation(api.transactions.create, {
      accountId,
      kind: "expense",
      amount: 350,
      date: "2026-10-13",
      category: "food",
      notes: "by hand",
    });
    await runImport(as, accountId, [
      ...statement,
      { date: "2026-10-05", amount: -100, payee: "Bank", fitId: "F1" },
    ]);
    const result = await as.query(api.imports.matches, {
      accountId,
      keys: [coffee, { date: "2026-10-13", amount: -350 }, { date: "2026-12-01", amount: 1 }],
      fitIds: ["F1", "F2"],
      payees: ["Coffee", "Nobody"],
    });
    expect(result.counts).toEqual([2, 1, 0]);
    expect(result.importedFitIds).toEqual(["F1"]);
    expect(result.categories).toEqual(["other", null]);
  });

  it("undo removes exactly the import's transactions and restores the balance", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    await as.mutation(api.transactions.create, {
      accountId,
      kind: "income",
      amount: 500,
      date: "2026-10-02",
      category: "income",
    });
    const importId = await runImport(as, accountId, statement);
    await as.mutation(api.imports.undo, { importId });
    await t.finishAllScheduledFunctions(() => {});
    expect(await balanceOf(t, accountId)).toBe(1_500);
    const [record] = await as.query(api.imports.list, { accountId });
    expect(record.status).toBe("undone");
    await checkLedger(t);
  });

  it("refuses a file in another currency, bad rows and chunks after the end, writing nothing", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    await expectCode(
      as.mutation(api.imports.start, {
        accountId,
        fileName: "x.ofx",
        format: "ofx",
        encoding: "utf-8",
        total: 1,
        currency: "EUR",
      }),
      "IMPORT_CURRENCY_MISMATCH",
    );
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: "x.csv",
      format: "csv",
      encoding: "utf-8",
      total: 2,
    });
    const [good] = keyed(statement);
    await expectCode(
      as.mutation(api.imports.addChunk, {
        importId,
        rows: [good, { ...good, key: "k2", date: "2026-13-01" }],
      }),
      "INVALID_DATE",
    );
    await expectCode(
      as.mutation(api.imports.addChunk, { importId, rows: [{ ...good, amount: 0.5 }] }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.imports.addChunk, { importId, rows: [{ ...good, category: "Groceries" }] }),
      "INVALID_ARGUMENT",
    );
    expect(await balanceOf(t, accountId)).toBe(1_000);
    await as.mutation(api.imports.finish, { importId, duplicates: 0, cancelled: true });
    await expectCode(
      as.mutation(api.imports.addChunk, { importId, rows: [good] }),
      "IMPORT_NOT_RUNNING",
    );
  });

  it("every imported text is stored without NUL, ESC or bidi characters", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: " bad\u0000\u001b[31mname\u202Etxt.exe ",
      format: "csv",
      encoding: "utf-8\u0000\u2066",
      total: 1,
    });
    const row = {
      date: "2026-10-05",
      amount: -350,
      payee: "Corner\u0000 Cafe\u001b\u202E",
      notes: "first\nsecond\u0007\u2067line\u2069",
    };
    const [keyedRow] = keyed([row]);
    await as.mutation(api.imports.addChunk, {
      importId,
      rows: [{ ...keyedRow, key: `${keyedRow.key}\u0000\u202D` }],
    });
    const [record] = await as.query(api.imports.list, { accountId });
    expect(record).toMatchObject({ fileName: "bad[31mnametxt.exe", encoding: "utf-8" });
    const [stored] = await t.run((ctx) =>
      ctx.db
        .query("transactions")
        .withIndex("by_import", (q) => q.eq("importId", importId))
        .collect(),
    );
    expect(stored).toMatchObject({
      payee: "Corner Cafe",
      notes: "first\nsecondline",
      importKey: "row:2026-10-05|-350|corner cafe#0",
    });
    // The preview asks with the file's raw payee and finds the cleaned one.
    const { counts } = await as.query(api.imports.matches, {
      accountId,
      keys: [{ date: row.date, amount: row.amount, payee: row.payee }],
      fitIds: [],
      payees: [],
    });
    expect(counts).toEqual([1]);
  });

  it("another user can neither read nor change an import or its account", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    const importId = await runImport(as, accountId, statement);
    const bob = await signIn(t, "bob@example.com");
    await expectCode(bob.as.query(api.imports.list, { accountId }), "NOT_FOUND");
    await expectCode(bob.as.query(api.imports.mapping, { accountId }), "NOT_FOUND");
    await expectCode(
      bob.as.query(api.imports.matches, { accountId, keys: [], fitIds: [], payees: [] }),
      "NOT_FOUND",
    );
    await expectCode(bob.as.mutation(api.imports.undo, { importId }), "NOT_FOUND");
    await expectCode(bob.as.mutation(api.imports.addChunk, { importId, rows: [] }), "NOT_FOUND");
    await expectCode(
      bob.as.mutation(api.imports.start, {
        accountId,
        fileName: "x",
        format: "csv",
        encoding: "utf-8",
        total: 0,
      }),
      "NOT_FOUND",
    );
    await expectCode(t.query(api.imports.list, { accountId }), "UNAUTHENTICATED");
  });

  it("remembers the CSV mapping per account", async () => {
    const t = newTest();
    const { as, accountId } = await setUp(t);
    const mapping = {
      date: 0,
      amount: 3,
      debit: null,
      credit: null,
      payee: 1,
      notes: 2,
      category: null,
      dateOrder: "dmy" as const,
      decimal: "," as const,
      invert: true,
    };
    expect(await as.query(api.imports.mapping, { accountId })).toBeNull();
    await as.mutation(api.imports.start, {
      accountId,
      fileName: "x.csv",
      format: "csv",
      encoding: "windows-1252",
      total: 0,
      mapping,
    });
    expect(await as.query(api.imports.mapping, { accountId })).toEqual(mapping);
  });
});
