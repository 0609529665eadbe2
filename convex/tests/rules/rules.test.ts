import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  expectCode,
  expense,
  makeAccount,
  setupWithAccount,
  signIn,
  TODAY,
} from "../../testing/helpers.testkit";

const page = { numItems: 50, cursor: null };
const groceries = {
  field: "payee",
  op: "contains",
  text: "rewe",
  setCategory: "food",
} as const;

async function rowsOf(as: Awaited<ReturnType<typeof signIn>>["as"], accountId: string) {
  const list = await as.query(api.transactions.list, {
    accountId: accountId as never,
    paginationOpts: page,
  });
  return list.page;
}

describe("rules", () => {
  test("bad rules are refused with a code", async () => {
    const { as } = await setupWithAccount();
    await expectCode(as.mutation(api.rules.create, { ...groceries, text: "  " }), "REQUIRED");
    await expectCode(
      as.mutation(api.rules.create, { field: "payee", op: "equals", text: "x" }),
      "REQUIRED",
    );
    await expectCode(
      as.mutation(api.rules.create, { ...groceries, minAmount: 500, maxAmount: 100 }),
      "INVALID_ARGUMENT",
    );
    await expectCode(
      as.mutation(api.rules.create, { ...groceries, minAmount: -1 }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.rules.create, { ...groceries, text: "x".repeat(121) }),
      "NAME_TOO_LONG",
    );
    await expectCode(
      as.mutation(api.rules.create, { ...groceries, setPayee: "a\u0000b" }),
      "INVALID_NAME",
    );
  });

  test("a new entry and an import are filed by the matching rule; a chosen category stays", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.rules.create, { ...groceries, setPayee: "REWE", addTag: "groceries" });
    await as.mutation(api.rules.create, {
      field: "notes",
      op: "contains",
      text: "rent",
      minAmount: 50_000,
      setCategory: "housing",
    });
    const filed = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_250, { payee: "Rewe Markt 123", category: "other" }),
    );
    expect(await as.query(api.transactions.get, { id: filed })).toMatchObject({
      category: "food",
      payee: "REWE",
      tags: ["groceries"],
    });
    const chosen = await as.mutation(
      api.transactions.create,
      expense(accountId, 900, { payee: "REWE", category: "gifts_donations", categoryChosen: true }),
    );
    expect(await as.query(api.transactions.get, { id: chosen })).toMatchObject({
      category: "gifts_donations",
      tags: ["groceries"],
    });
    const small = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { notes: "rent share", category: "other" }),
    );
    expect((await as.query(api.transactions.get, { id: small })).category).toBe("other");
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: "bank.csv",
      format: "csv",
      encoding: "utf-8",
      total: 1,
    });
    await as.mutation(api.imports.addChunk, {
      importId,
      rows: [{ key: "k1", date: TODAY, amount: -80_000, notes: "Rent June", category: "other" }],
    });
    const imported = (await rowsOf(as, accountId)).find((tx) => tx.notes === "Rent June");
    expect(imported?.category).toBe("housing");
    await checkLedger(t);
  });

  test("a payee filed the same way 3 times is proposed; creating the rule or saying no ends it", async () => {
    const { as, accountId } = await setupWithAccount();
    for (let i = 0; i < 3; i++) {
      await as.mutation(
        api.transactions.create,
        expense(accountId, 100, { payee: "Shell", category: "transportation" }),
      );
      await as.mutation(
        api.transactions.create,
        expense(accountId, 100, { payee: "Cinema", category: "entertainment" }),
      );
    }
    // A payee split between categories is not proposed.
    await as.mutation(api.transactions.create, expense(accountId, 100, { payee: "Mall" }));
    await as.mutation(
      api.transactions.create,
      expense(accountId, 100, { payee: "Mall", category: "shopping" }),
    );
    await as.mutation(api.transactions.create, expense(accountId, 100, { payee: "Mall" }));
    const proposed = await as.query(api.rules.suggestions, {});
    expect(proposed.map((s) => [s.payee, s.category, s.times]).sort()).toEqual([
      ["Cinema", "entertainment", 3],
      ["Shell", "transportation", 3],
    ]);
    expect(await as.query(api.rules.guess, { accountId, payee: "shell" })).toEqual({
      category: "transportation",
      payee: "Shell",
      tags: [],
      source: "history",
    });
    await as.mutation(api.rules.create, {
      field: "payee",
      op: "equals",
      text: "Shell",
      setCategory: "transportation",
    });
    const cinema = proposed.find((s) => s.payee === "Cinema")!;
    await as.mutation(api.rules.dismissSuggestion, { payeeId: cinema.payeeId });
    expect(await as.query(api.rules.suggestions, {})).toEqual([]);
    expect((await as.query(api.rules.guess, { accountId, payee: "SHELL" })).source).toBe("rule");
  });

  test("applied to existing ones after a preview; hand edits and reconciled ones are kept; undo", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        await as.mutation(
          api.transactions.create,
          expense(accountId, 100 + i, { payee: "REWE", category: "other" }),
        ),
      );
    }
    await as.mutation(api.transactions.update, {
      id: ids[0],
      kind: "expense",
      amount: 100,
      date: TODAY,
      category: "gifts_donations",
      payee: "REWE",
    });
    const rule = await as.mutation(api.rules.create, {
      field: "payee",
      op: "equals",
      text: "rewe",
      setCategory: "food",
    });
    const preview = await as.query(api.rules.preview, { id: rule, paginationOpts: page });
    expect(preview.page.map((r) => [r._id, r.next.category]).sort()).toEqual(
      [
        [ids[1], "food"],
        [ids[2], "food"],
      ].sort(),
    );
    const withEdited = await as.query(api.rules.preview, {
      id: rule,
      includeHandEdited: true,
      paginationOpts: page,
    });
    expect(withEdited.page.length).toBe(3);
    const result = await as.mutation(api.rules.applyToExisting, { id: rule, cursor: null });
    expect(result.changed).toBe(2);
    const after = await rowsOf(as, accountId);
    expect(after.map((tx) => tx.category).sort()).toEqual(["food", "food", "gifts_donations"]);
    await checkLedger(t);
    await as.mutation(api.bulk.undo, { undoId: result.undoId! });
    const undone = await rowsOf(as, accountId);
    expect(undone.map((tx) => tx.category).sort()).toEqual(["gifts_donations", "other", "other"]);
    await checkLedger(t);
  });

  test("another user can neither read, use nor change someone's rules", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const rule = await as.mutation(api.rules.create, groceries);
    const other = (await signIn(t, "b@example.com")).as;
    const theirs = await makeAccount(other);
    expect(await other.query(api.rules.list, {})).toEqual([]);
    const id = await other.mutation(
      api.transactions.create,
      expense(theirs, 100, { payee: "REWE", category: "other" }),
    );
    expect((await other.query(api.transactions.get, { id })).category).toBe("other");
    await expectCode(other.mutation(api.rules.remove, { id: rule }), "NOT_FOUND");
    await expectCode(
      other.query(api.rules.preview, { id: rule, paginationOpts: page }),
      "NOT_FOUND",
    );
    await expectCode(other.mutation(api.rules.create, { ...groceries, accountId }), "NOT_FOUND");
    expect((await as.query(api.rules.list, {})).length).toBe(1);
  });

  test("bulk edit sets payee and tags on many at once, and undo puts them back", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(
      api.transactions.create,
      expense(accountId, 100, { payee: "Shop", tags: ["old"] }),
    );
    const b = await as.mutation(api.transactions.create, expense(accountId, 200));
    await expectCode(as.mutation(api.bulk.edit, { ids: [a, b] }), "REQUIRED");
    const done = await as.mutation(api.bulk.edit, {
      ids: [a, b],
      payee: "Market",
      addTags: ["trip"],
      removeTags: ["old"],
    });
    expect(done.changed).toBe(2);
    for (const id of [a, b]) {
      expect(await as.query(api.transactions.get, { id })).toMatchObject({
        payee: "Market",
        tags: ["trip"],
        handEdited: true,
      });
    }
    await checkLedger(t);
    await as.mutation(api.bulk.undo, { undoId: done.undoId });
    const first = await as.query(api.transactions.get, { id: a });
    const second = await as.query(api.transactions.get, { id: b });
    expect([first.payee, first.tags, first.handEdited]).toEqual(["Shop", ["old"], undefined]);
    expect([second.payee, second.tags]).toEqual([undefined, undefined]);
    await checkLedger(t);
  });
});
