/**
 * Query cost at scale: documents and bytes read by each list, summary and report query for a
 * user with 100,000 transactions over ten years. Runs the real functions on convex-test's
 * engine (the same one the offline backend uses). Figures are printed, not asserted; the
 * hard caps live in the scale tests.
 *
 *   npx tsx tests/bench/queryCost.ts
 */
import { api } from "../../convex/_generated/api";
import { seedHistory } from "../../convex/testing/seed.testkit";
import { CATEGORIES } from "../../convex/shared/domain";
import { type AnyQuery, benchUser, queryCostPrinter } from "./benchUser";

const TOTAL = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const TODAY = "2024-12-31";

/** The report queries with a twelve-month period (filled in as reports land). */
function reportQueries(): [string, AnyQuery, Record<string, unknown>][] {
  const year = { from: "2024-01", to: "2024-12" };
  const decade = { from: "2015-01", to: "2024-12" };
  return [
    ["reports.spendingByCategory (12 months)", api.reports.spendingByCategory, year],
    ["reports.incomeVsExpenses (12 months)", api.reports.incomeVsExpenses, year],
    ["reports.cashFlow (12 months)", api.reports.cashFlow, { ...year, today: TODAY }],
    ["reports.netWorthOverTime (12 months)", api.reports.netWorthOverTime, year],
    ["reports.netWorthOverTime (10 years)", api.reports.netWorthOverTime, decade],
    ["reports.spendingByCategory (10 years)", api.reports.spendingByCategory, decade],
    ["reports.tagTotals (12 months)", api.reports.tagTotals, year],
    ["budgets.month", api.budgets.month, { month: "2024-12", today: TODAY }],
    ["plans.list", api.plans.list, { today: TODAY }],
    ["schedules.upcoming (30 days)", api.schedules.upcoming, { today: TODAY }],
    ["households.recentByOthers", api.households.recentByOthers, {}],
  ];
}

