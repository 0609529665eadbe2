/**
 * Property test (fast-check): generated sequences of ledger operations by two users, across
 * accounts in several currencies: transactions created, edited and deleted, transfers made and
 * edited (split over several categories and tagged, or not), accounts added, edited and deleted, schedules created and posted, cleared marks
 * toggled, bulk re-categorisations, deletes and payee/tag edits, payees renamed and merged,
 * rules applied to existing transactions, and the undo of each bulk change. After every step,
 * each balance equals initialBalance + the sum of its transactions, every rollup row equals the
 * recomputed aggregate (a split counting each part in its own category), the tag rows match
 * the transactions' tags, the split category rows match the splits' distinct part categories
 * (what the ledger's category filter reads), each payee row matches its transactions (count, categories, totals,
 * one spelling), and the other user's data has not moved. A failure prints the seed and
 * the shrunk sequence, so it can be replayed exactly.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { CATEGORIES } from "../../shared/domain";
import { errorCodeOf } from "../../shared/errors";
import { snapshotOf } from "../../testing/fixtures.testkit";
import { FUZZ_RUNS } from "../../testing/fuzz.testkit";
import { type Caller, newTest, signIn } from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

/**
 * Sequences per run: a quarter of FUZZ_RUNS (50 in `npm test`), each up to 20 steps; with
 * some 15 kinds of step, fewer sequences would now and then miss one kind altogether.
 */
const SEQUENCES = Math.max(50, Math.round(FUZZ_RUNS / 4));
const MAX_STEPS = 20;

const date = fc
  .record({ y: fc.integer({ min: 2015, max: 2024 }), m: fc.integer({ min: 1, max: 12 }) })
  .chain(({ y, m }) =>
    fc
      .integer({ min: 1, max: 28 })
      .map((d) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
  );
/** A schedule may start at most 5 years back (shared/recurrence.ts): recent starts only. */
const scheduleStart = date.filter((d) => d >= "2023-01-01");
const base = fc.record(
  {
    kind: fc.constantFrom("income" as const, "expense" as const),
    amount: fc.integer({ min: 1, max: 50_000 }),
    currency: fc.constantFrom("USD" as const, "EUR" as const, "JPY" as const),
    date,
    category: fc.constantFrom(...CATEGORIES),
    notes: fc.string({ maxLength: 12 }),
    payee: fc.constantFrom("REWE", "rewe ", "Shell", "Amazon", ""),
  },
  { requiredKeys: ["kind", "amount", "date", "category"] },
);
/** n − 1 non-zero parts (refunds inside a purchase included); the last part is the rest. */
const splitParts = fc.array(
  fc.record({
    category: fc.constantFrom(...CATEGORIES),
    amount: fc.integer({ min: -2_000, max: 20_000 }).filter((n) => n !== 0),
  }),
  { minLength: 1, maxLength: 3 },
);
const entry = fc
  .tuple(
    base,
    fc.option(splitParts),
    fc.option(fc.array(fc.constantFrom("trip", "Trip", "tax", " tax "), { maxLength: 3 })),
  )
  .map(([e, parts, tags]) => {
    const rest = e.amount - (parts ?? []).reduce((s, p) => s + p.amount, 0);
    const splits =
      parts === null || rest === 0 ? undefined : [...parts, { category: e.category, amount: rest }];
    return { ...e, ...(splits ? { splits } : {}), ...(tags ? { tags } : {}) };
  });
/** Which of the user's accounts or transactions a step uses: an index modulo how many exist. */
const pick = fc.nat({ max: 1_000 });

const step = fc.record({
  actor: fc.constantFrom("a" as const, "b" as const),
  op: fc.oneof(
    { weight: 5, arbitrary: fc.record({ type: fc.constant("create" as const), pick, entry }) },
    { weight: 3, arbitrary: fc.record({ type: fc.constant("update" as const), pick, entry }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant("remove" as const), pick }) },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant("transfer" as const),
        pick,
        to: pick,
        amount: fc.integer({ min: 1, max: 20_000 }),
        date,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant("addAccount" as const),
        currency: fc.constantFrom("USD" as const, "EUR" as const, "JPY" as const),
        initialBalance: fc.integer({ min: -100_000, max: 100_000 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant("editAccount" as const),
        pick,
        initialBalance: fc.integer({ min: -100_000, max: 100_000 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("removeAccount" as const), pick }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant("clear" as const), pick }) },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constantFrom("bulkCategory" as const, "bulkRemove" as const),
        pick,
        count: fc.integer({ min: 1, max: 6 }),
        category: fc.constantFrom(...CATEGORIES),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant("undo" as const), pick }) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          type: fc.constant("bulkEdit" as const),
          pick,
          count: fc.integer({ min: 1, max: 6 }),
          payee: fc.option(fc.constantFrom("REWE", "Market", "")),
          addTags: fc.option(fc.array(fc.constantFrom("trip", "tax"), { maxLength: 2 })),
          removeTags: fc.option(fc.array(fc.constantFrom("Trip", "tax"), { maxLength: 2 })),
        })
        .filter((op) => op.payee !== null || !!op.addTags?.length || !!op.removeTags?.length),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constantFrom("mergePayees" as const, "renamePayee" as const),
        pick,
        to: pick,
        name: fc.constantFrom("Shell", "SHELL", "Corner shop"),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant("applyRule" as const),
        text: fc.constantFrom("rewe", "shell", "a"),
        category: fc.constantFrom(...CATEGORIES),
        setPayee: fc.option(fc.constantFrom("REWE", "Fuel")),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant("schedule" as const),
        pick,
        amount: fc.integer({ min: 1, max: 20_000 }),
        count: fc.integer({ min: 1, max: 4 }),
        startDate: scheduleStart,
      }),
    },
  ),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Actor {
  as: Caller;
  userId: Id<"users">;
}

