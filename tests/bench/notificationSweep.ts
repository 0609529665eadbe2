/**
 * The notification sweep at scale: 1,000 people, each with a bank account and 20 monthly
 * bills spread over the month (so a few are due within the default three days), on
 * convex-test's engine with the offline backend's indexed storage and Convex's limits.
 * Prints the documents read by one full sweep: its batch mutations, each person's turn for
 * their books and their e-mail turn; and the most any one mutation read. Printed, not asserted.
 *
 *   npx tsx tests/bench/notificationSweep.ts
 *   BENCH_NOTIFY_PEOPLE=100 BENCH_NOTIFY_TRANSACTIONS=1000 npx tsx tests/bench/notificationSweep.ts
 */
import { internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { DatabaseReader } from "../../convex/_generated/server";
import { addDays, nextDateForDay } from "../../convex/shared/dates";
import { ensurePersonalHousehold } from "../../convex/model/households/access";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../convex/model/notifications/preferences";
import { insertSchedule } from "../../convex/model/schedules/occurrences";
import { indexEveryConvexTest } from "../../offline-backend/src/storage/everyConvexTest";
import { benchUser } from "./benchUser";

const PEOPLE = Number(process.env.BENCH_NOTIFY_PEOPLE ?? 1_000);
const SCHEDULES = 20;
/** Transactions per person over the last 90 days (0: schedules only). */
const TRANSACTIONS = Number(process.env.BENCH_NOTIFY_TRANSACTIONS ?? 0);
const SHOPS = ["Green Basket", "Morning Brew", "Speedy Fuel", "Luigi's", "City Power"];
const today = new Date().toISOString().slice(0, 10);
/** Bill s is due on this day of each month: 20 bills over 28 days. */
const day = (s: number) => 1 + ((s * 3) % 28);

type T = Awaited<ReturnType<typeof benchUser>>["t"];
type Reference = Parameters<T["mutation"]>[0];

async function seed(t: T): Promise<Id<"users">[]> {
  const people: Id<"users">[] = [];
  for (let i = 0; i < PEOPLE; i += 1) {
    people.push(
      await t.run(async (ctx) => {
        const userId = await ctx.db.insert("users", { email: `p${i}@example.com` });
        await ensurePersonalHousehold(ctx, userId);
        const accountId = await ctx.db.insert("accounts", {
          userId,
          name: "Checking",
          type: "bank",
          currency: "USD",
          initialBalance: 300_000,
          balance: 300_000,
        });
        // Written as rows only: the sweep reads them, nothing here needs their rollups.
        for (let n = 0; n < TRANSACTIONS; n += 1) {
          await ctx.db.insert("transactions", {
            userId,
            accountId,
            date: addDays(today, -1 - Math.floor((n * 90) / Math.max(TRANSACTIONS, 1))),
            kind: "expense",
            amount: -(500 + ((n * 37) % 4_000)),
            category: "food",
            payee: SHOPS[n % SHOPS.length],
          });
        }
        for (let s = 0; s < SCHEDULES; s += 1) {
          await insertSchedule(
            { db: ctx.db, ledgerKey: userId },
            {
              kind: "expense",
              accountId,
              amount: 1_000 + s * 250,
              category: "housing",
              notes: `Bill ${s}`,
              frequency: "monthly",
              startDate: nextDateForDay(today, day(s)),
              dayOfMonth: day(s),
            },
          );
        }
        return userId;
      }),
    );
  }
  return people;
}

/**
 * Runs one mutation inside a transaction and reads Convex's own metrics around it. What it
 * scheduled is dropped: the engine would run it at once in the background, ahead of the turn
 * measured next (each turn here is called with the arguments the chain would pass).
 */
async function docsRead(t: T, ref: Reference, args: Record<string, unknown>): Promise<number> {
  return await t.run(async (ctx) => {
    const before = await ctx.meta.getTransactionMetrics();
    await ctx.runMutation(ref as never, args as never);
    const after = await ctx.meta.getTransactionMetrics();
    // A turn schedules one call, a batch up to 101: the newest are the ones it made.
    const newest = ctx.db.system.query("_scheduled_functions").order("desc");
    for (const job of await newest.take(200)) {
      if (job.state.kind === "pending") await ctx.scheduler.cancel(job._id);
    }
    return after.documentsRead.used - before.documentsRead.used;
  });
}

async function main() {
  indexEveryConvexTest();
  process.env.SITE_URL ??= "http://app.test";
  process.env.SECRETS_ENCRYPTION_KEY ??= btoa("bench-secrets-key-of-32-bytes!!!");
  const { t } = await benchUser();
  const started = performance.now();
  const people = await seed(t);
  console.log(
    `Seeded ${PEOPLE.toLocaleString("en")} people × ${SCHEDULES} schedules, ${TRANSACTIONS} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The day's first sweep reads each person's forecast; a later one that day, only for new bills.
  const batches = await measureBatches(t);
  await measureSweep(t, people, "the day's first sweep", batches);
  await measureSweep(t, people, "a later sweep the same day", batches);
}

/** The batch mutations: they read only user rows, the same in every sweep. */
async function measureBatches(t: T) {
  const ref = internal.internal.notifications;
  // The batches: the cursor is the last person's creation time, as sweep passes it on.
  const cursors = await t.run(async (ctx) =>
    (await ctx.db.query("users").withIndex("by_creation_time").collect()).map(
      (u) => u._creationTime,
    ),
  );
  let batches = 0;
  let batchDocs = 0;
  for (let i = 0; i < cursors.length; i += 100) {
    const cursor = i === 0 ? undefined : cursors[i - 1];
    batchDocs += await docsRead(t, ref.sweep, { today, ...(cursor ? { cursor } : {}) });
    batches += 1;
  }
  return { batches, batchDocs };
}

const mailedKinds = new Set(
  Object.entries(DEFAULT_NOTIFICATION_PREFERENCES.kinds)
    .filter(([, c]) => c.email)
    .map(([k]) => k),
);

async function measureSweep(
  t: T,
  people: Id<"users">[],
  label: string,
  { batches, batchDocs }: { batches: number; batchDocs: number },
) {
  const started = performance.now();
  const ref = internal.internal.notifications;
  let turnDocs = 0;
  let mailDocs = 0;
  let most = 0;
  let made = 0;
  for (const userId of people) {
    const before = await madeFor(t, userId);
    const turn = await docsRead(t, ref.sweepPerson, { userId, today });
    const rows = (await madeFor(t, userId)).filter((r) => !before.has(r._id));
    made += rows.length;
    // The e-mail turn gets what the books' turn made to be mailed, as the chain hands it on.
    const mailed = rows
      .filter((r) => mailedKinds.has(r.kind))
      .map((r) => ({ kind: r.kind, facts: r.facts }));
    const mail = await docsRead(t, ref.sweepPerson, { userId, today, step: 1, mailed });
    turnDocs += turn;
    mailDocs += mail;
    most = Math.max(most, turn, mail);
  }
  const seconds = (performance.now() - started) / 1000;
  const total = batchDocs + turnDocs + mailDocs;
  const n = people.length;
  console.log(
    `Notification sweep, ${label}: ${n.toLocaleString("en")} people × ${SCHEDULES} schedules, ${TRANSACTIONS} transactions each (${today})`,
  );
  console.log(`  batch mutations: ${batches}, ${batchDocs.toLocaleString("en")} documents read`);
  console.log(
    `  people's turns (their books): ${turnDocs.toLocaleString("en")} documents read, ${(turnDocs / n).toFixed(0)} per person`,
  );
  console.log(
    `  e-mail turns: ${mailDocs.toLocaleString("en")} documents read, ${(mailDocs / n).toFixed(0)} per person`,
  );
  console.log(`  one sweep in all: ${total.toLocaleString("en")} documents read`);
  console.log(`  the most one mutation read: ${most.toLocaleString("en")} (Convex allows 32,000)`);
  console.log(
    `  notifications made: ${made.toLocaleString("en")}; measured in ${seconds.toFixed(1)} s`,
  );
}

async function madeFor(t: T, userId: Id<"users">) {
  const rows = await t.run(async (ctx) =>
    // The bench loads the schema at run time, so its indexes are unknown to the type checker.
    (ctx.db as unknown as DatabaseReader)
      .query("notifications")
      .withIndex("by_user_key", (q) => q.eq("userId", userId))
      .collect(),
  );
  return Object.assign(rows, { has: (id: string) => rows.some((r) => r._id === id) });
}

await main();
