/**
 * The envelope budget in backups (R60's round trip): assignments, targets, keep-negative and
 * the budget's accounts come back after export → delete → restore, a restored row passes the
 * checks of budgets.assign / setEnvelopeOptions / setEnvelopeAccount, and a backup written
 * before these tables existed still restores.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../_generated/api";
import { MAX_AMOUNT } from "../../shared/money";
import { EXPORT_VERSION, type ExportFile } from "../../shared/portability";
import {
  exportAll as exportWith,
  parseExportFile,
  restoreAll as restoreWith,
  type PortabilityClient,
} from "../../../src/data/portability";
import { card, makeAccount, newTest, signIn, type Caller } from "../../testing/helpers.testkit";
import { earn, spend } from "../../testing/planner.testkit";
import { canonical, expectRefused, restoring } from "../../testing/portability.testkit";

const exportAll = (as: Caller) => exportWith(as as unknown as PortabilityClient);
const restoreAll = (as: Caller, file: ExportFile) =>
  restoreWith(as as unknown as PortabilityClient, file);
const MONTHS = ["2024-05", "2024-06", "2024-07"];
const ENVELOPE = ["envelopeMonths", "envelopeCategories", "envelopeAccounts"] as const;

/** A user of the envelope budget: every kind of envelope row, and a custom category in them. */
async function seed(as: Caller) {
  const bank = await makeAccount(as, "USD", 100_000);
  const savings = await makeAccount(as, "USD", 50_000);
  const brokerage = await as.mutation(api.accounts.create, {
    name: "Brokerage",
    type: "investment",
    currency: "USD",
    initialBalance: 20_000,
  });
  const pets = await as.mutation(api.categories.create, { name: "Pets" });
  await as.mutation(api.preferences.save, { budgetType: "envelope" });
  await earn(as, bank, "2024-05-01", 300_000);
  await spend(as, bank, "2024-05-10", 70_000, "food");
  await spend(as, bank, "2024-06-03", 4_000, pets as never);
  await as.mutation(api.budgets.assign, { month: "2024-05", category: "food", amount: 50_000 });
  await as.mutation(api.budgets.assign, { month: "2024-05", category: pets, amount: 10_000 });
  // A move below zero: the month keeps a negative assignment for pets.
  await as.mutation(api.budgets.move, {
    month: "2024-06",
    from: pets,
    to: "housing",
    amount: 3_000,
  });
  await as.mutation(api.budgets.assign, { month: "2024-07", category: "food", amount: 20_000 });
  await as.mutation(api.budgets.setEnvelopeOptions, { category: "food", keepNegative: true });
  await as.mutation(api.budgets.setEnvelopeOptions, {
    category: pets,
    target: { kind: "byDate", amount: 60_000, month: "2024-12" },
  });
  await as.mutation(api.budgets.setEnvelopeOptions, {
    category: "housing",
    target: { kind: "monthly", amount: 120_000 },
  });
  await as.mutation(api.budgets.setEnvelopeAccount, { accountId: savings, included: false });
  await as.mutation(api.budgets.setEnvelopeAccount, { accountId: brokerage, included: true });
}

/** Every month's envelope view, the ids of accounts and categories replaced by positions. */
async function views(as: Caller, file: ExportFile) {
  const out = [];
  for (const month of MONTHS)
    out.push(await as.query(api.budgets.envelope, { month, today: "2030-01-01" }));
  let text = JSON.stringify(out);
  for (const table of ["accounts", "categories"] as const) {
    file.tables[table]!.forEach((doc, i) => {
      text = text.replaceAll(String(doc._id), `${table}#${i}`);
    });
  }
  return JSON.parse(text) as unknown;
}

