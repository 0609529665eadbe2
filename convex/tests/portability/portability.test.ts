import { describe, expect, it } from "vitest";
import { api } from "../../_generated/api";
import schema from "../../schema";
import { NOT_EXPORTED } from "../../model/portability/tables";
import { EXPORTED_TABLES, type ExportFile } from "../../shared/portability";
import { canonical, expectRefused } from "../../testing/portability.testkit";
import {
  expectCode,
  makeAccount,
  newTest,
  signIn,
  type Caller,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  exportAll as exportWith,
  restoreAll as restoreWith,
  type PortabilityClient,
} from "../../../src/data/portability";
import {
  CSV_COLUMNS,
  neutralise,
  transactionsCsv,
} from "../../../src/features/settings/portability/transactionsCsv";

// convex-test's callers have the same query/mutation calls as the browser's client.
const exportAll = (as: Caller) => exportWith(as as unknown as PortabilityClient);
const restoreAll = (as: Caller, file: ExportFile) =>
  restoreWith(as as unknown as PortabilityClient, file);

async function seed(as: Caller) {
  const checking = await makeAccount(as, "EUR", 10_000);
  const savings = await makeAccount(as, "EUR", 0);
  await as.mutation(api.transactions.create, {
    accountId: checking,
    kind: "income",
    amount: 250_000,
    date: "2026-10-01",
    category: "income",
    notes: "Salary",
  });
  await as.mutation(api.transactions.create, {
    accountId: checking,
    kind: "expense",
    amount: 4_590,
    date: "2026-10-02",
    category: "food",
    notes: "=SUM(A1)",
  });
  await as.mutation(api.transactions.createTransfer, {
    fromAccountId: checking,
    toAccountId: savings,
    amount: 50_000,
    date: "2026-10-03",
  });
  await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.08 });
  const importId = await as.mutation(api.imports.start, {
    accountId: checking,
    fileName: "oct.csv",
    format: "csv",
    encoding: "utf-8",
    total: 1,
  });
  await as.mutation(api.imports.addChunk, {
    importId,
    rows: [{ key: "row:x#0", date: "2026-10-04", amount: -1_250, payee: "Café", category: "food" }],
  });
  await as.mutation(api.imports.finish, { importId, duplicates: 0, cancelled: false });
}

/** The file without ids and creation times; references become positions in their tables. */
describe("export and restore", () => {
  it("round trip: export, delete the account, sign up again, restore, export again → identical", async () => {
    const t = newTest();
    const alice = await signIn(t, "alice@example.com");
    await seed(alice.as);
    const first = await exportAll(alice.as);
    expect(first.tables.transactions).toHaveLength(5);

    await alice.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await t.finishAllScheduledFunctions(() => {});
    const again = await signIn(t, "alice@example.com");
    await restoreAll(again.as, first);
    await checkLedger(t);
    const second = await exportAll(again.as);
    expect(canonical(second)).toEqual(canonical(first));
  });

  it("refuses to restore into an account that holds data, and a stranger's ids", async () => {
    const t = newTest();
    const alice = await signIn(t, "alice@example.com");
    await seed(alice.as);
    const file = await exportAll(alice.as);
    await expectCode(restoreAll(alice.as, file), "RESTORE_NOT_EMPTY");
    const bob = await signIn(t, "bob@example.com");
    await bob.as.mutation(api.dataRestore.begin, {});
    const [account] = file.tables.accounts!;
    await expectRefused(
      bob.as.mutation(api.dataRestore.insert, {
        table: "transactions",
        docs: [{ ...file.tables.transactions![0], accountId: account._id }],
      }),
      "NOT_FOUND",
      { table: "transactions", row: 0 },
    );
    await expectCode(
      t.query(api.dataExport.page, {
        table: "accounts",
        paginationOpts: { numItems: 10, cursor: null },
      }),
      "UNAUTHENTICATED",
    );
    const bobsView = await exportAll(bob.as);
    expect(bobsView.tables.accounts).toEqual([]);
    expect(bobsView.tables.transactions).toEqual([]);
  });

  it("every table that holds a user's data is exported or excluded with a reason", () => {
    for (const [table, definition] of Object.entries(schema.tables)) {
      const json = (
        definition.validator as unknown as { json: { value?: Record<string, unknown> } }
      ).json;
      if (!json.value || !("userId" in json.value)) continue;
      const covered =
        (EXPORTED_TABLES as readonly string[]).includes(table) || table in NOT_EXPORTED;
      expect(covered, `${table} is neither exported nor excluded`).toBe(true);
    }
  });

  it("the transactions CSV keeps amounts as numbers and neutralises formula-looking text", async () => {
    const t = newTest();
    const alice = await signIn(t, "alice@example.com");
    await seed(alice.as);
    const english = {
      category: (key: string) => key[0].toUpperCase() + key.slice(1),
      kind: (kind: string) => kind[0].toUpperCase() + kind.slice(1),
    };
    const csv = transactionsCsv(await exportAll(alice.as), [...CSV_COLUMNS], english);
    expect(csv).toContain("2026-10-02,Wallet,EUR,-45.90,Expense,Food,,'=SUM(A1)");
    expect(csv).toContain("-500.00,Transfer");
    expect(neutralise("+1 555")).toBe("'+1 555");
    expect(neutralise("@cmd")).toBe("'@cmd");
    expect(neutralise("Rent")).toBe("Rent");
  });
});
