/**
 * One user's worth of documents of every kind (accounts, transactions, a transfer, a rate, a
 * budget, a schedule, a plan with a contribution, a chat thread) and a snapshot of everything a
 * user owns, for the authorization matrix and the fuzz tests.
 */
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { Seed } from "../tests/authorization/authorization.matrix";
import schema from "../schema";
import { type Caller, makeAccount, TODAY, type TestConvex } from "./helpers.testkit";

export async function seedUser(t: TestConvex, as: Caller, userId: Id<"users">): Promise<Seed> {
  const account = await makeAccount(as, "USD", 10_000);
  const account2 = await as.mutation(api.accounts.create, {
    name: "Card",
    type: "credit_card",
    currency: "USD",
    initialBalance: 0,
    creditLimit: 100_000,
    billingDay: 5,
    paymentDay: 25,
  });
  const rate = await as.mutation(api.exchangeRates.upsert, {
    base: "EUR",
    quote: "USD",
    rate: 1.1,
  });
  const entry = { kind: "expense", amount: 100, date: TODAY, category: "food" } as const;
  const transaction = await as.mutation(api.transactions.create, {
    accountId: account,
    ...entry,
    payee: "Corner shop",
  });
  await as.mutation(api.transactions.create, { accountId: account, ...entry, payee: "Bakery" });
  const [payee, payee2] = await t.run(async (ctx) =>
    (await ctx.db.query("payees").collect())
      .filter((p) => p.userId === userId)
      .sort((a, b) => (a.key < b.key ? 1 : -1))
      .map((p) => p._id),
  );
  const category = await as.mutation(api.categories.create, { name: "Pets", group: "Home" });
  const rule = await as.mutation(api.rules.create, {
    field: "payee",
    op: "contains",
    text: "corner",
    setCategory: "food",
  });
  const { fromId: transfer } = await as.mutation(api.transactions.createTransfer, {
    fromAccountId: account,
    toAccountId: account2,
    amount: 100,
    date: TODAY,
  });
  const budget = await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 1 });
  const envelopeGroup = await as.mutation(api.envelopeGroups.create, { name: "Bills" });
  const schedule = await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId: account,
    amount: 100,
    frequency: "monthly",
    startDate: "2024-07-01",
  });
  const plan = await as.mutation(api.plans.create, {
    name: "Trip",
    kind: "goal",
    targetAmount: 1000,
    currency: "USD",
    targetDate: "2030-01-01",
  });
  const contribution = await as.mutation(api.plans.contribute, {
    planId: plan,
    amount: 10,
    date: TODAY,
  });
  const thread = await t.run((ctx) =>
    ctx.db.insert("chatThreads", { userId, title: "Hi", updatedAt: 0 }),
  );
  const importId = await as.mutation(api.imports.start, {
    accountId: account,
    fileName: "statement.csv",
    format: "csv",
    encoding: "utf-8",
    total: 0,
  });
  const undo = await t.run((ctx) =>
    ctx.db.insert("undoLog", { userId, kind: "recategorize", previous: [], createdAt: Date.now() }),
  );
  const session = await t.run(async (ctx) =>
    ctx.db
      .query("authSessions")
      .withIndex("userId", (q) => q.eq("userId", userId))
      .first(),
  );
  // Households: the user's open household, with one pending invitation of theirs.
  const { household, invitation } = await t.run(async (ctx) => {
    const row = await ctx.db
      .query("householdMembers")
      .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("active", true))
      .first();
    const household = row!.householdId;
    const invitation = await ctx.db.insert("householdInvitations", {
      householdId: household,
      email: "invited@example.com",
      role: "viewer",
      invitedBy: userId,
      expiresAt: Date.now() + 86_400_000,
    });
    return { household, invitation };
  });
  return {
    user: userId,
    household,
    invitation,
    session: session!._id,
    payee,
    payee2,
    rule,
    category,
    import: importId,
    undo,
    account,
    account2,
    transaction,
    transfer,
    rate,
    budget,
    envelopeGroup,
    schedule,
    plan,
    contribution,
    thread,
    bankConnection: await seedBankConnection(t, userId, account2),
    trade: await t.run((ctx) =>
      ctx.db.insert("investmentTrades", {
        userId,
        accountId: account,
        date: TODAY,
        kind: "dividend",
        symbol: "VWCE",
        amount: 100,
        fee: 0,
        cashChange: 100,
      }),
    ),
  };
}

/**
 * A connection (sealed access included) with one bank account as `connect` leaves it, and one
 * linked to `linked` after a sync that found the balances 5.00 apart.
 */
async function seedBankConnection(t: TestConvex, userId: Id<"users">, linked: Id<"accounts">) {
  return await t.run(async (ctx) => {
    const connectionId = await ctx.db.insert("bankConnections", {
      userId,
      provider: "simplefin",
      status: "ok",
      createdAt: 0,
      unlimited: false,
      requestTimes: [],
      accounts: [
        { externalId: "acc-1", name: "Checking", currency: "USD", balance: 0 },
        {
          externalId: "acc-2",
          name: "Savings",
          currency: "USD",
          balance: 500,
          linkedAccountId: linked,
          startSet: true,
          difference: 500,
        },
      ],
    });
    await ctx.db.insert("bankSecrets", { userId, connectionId, sealed: "v1.x.y" });
    return connectionId;
  });
}

type Table = keyof typeof schema.tables;
/**
 * Convex Auth's own tables (sessions, tokens, codes) are written only by its sign-in actions,
 * which no snapshot comparison covers; leaving them out keeps a snapshot cheap enough to take
 * after every fuzzed call. The users table stays in.
 */
const SNAPSHOT_TABLES = (Object.keys(schema.tables) as Table[]).filter(
  (table) => table === "users" || !table.startsWith("auth"),
);

/** Every document of the app's tables that belongs to one of `users` (or is that user). */
export async function snapshotOf(
  t: TestConvex,
  users: readonly Id<"users">[],
): Promise<Record<string, unknown[]>> {
  return await t.run(async (ctx) => {
    const rows: Record<string, unknown[]> = Object.fromEntries(users.map((u) => [u, []]));
    for (const table of SNAPSHOT_TABLES) {
      for (const doc of await ctx.db.query(table).collect()) {
        const owner = (doc as { userId?: string }).userId ?? doc._id;
        rows[owner]?.push(doc);
      }
    }
    return rows;
  });
}