describe("envelope budget in backups", () => {
  it("R60: export → delete the account → restore → export keeps every envelope row and the same budget", async () => {
    const t = newTest();
    const alice = await signIn(t, "alice@example.com");
    await seed(alice.as);
    const first = await exportAll(alice.as);
    const before = await views(alice.as, first);
    // June: food's overspending kept as a negative balance, pets moved below zero.
    expect((before as { readyToAssign: number }[])[1]).toMatchObject({
      readyToAssign: 340_000,
      categories: expect.arrayContaining([
        { category: "food", assigned: 0, activity: 0, available: -20_000 },
        { category: "categories#0", assigned: -3_000, activity: -4_000, available: 3_000 },
      ]),
    });
    expect(first.version).toBe(EXPORT_VERSION);
    expect(ENVELOPE.map((table) => first.tables[table]?.length)).toEqual([3, 3, 2]);

    await alice.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await t.finishAllScheduledFunctions(() => {});
    const again = await signIn(t, "alice@example.com");
    await restoreAll(again.as, first);
    const second = await exportAll(again.as);
    expect(canonical(second)).toEqual(canonical(first));
    expect(await views(again.as, second)).toEqual(before);
    expect(await again.as.query(api.preferences.get, {})).toMatchObject({ budgetType: "envelope" });
    // One row per month, category and account, as the mutations keep them: they go on working.
    await again.as.mutation(api.budgets.assign, { month: "2024-05", category: "food", amount: 1 });
    await again.as.mutation(api.budgets.setEnvelopeOptions, { category: "housing", target: null });
  });

  it("each invalid envelope row is refused with its reason, and nothing is stored", async () => {
    const t = newTest();
    const bob = await restoring(t);
    const [pets] = await bob.put("categories", [{ name: "Pets" }]);
    const [visa] = await bob.put("accounts", [card()]);
    const month = (assigned: object[], name = "2024-06") => ({ month: name, assigned });
    const food = (amount: number) => ({ category: "food", amount, currency: "USD" });
    const refused = [
      ["envelopeMonths", [month([food(100)], "2024-13")], "INVALID_DATE", 0],
      ["envelopeMonths", [month([food(0.5)])], "INVALID_AMOUNT", 0],
      ["envelopeMonths", [month([food(2 ** 60)])], "INVALID_AMOUNT", 0],
      ["envelopeMonths", [month([food(0)])], "INVALID_AMOUNT", 0],
      ["envelopeMonths", [month([food(MAX_AMOUNT + 1)])], "AMOUNT_TOO_LARGE", 0],
      [
        "envelopeMonths",
        [month([food(MAX_AMOUNT), { ...food(1), category: "housing" }])],
        "AMOUNT_TOO_LARGE",
        0,
      ],
      [
        "envelopeMonths",
        [month([{ ...food(100), category: "income" }])],
        "NOT_SPENDING_CATEGORY",
        0,
      ],
      ["envelopeMonths", [month([{ ...food(100), category: "nonsense" }])], "INVALID_ARGUMENT", 0],
      ["envelopeMonths", [month([food(100), food(200)])], "INVALID_ARGUMENT", 0],
      ["envelopeMonths", [month([food(100)]), month([food(200)])], "INVALID_ARGUMENT", 1],
      ["envelopeMonths", [month([])], "INVALID_ARGUMENT", 0],
      [
        "envelopeCategories",
        [{ category: "food", target: { kind: "monthly", amount: 0 } }],
        "INVALID_AMOUNT",
        0,
      ],
      [
        "envelopeCategories",
        [{ category: "food", target: { kind: "monthly", amount: -5 } }],
        "INVALID_AMOUNT",
        0,
      ],
      [
        "envelopeCategories",
        [{ category: pets, target: { kind: "byDate", amount: 5, month: "24-1" } }],
        "INVALID_DATE",
        0,
      ],
      [
        "envelopeCategories",
        [{ category: "income", keepNegative: true }],
        "NOT_SPENDING_CATEGORY",
        0,
      ],
      [
        "envelopeCategories",
        [{ category: "food" }, { category: "food", keepNegative: true }],
        "INVALID_ARGUMENT",
        1,
      ],
      ["envelopeAccounts", [{ accountId: visa, included: true }], "INVALID_ARGUMENT", 0],
      [
        "envelopeAccounts",
        [
          { accountId: bob.account, included: false },
          { accountId: bob.account, included: true },
        ],
        "INVALID_ARGUMENT",
        1,
      ],
    ] as const;
    for (const [table, docs, reason, row] of refused) {
      await expectRefused(bob.put(table, docs as never), reason, { table, row });
    }
    // Ids the restore did not create: a category and an account missing from the backup.
    const gone = await t.run(async (ctx) => {
      const account = await ctx.db.insert("accounts", {
        userId: bob.userId,
        ...card(),
        balance: 0,
      });
      const category = await ctx.db.insert("categories", { userId: bob.userId, name: "Old" });
      await ctx.db.delete("accounts", account);
      await ctx.db.delete("categories", category);
      return { account, category };
    });
    await expectRefused(
      bob.put("envelopeAccounts", [{ accountId: gone.account, included: true }]),
      "NOT_FOUND",
      { table: "envelopeAccounts", row: 0 },
    );
    await expectRefused(
      bob.put("envelopeMonths", [month([{ ...food(100), category: gone.category }])]),
      "NOT_FOUND",
      { table: "envelopeMonths", row: 0 },
    );
    await expectRefused(
      bob.put("envelopeCategories", [{ category: gone.category, keepNegative: true }]),
      "NOT_FOUND",
      { table: "envelopeCategories", row: 0 },
    );
    const stored = await t.run(async (ctx) =>
      Promise.all(ENVELOPE.map((table) => ctx.db.query(table).collect())),
    );
    expect(stored).toEqual([[], [], []]);
    // What the mutations can store is accepted, negative assignments included.
    await bob.put("envelopeMonths", [month([food(-300), { ...food(900), category: pets }])]);
    await bob.put("envelopeCategories", [{ category: pets, keepNegative: true }]);
    await bob.put("envelopeAccounts", [{ accountId: bob.account, included: false }]);
  });

  it("a backup of format 1, without the envelope tables, still restores", async () => {
    const t = newTest();
    const alice = await signIn(t, "alice@example.com");
    await seed(alice.as);
    const current = await exportAll(alice.as);
    const tables = { ...current.tables };
    for (const table of ENVELOPE) delete tables[table];
    const old = parseExportFile(JSON.stringify({ ...current, version: 1, tables }));
    expect(old).not.toBeNull();
    expect(parseExportFile(JSON.stringify({ ...current, version: EXPORT_VERSION + 1 }))).toBeNull();

    const bob = await signIn(t, "bob@example.com");
    await restoreAll(bob.as, old!);
    const restored = await exportAll(bob.as);
    expect(canonical(restored).tables).toEqual(
      canonical({
        ...current,
        tables: { ...tables, envelopeMonths: [], envelopeCategories: [], envelopeAccounts: [] },
      }).tables,
    );
    expect(await bob.as.query(api.preferences.get, {})).toMatchObject({ budgetType: "envelope" });
  });
});
