/** Set-up and whole-database checks for the sample data suites (sampleData*.test.ts). */
import { expect } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { newTest, signIn, TODAY, type TestConvex } from "./helpers.testkit";

export const EN = { language: "en", currency: "USD", today: TODAY } as const;
export const EVERYDAY = "Everyday account (sample)";
export const SAVINGS = "Savings (sample)";
/** What a sample account that stays as the person's own is called after removal. */
export const EVERYDAY_OWN = "Everyday account";
export const SAVINGS_OWN = "Savings";

/** A user with the English sample; `t` may be shared with other users. */
export async function withSample(t: TestConvex = newTest(), email = "a@example.com") {
  const user = await signIn(t, email);
  await user.as.mutation(api.sampleData.create, EN);
  const accounts = await user.as.query(api.accounts.list, { today: TODAY });
  const idOf = (name: string) => accounts.find((a) => a.name === name)!._id;
  return { t, ...user, everyday: idOf(EVERYDAY), savings: idOf(SAVINGS) };
}

/** Every account id any row names belongs to a live account. */
export async function expectNothingDangling(t: TestConvex): Promise<void> {
  const dangling = await t.run(async (ctx) => {
    const all = <T extends "transactions" | "imports" | "importMappings" | "monthlyRollups">(
      table: T,
    ) => ctx.db.query(table).collect();
    const accounts = await ctx.db.query("accounts").collect();
    const live = new Set(accounts.filter((a) => a.deletingAt === undefined).map((a) => a._id));
    const schedules = await ctx.db.query("schedules").collect();
    const plans = await ctx.db.query("plans").collect();
    const rules = await ctx.db.query("rules").collect();
    const named: (Id<"accounts"> | undefined)[] = [
      ...(await all("transactions")).map((row) => row.accountId),
      ...(await all("imports")).map((row) => row.accountId),
      ...(await all("importMappings")).map((row) => row.accountId),
      ...(await all("monthlyRollups")).map((row) => row.accountId),
      ...schedules.flatMap((row) => [row.accountId, row.toAccountId]),
      ...plans.map((row) => row.accountId),
      ...rules.map((row) => row.accountId),
    ];
    return named.filter((id) => id !== undefined && !live.has(id));
  });
  expect(dangling, "rows naming a deleted account").toEqual([]);
}

const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort() as unknown as T[];

/**
 * The user-visible state without document ids: accounts, transactions, rollups, budgets and
 * payees, each row naming its account by name, so a removal followed by Undo compares equal.
 */
export async function snapshot(t: TestConvex) {
  return await t.run(async (ctx) => {
    const accounts = await ctx.db.query("accounts").collect();
    const nameOf = new Map(accounts.map((a) => [a._id as string, a.name]));
    const plain = <R extends { _id: unknown; _creationTime: number; accountId?: string }>({
      _id: _i,
      _creationTime: _c,
      accountId,
      ...rest
    }: R) => ({ ...rest, account: accountId && nameOf.get(accountId) });
    const payees = await ctx.db.query("payees").collect();
    return {
      accounts: sorted(accounts.map(plain)),
      transactions: sorted((await ctx.db.query("transactions").collect()).map(plain)),
      rollups: sorted((await ctx.db.query("monthlyRollups").collect()).map(plain)),
      budgets: sorted((await ctx.db.query("budgets").collect()).map(plain)),
      payees: sorted(
        payees.map((p) => ({
          ...plain(p),
          categories: sorted(p.categories),
          totals: sorted(p.totals),
          // The recent charges name their account too: an undone removal brings it back anew.
          recent: p.recent?.map(({ accountId, ...c }) => ({
            ...c,
            account: nameOf.get(accountId),
          })),
        })),
      ),
    };
  });
}