async function main() {
  const { t, as, userId } = await benchUser();
  const accountId = await as.mutation(api.accounts.create, {
    name: "Main",
    type: "bank",
    currency: "USD",
    initialBalance: 0,
  });
  const started = Date.now();
  await seedHistory(t, userId, accountId, TOTAL);
  console.log(
    `Seeded ${TOTAL.toLocaleString("en")} transactions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cost = queryCostPrinter(as);

  console.log(`\nDocuments read per query (${TOTAL.toLocaleString("en")} transactions, 10 years)`);
  const page = { numItems: 50, cursor: null };
  await cost("transactions.list first page (50)", api.transactions.list as AnyQuery, {
    accountId,
    paginationOpts: page,
  });
  await cost("transactions.list category + year (50)", api.transactions.list as AnyQuery, {
    accountId,
    category: "travel",
    dateFrom: "2019-01-01",
    dateTo: "2019-12-31",
    paginationOpts: page,
  });
  // Search index: a word in 100 of the 100,000 rows; the page reads what the index returns.
  await cost("transactions.list search 'coffee' (50)", api.transactions.list as AnyQuery, {
    accountId,
    notes: "coffee",
    paginationOpts: page,
  });
  await cost("transactions.list search + year (50)", api.transactions.list as AnyQuery, {
    accountId,
    notes: "coffee",
    dateFrom: "2019-01-01",
    dateTo: "2019-12-31",
    paginationOpts: page,
  });
  await cost("transactions.list tag 'vacation' (50)", api.transactions.list as AnyQuery, {
    accountId,
    tag: "vacation",
    paginationOpts: page,
  });
  // The register: each row with the balance after it (page + nearer rollups + one month).
  for (const [label, ends] of [
    ["newest", {}],
    ["mid-2019", { dateTo: "2019-06-15" }],
    ["early 2015", { dateTo: "2015-03-15" }],
  ] as const) {
    await cost(
      `transactions.list running balance, ${label} (50)`,
      api.transactions.list as AnyQuery,
      {
        accountId,
        runningBalance: true,
        ...ends,
        paginationOpts: page,
      },
    );
  }
  await cost("transactions.listAll first page (50)", api.transactions.listAll as AnyQuery, {
    paginationOpts: page,
  });
  await cost("transactions.listAll category + year (50)", api.transactions.listAll as AnyQuery, {
    category: "travel",
    dateFrom: "2019-01-01",
    dateTo: "2019-12-31",
    paginationOpts: page,
  });
  await cost("transactions.listAll search 'coffee' (50)", api.transactions.listAll as AnyQuery, {
    notes: "coffee",
    paginationOpts: page,
  });
  await cost("payees.suggest 'co'", api.payees.suggest as AnyQuery, { prefix: "co" });
  await cost("payees.list first page (50)", api.payees.list as AnyQuery, { paginationOpts: page });
  await cost("rules.suggestions", api.rules.suggestions as AnyQuery, {});
  await cost("rules.guess", api.rules.guess as AnyQuery, { accountId, payee: "Coffee shop" });
  await cost("transactions.tags", api.transactions.tags as AnyQuery, {});
  await cost("accounts.list", api.accounts.list as AnyQuery, { today: TODAY });
  await cost("accounts.summary", api.accounts.summary as AnyQuery, {});
  for (const [label, ref, args] of reportQueries()) await cost(label, ref, args);

  // Envelope budgeting: a first month, then an assignment per category and month for 10 years.
  const envelope = api.budgets.envelope as AnyQuery;
  await cost("budgets.envelope (first month)", envelope, { month: "2024-12", today: TODAY });
  await t.run(async (ctx) => {
    for (let m = 0; m < 120; m += 1) {
      const month = `${2015 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
      await ctx.db.insert("envelopeMonths", {
        userId,
        month,
        assigned: CATEGORIES.filter((c) => c !== "income").map((category) => ({
          category,
          amount: 10_000,
          currency: "USD" as const,
        })),
      });
    }
  });
  await cost("budgets.envelope (10 years of months)", envelope, { month: "2024-12", today: TODAY });

  // The advisor: 40 payees the detector found recurring (as the ledger keeps them), a card and
  // a loan with rates, then each advisor query.
  await t.run(async (ctx) => {
    for (let p = 0; p < 40; p += 1) {
      const recent = Array.from({ length: 24 }, (_, k) => ({
        date: `${2023 + Math.floor((k + 1) / 12)}-${String(((k + 1) % 12) + 1).padStart(2, "0")}-0${1 + (p % 9)}`,
        amount: -(999 + p),
        accountId,
      }));
      await ctx.db.insert("payees", {
        userId,
        name: `Service ${p}`,
        key: `service ${p}`,
        count: 24,
        categories: [{ category: "entertainment", count: 24 }],
        totals: [{ currency: "USD", income: 0, expense: -(999 + p) * 24 }],
        recent,
        rhythm: "monthly",
      });
    }
  });
  await as.mutation(api.accounts.create, {
    name: "Visa",
    type: "credit_card",
    currency: "USD",
    initialBalance: -150_000,
    creditLimit: 500_000,
    billingDay: 5,
    paymentDay: 25,
    interestRate: 21.9,
    minimumPayment: 5_000,
  });
  await as.mutation(api.accounts.create, {
    name: "Car",
    type: "loan",
    currency: "USD",
    initialBalance: -1_200_000,
    interestRate: 6.5,
    minimumPayment: 30_000,
  });
  console.log(`\nThe advisor (${TOTAL.toLocaleString("en")} transactions, 40 recurring payees)`);
  const advisor: [string, AnyQuery, Record<string, unknown>][] = [
    ["advisor.insights", api.advisor.insights as AnyQuery, { today: TODAY }],
    [
      "advisor.canAfford (in 2 months)",
      api.advisor.canAfford as AnyQuery,
      { amount: 900_000, currency: "USD", date: "2025-02-28", today: TODAY },
    ],
    ["advisor.forecast (90 days)", api.advisor.forecast as AnyQuery, { days: 90, today: TODAY }],
    ["advisor.forecast (365 days)", api.advisor.forecast as AnyQuery, { days: 365, today: TODAY }],
    ["advisor.subscriptions", api.advisor.subscriptions as AnyQuery, { today: TODAY }],
    [
      "advisor.payoffPlan",
      api.advisor.payoffPlan as AnyQuery,
      { strategy: "avalanche", extraPerMonth: 10_000, today: TODAY },
    ],
  ];
  // A query this checkout does not have yet is named, not fatal (before/after comparisons).
  for (const [label, ref, args] of advisor) {
    await cost(label, ref, args).catch((e: Error) =>
      console.log(`  ${label}: ${e.message.slice(0, 60)}`),
    );
  }
}

await main();
