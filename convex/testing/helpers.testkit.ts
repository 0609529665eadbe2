/** Shared set-up for the convex-test suites: users, identities and error assertions. */
import { convexTest } from "convex-test";
import { expect } from "vitest";
import { api } from "../_generated/api.js";
import type { Id } from "../_generated/dataModel";
import { ensurePersonalHousehold } from "../model/households/access";
import schema from "../schema";
import type { ErrorCode } from "../shared/errors";
import { modules } from "./setup.testkit";

export const TODAY = "2024-06-15";

type Limits = Parameters<typeof convexTest>[0]["transactionLimits"];

/**
 * A convex-test instance held to Convex's limits: per-function reads, writes, index ranges and
 * scheduled calls (Convex's numbers unless a test asks for tighter ones), documents, arguments
 * and return values (`offline-backend/src/limits`), a frozen clock and seeded randomness in
 * queries and mutations. `false` turns the per-function limits off; a test that does so says why.
 */
export function newTest(transactionLimits: Limits = true) {
  return convexTest({ schema, modules, transactionLimits });
}
export type TestConvex = ReturnType<typeof newTest>;

/**
 * A signed-in user with a live session. Convex Auth's subject is "userId|sessionId"; the
 * authenticated wrapper refuses a token whose session row is gone, so the row is real.
 */
export async function signIn(t: TestConvex, email: string) {
  const { userId, sessionId } = await t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { email });
    // As sign-up does (model/auth/users.ts): every person starts in their own household.
    await ensurePersonalHousehold(ctx, userId);
    const expirationTime = Date.now() + 30 * 24 * 3600_000;
    return { userId, sessionId: await ctx.db.insert("authSessions", { userId, expirationTime }) };
  });
  return { userId, sessionId, as: t.withIdentity({ subject: `${userId}|${sessionId}` }) };
}
export type Caller = Awaited<ReturnType<typeof signIn>>["as"];

export async function expectCode(promise: Promise<unknown>, code: ErrorCode): Promise<void> {
  await expect(promise).rejects.toMatchObject({ data: expect.objectContaining({ code }) });
}

export const cash = {
  name: "Wallet",
  type: "cash" as const,
  currency: "USD" as const,
  initialBalance: 0,
};

export function card(overrides: Record<string, unknown> = {}) {
  return {
    name: "Visa",
    type: "credit_card" as const,
    currency: "USD" as const,
    initialBalance: 0,
    creditLimit: 100_000,
    billingDay: 5,
    paymentDay: 25,
    ...overrides,
  };
}

export async function makeAccount(
  as: Caller,
  currency: (typeof cash)["currency"] | "EUR" | "JPY" | "GBP" = "USD",
  initialBalance = 0,
): Promise<Id<"accounts">> {
  return await as.mutation(api.accounts.create, { ...cash, currency, initialBalance });
}

export async function balanceOf(t: TestConvex, id: Id<"accounts">): Promise<number> {
  return (await t.run((ctx) => ctx.db.get("accounts", id)))!.balance;
}

export function expense(accountId: Id<"accounts">, amount = 1_000, extra: object = {}) {
  return {
    accountId,
    kind: "expense" as const,
    amount,
    date: TODAY,
    category: "food" as const,
    ...extra,
  };
}

export async function rollupsOf(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run((ctx) =>
    ctx.db
      .query("monthlyRollups")
      .withIndex("by_account_month_category", (q) => q.eq("accountId", accountId))
      .collect(),
  );
}

/** A fresh deployment with one signed-in user (a@example.com unless named). */
export async function signedIn(email = "a@example.com") {
  const t = newTest();
  return { t, ...(await signIn(t, email)) };
}

export async function setupWithAccount() {
  const { t, as, userId } = await signedIn();
  const accountId = await makeAccount(as, "USD", 10_000);
  return { t, as, userId, accountId };
}

/** Runs `run` with `vars` set in the environment, then puts the old values back. */
export async function withEnv<T>(vars: Record<string, string> | undefined, run: () => Promise<T>) {
  const saved = Object.fromEntries(Object.keys(vars ?? {}).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await run();
  } finally {
    for (const [k, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[k];
      else process.env[k] = value;
    }
  }
}
