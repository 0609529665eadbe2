/** Test set-up shared by the budgets, schedules, planner and reports suites. */
import { api, internal } from "../_generated/api.js";
import type { Id } from "../_generated/dataModel";
import type { Category } from "../shared/domain";
import { type Caller, makeAccount, newTest, signIn, type TestConvex } from "./helpers.testkit";

export { expectCode, newTest, signedIn, signIn } from "./helpers.testkit";

export async function twoUsers(t: TestConvex = newTest()) {
  const a = await signIn(t, "a@example.com");
  const b = await signIn(t, "b@example.com");
  return { t, a, b, asA: a.as, asB: b.as };
}

export async function spend(
  as: Caller,
  accountId: Id<"accounts">,
  date: string,
  amount: number,
  category: Category = "food",
) {
  return await as.mutation(api.transactions.create, {
    accountId,
    kind: "expense",
    amount,
    date,
    category,
  });
}

export async function earn(as: Caller, accountId: Id<"accounts">, date: string, amount: number) {
  return await as.mutation(api.transactions.create, {
    accountId,
    kind: "income",
    amount,
    date,
    category: "income",
  });
}

export { makeAccount };

/** Transactions of one account, oldest first (tests only: a full scan is fine here). */
export async function transactionsOf(t: TestConvex, accountId: Id<"accounts">) {
  const rows = await t.run((ctx) =>
    ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
      .collect(),
  );
  return rows.map((r) => ({ date: r.date, amount: r.amount, notes: r.notes, kind: r.kind }));
}

/** What the hourly cron does, for a given UTC date. */
export async function runPoster(t: TestConvex, today: string, budget?: number) {
  return await t.mutation(internal.internal.schedules.postDue, { today, budget });
}