async function accountsOf(actor: Actor) {
  return await actor.as.query(api.accounts.list, { today: "2024-06-15" });
}

/** Undo entries each user can still use, newest last. */
const undoable = new Map<Id<"users">, Id<"undoLog">[]>();

function remember(actor: Actor, undoId: Id<"undoLog">) {
  undoable.set(actor.userId, [...(undoable.get(actor.userId) ?? []), undoId]);
}

type PayeeOp = Extract<Step["op"], { type: "mergePayees" | "renamePayee" }>;

/** Merges two of the user's payees, or renames one (a taken name is refused: PAYEE_EXISTS). */
async function payeeStep(actor: Actor, op: PayeeOp): Promise<string> {
  const { page } = await actor.as.query(api.payees.list, {
    paginationOpts: { numItems: 20, cursor: null },
  });
  if (page.length === 0) return "skip";
  const source = page[op.pick % page.length];
  if (op.type === "renamePayee") {
    await actor.as.mutation(api.payees.rename, { id: source._id, name: op.name });
    return "renamePayee";
  }
  const target = page[op.to % page.length];
  if (target._id === source._id) return "skip";
  await actor.as.mutation(api.payees.merge, { sourceId: source._id, targetId: target._id });
  return "mergePayees";
}

async function run(actor: Actor, { op }: Step): Promise<string> {
  if (op.type === "undo") {
    const mine = undoable.get(actor.userId) ?? [];
    if (mine.length === 0) return "skip";
    const [undoId] = mine.splice(op.pick % mine.length, 1);
    await actor.as.mutation(api.bulk.undo, { undoId });
    return "undo";
  }
  if (op.type === "mergePayees" || op.type === "renamePayee") return await payeeStep(actor, op);
  if (op.type === "applyRule") {
    const rule = await actor.as.mutation(api.rules.create, {
      field: "payee",
      op: "contains",
      text: op.text,
      setCategory: op.category,
      ...(op.setPayee ? { setPayee: op.setPayee } : {}),
    });
    let cursor: string | null = null;
    do {
      const done: { undoId: Id<"undoLog"> | null; cursor: string | null } = await actor.as.mutation(
        api.rules.applyToExisting,
        { id: rule, cursor },
      );
      if (done.undoId) remember(actor, done.undoId);
      cursor = done.cursor;
    } while (cursor !== null);
    return "applyRule";
  }
  const accounts = await accountsOf(actor);
  if (op.type === "addAccount" || accounts.length < 2) {
    const currency = op.type === "addAccount" ? op.currency : "USD";
    const initialBalance = op.type === "addAccount" ? op.initialBalance : 0;
    await actor.as.mutation(api.accounts.create, {
      name: `${currency} ${accounts.length}`,
      type: "bank",
      currency,
      initialBalance,
    });
    return "addAccount";
  }
  const account = accounts[op.pick % accounts.length];
  const page = await actor.as.query(api.transactions.list, {
    accountId: account._id,
    paginationOpts: { numItems: 20, cursor: null },
  });
  // Every other pick goes to a transfer when there is one, so transfer edits are common too.
  const transfers = page.page.filter((tx) => tx.kind === "transfer");
  const pool = op.pick % 2 === 0 && transfers.length > 0 ? transfers : page.page;
  const target = pool.length > 0 ? pool[Math.floor(op.pick / 2) % pool.length] : null;
  switch (op.type) {
    case "create":
      await actor.as.mutation(api.transactions.create, { accountId: account._id, ...op.entry });
      return "create";
    case "update":
      if (target === null) return "skip";
      if (target.kind === "transfer") {
        const { amount, date, notes } = op.entry;
        await actor.as.mutation(api.transactions.updateTransfer, {
          id: target._id,
          amount,
          date,
          notes,
        });
        return "updateTransfer";
      }
      await actor.as.mutation(api.transactions.update, { id: target._id, ...op.entry });
      return "update";
    case "remove":
      if (target === null) return "skip";
      await actor.as.mutation(api.transactions.remove, { id: target._id });
      return "remove";
    case "transfer": {
      const others = accounts.filter((a) => a._id !== account._id);
      await actor.as.mutation(api.transactions.createTransfer, {
        fromAccountId: account._id,
        toAccountId: others[op.to % others.length]._id,
        amount: op.amount,
        date: op.date,
      });
      return "transfer";
    }
    case "clear":
      if (target === null) return "skip";
      await actor.as.mutation(api.reconciliation.setCleared, {
        id: target._id,
        cleared: target.cleared === undefined,
      });
      return "clear";
    case "bulkCategory":
    case "bulkRemove": {
      if (page.page.length === 0) return "skip";
      const ids = page.page.slice(0, op.count).map((tx) => tx._id);
      const { undoId } =
        op.type === "bulkRemove"
          ? await actor.as.mutation(api.bulk.remove, { ids })
          : await actor.as.mutation(api.bulk.recategorize, { ids, category: op.category });
      remember(actor, undoId);
      return op.type;
    }
    case "bulkEdit": {
      if (page.page.length === 0) return "skip";
      const ids = page.page.slice(0, op.count).map((tx) => tx._id);
      const { undoId } = await actor.as.mutation(api.bulk.edit, {
        ids,
        ...(op.payee !== null ? { payee: op.payee } : {}),
        ...(op.addTags !== null ? { addTags: op.addTags } : {}),
        ...(op.removeTags !== null ? { removeTags: op.removeTags } : {}),
      });
      remember(actor, undoId);
      return "bulkEdit";
    }
    case "editAccount":
      await actor.as.mutation(api.accounts.update, {
        id: account._id,
        name: `${account.name} edited`,
        type: "bank",
        currency: account.currency,
        initialBalance: op.initialBalance,
      });
      return "editAccount";
    case "removeAccount":
      await actor.as.mutation(api.accounts.remove, { id: account._id });
      return "removeAccount";
    case "schedule": {
      await actor.as.mutation(api.schedules.create, {
        kind: "expense",
        accountId: account._id,
        amount: op.amount,
        frequency: "monthly",
        startDate: op.startDate,
        count: op.count,
      });
      await actor.as.mutation(api.schedules.catchUp, { today: "2024-06-15" });
      return "schedule";
    }
  }
}

