/**
 * Bulk changes to "everything matching" a text search go through every match, page after
 * page, even though each page deletes rows or moves them out of the matches (a search lists
 * its matches by date, and its cursors name a row, not a position).
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { postEntries } from "../../model/ledger/batch";
import { setupWithAccount } from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

const MATCHES = 450;

async function seeded() {
  const setup = await setupWithAccount();
  const { t, userId, accountId } = setup;
  await t.run(async (ctx) => {
    const account = (await ctx.db.get("accounts", accountId))!;
    const entries = Array.from({ length: MATCHES + 50 }, (_, i) => ({
      userId,
      accountId,
      date: `2024-0${1 + (i % 5)}-${String(1 + (i % 27)).padStart(2, "0")}`,
      kind: "expense" as const,
      amount: -(100 + i),
      category: "other" as const,
      payee: i < MATCHES ? `Corner Coffee ${i % 4}` : `Bakery ${i % 4}`,
    }));
    await postEntries(ctx, account, entries);
  });
  return setup;
}

async function untilDone(step: (cursor: string | null) => Promise<{ cursor: string | null }>) {
  let cursor: string | null = null;
  let steps = 0;
  do {
    cursor = (await step(cursor)).cursor;
    steps += 1;
  } while (cursor !== null && steps < 20);
  return steps;
}

test("removing everything matching a search removes every match, over several pages", async () => {
  const { t, as, accountId } = await seeded();
  await untilDone((cursor) =>
    as.mutation(api.bulk.removeMatching, { accountId, notes: "coffee", cursor }),
  );
  const left = await as.query(api.transactions.list, {
    accountId,
    notes: "coffee",
    paginationOpts: { numItems: 100, cursor: null },
  });
  expect(left.page).toHaveLength(0);
  const all = await as.query(api.transactions.list, {
    accountId,
    paginationOpts: { numItems: 100, cursor: null },
  });
  expect(all.page).toHaveLength(50);
  await checkLedger(t);
});

test("renaming the payee of everything matching a search renames every match", async () => {
  const { t, as, accountId } = await seeded();
  await untilDone((cursor) =>
    as.mutation(api.bulk.editMatching, { accountId, notes: "coffee", cursor, payee: "Café" }),
  );
  const renamed = await t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("transactions")
          .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
          .collect()
      ).filter((tx) => tx.payee === "Café").length,
  );
  expect(renamed).toBe(MATCHES);
  await checkLedger(t);
});
