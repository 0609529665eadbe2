/**
 * Applying a rule reaches every transaction it matches. A "contains" rule cannot be answered
 * by an index, and a search query stops at 1,024 candidates on Convex (and here, with the
 * limits on), so applying walks the whole history in bounded steps instead.
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { postEntries } from "../../model/ledger/batch";
import { setupWithAccount } from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

const MATCHES = 1_500;
const OTHERS = 300;

test(
  `a "contains" rule applied to history changes all ${MATCHES} matches, past the 1,024 a search returns`,
  { timeout: 120_000 },
  async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId))!;
      const entries = Array.from({ length: MATCHES + OTHERS }, (_, i) => ({
        userId,
        accountId,
        date: `2024-0${1 + (i % 6)}-${String(1 + (i % 28)).padStart(2, "0")}`,
        kind: "expense" as const,
        amount: -(100 + i),
        category: "other" as const,
        payee: i < MATCHES ? `Corner Coffee ${i % 9}` : `Bakery ${i % 9}`,
      }));
      await postEntries(ctx, account, entries);
    });
    const rule = await as.mutation(api.rules.create, {
      field: "payee",
      op: "contains",
      text: "coffee",
      setCategory: "food",
    });
    let changed = 0;
    let steps = 0;
    let cursor: string | null = null;
    do {
      const step: { changed: number; cursor: string | null } = await as.mutation(
        api.rules.applyToExisting,
        { id: rule, cursor },
      );
      changed += step.changed;
      cursor = step.cursor;
      steps += 1;
    } while (cursor !== null);
    expect(changed).toBe(MATCHES);
    expect(steps).toBeLessThanOrEqual(Math.ceil((MATCHES + OTHERS) / 200) + 1);
    const food = await t.run(
      async (ctx) =>
        (
          await ctx.db
            .query("transactions")
            .withIndex("by_user_category_date", (q) =>
              q.eq("userId", userId).eq("category", "food"),
            )
            .collect()
        ).length,
    );
    expect(food).toBe(MATCHES);
    await checkLedger(t);
  },
);