async function setUp() {
  undoable.clear();
  const t = newTest();
  const users = { a: await signIn(t, "a@example.com"), b: await signIn(t, "b@example.com") };
  for (const { as } of Object.values(users)) {
    for (const [currency, initialBalance] of [
      ["USD", 100_000],
      ["EUR", 5_000],
      ["JPY", 30_000],
      ["USD", -2_000],
    ] as const) {
      await as.mutation(api.accounts.create, {
        name: currency,
        type: "bank",
        currency,
        initialBalance,
      });
    }
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.0837 });
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: 151.3 });
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "JPY", rate: 163.9 });
  }
  return { t, users };
}

test(
  `generated sequences of ledger operations by two users keep balances and rollups consistent (${SEQUENCES} sequences)`,
  { timeout: 60_000 + SEQUENCES * 3_000 },
  async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 5, maxLength: MAX_STEPS, size: "max" }),
        async (steps) => {
          const { t, users } = await setUp();
          const ids = [users.a.userId, users.b.userId];
          let before = await snapshotOf(t, ids);
          for (const s of steps) {
            const actor = users[s.actor];
            const other = users[s.actor === "a" ? "b" : "a"];
            const outcome = await run(actor, s).catch((e: unknown) => `refused ${errorCodeOf(e)}`);
            // Ordinary inputs are never refused (no limit is near in these sizes); renaming a
            // payee to another payee's name is, by design.
            if (outcome !== "refused PAYEE_EXISTS") expect(outcome).not.toMatch(/^refused/);
            seen.add(outcome);
            await checkLedger(t);
            const after = await snapshotOf(t, ids);
            expect(after[other.userId], "the other user's data moved").toEqual(
              before[other.userId],
            );
            before = after;
          }
        },
      ),
      { numRuns: SEQUENCES },
    );
    // The sequences exercised every kind of operation.
    const kinds = [
      "create",
      "update",
      "remove",
      "transfer",
      "updateTransfer",
      "schedule",
      "bulkEdit",
    ];
    for (const op of kinds) {
      expect(seen, op).toContain(op);
    }
    const payeeOps = ["mergePayees", "renamePayee", "refused PAYEE_EXISTS"];
    expect(
      [...seen].some((op) => payeeOps.includes(op)),
      "a payee was merged or renamed",
    ).toBe(true);
  },
);
