import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { card, signedIn } from "../../testing/helpers.testkit";
import { earn, expectCode, makeAccount, signIn, spend } from "../../testing/planner.testkit";

/**
 * Jan: +3,000 salary, −500 food, 1,100 USD moved to savings (1,000 EUR at 1 EUR = 1.1 USD).
 * Feb: +3,000 salary, −1,200 rent, −300 shopping on the card.
 * Mar: −200 food, −100 EUR travel from savings (110 USD).
 */
async function history() {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as, "USD", 100_000);
  const savings = await makeAccount(as, "EUR");
  const visa = await as.mutation(api.accounts.create, card());
  const rate = await as.mutation(api.exchangeRates.upsert, {
    base: "EUR",
    quote: "USD",
    rate: 1.1,
  });
  await earn(as, bank, "2024-01-01", 300_000);
  await spend(as, bank, "2024-01-05", 50_000, "food");
  await as.mutation(api.transactions.createTransfer, {
    fromAccountId: bank,
    toAccountId: savings,
    amount: 110_000,
    date: "2024-01-20",
  });
  await earn(as, bank, "2024-02-01", 300_000);
  await spend(as, bank, "2024-02-03", 120_000, "housing");
  await spend(as, visa, "2024-02-14", 30_000, "shopping");
  await spend(as, bank, "2024-03-02", 20_000, "food");
  await spend(as, savings, "2024-03-15", 10_000, "travel");
  return { t, as, bank, savings, visa, rate };
}

const Q1 = { from: "2024-01", to: "2024-03" };
/** After the period, so its three months are complete. */
const TODAY = "2024-04-10";

describe("R31 reports", () => {
  test("spending by category, largest first, transfers excluded", async () => {
    const { as } = await history();
    const report = await as.query(api.reports.spendingByCategory, Q1);
    expect(report).toMatchObject({
      ...Q1,
      displayCurrency: "USD",
      total: 231_000,
      complete: true,
      missingRates: [],
    });
    expect(report.categories.map((c) => [c.category, c.amount])).toEqual([
      ["housing", 120_000],
      ["food", 70_000],
      ["shopping", 30_000],
      ["travel", 11_000],
    ]);
    expect(report.categories[0].share).toBeCloseTo(120_000 / 231_000);
  });

  test("income vs expenses per month with totals and savings rate", async () => {
    const { as } = await history();
    const report = await as.query(api.reports.incomeVsExpenses, { from: "2023-12", to: "2024-03" });
    expect(report.months.map((m) => [m.month, m.income, m.expense, m.net])).toEqual([
      ["2023-12", 0, 0, 0],
      ["2024-01", 300_000, 50_000, 250_000],
      ["2024-02", 300_000, 150_000, 150_000],
      ["2024-03", 0, 31_000, -31_000],
    ]);
    expect(report.totals).toEqual({
      income: 600_000,
      expense: 231_000,
      net: 369_000,
      savingsRate: 369_000 / 600_000,
    });
  });

  test("cash flow: net per month, running total, transfers of the selection", async () => {
    const { as, bank } = await history();
    const all = await as.query(api.reports.cashFlow, { ...Q1, today: TODAY });
    expect(all.months.map((m) => m.cumulative)).toEqual([250_000, 400_000, 369_000]);
    expect(all.averageNet).toBe(123_000);
    expect(all.averagedMonths).toEqual(["2024-01", "2024-02", "2024-03"]);
    // Six months asked, history from January: the average is over those three, not six.
    const half = await as.query(api.reports.cashFlow, {
      from: "2023-10",
      to: "2024-03",
      today: TODAY,
    });
    expect(half.averageNet).toBe(123_000);
    expect(half.averagedMonths).toEqual(["2024-01", "2024-02", "2024-03"]);
    expect(all.months[0]).toMatchObject({ transfersIn: 110_000, transfersOut: 110_000 });
    const bankOnly = await as.query(api.reports.cashFlow, {
      ...Q1,
      accountIds: [bank],
      today: TODAY,
    });
    expect(bankOnly.months[0]).toMatchObject({
      income: 300_000,
      expense: 50_000,
      transfersIn: 0,
      transfersOut: 110_000,
    });
  });

  test("cash flow average: only the months the person has history for, not the month under way", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as, "USD", 0);
    // One coffee in the middle of August, then two full months, then November under way.
    await spend(as, bank, "2026-08-20", 650);
    for (const month of ["2026-09", "2026-10", "2026-11"]) {
      await earn(as, bank, `${month}-01`, 300_000);
      await spend(as, bank, `${month}-02`, 122_240, "housing");
    }
    const report = await as.query(api.reports.cashFlow, {
      from: "2026-08",
      to: "2026-11",
      today: "2026-11-29",
    });
    expect(report.averagedMonths).toEqual(["2026-09", "2026-10"]);
    expect(report.averageNet).toBe(177_760);
  });

  test("net worth at each month end, rebuilt from today's balances", async () => {
    const { as } = await history();
    // An account opened today with 1,000.00 and nothing else does not show in the past.
    await makeAccount(as, "USD", 100_000);
    const report = await as.query(api.reports.netWorthOverTime, { from: "2023-12", to: "2024-03" });
    expect(report.points).toEqual([
      // Before the accounts' first transactions (and creation) they did not exist yet.
      { month: "2023-12", assets: 0, liabilities: 0, netWorth: 0 },
      { month: "2024-01", assets: 350_000, liabilities: 0, netWorth: 350_000 },
      { month: "2024-02", assets: 530_000, liabilities: -30_000, netWorth: 500_000 },
      { month: "2024-03", assets: 499_000, liabilities: -30_000, netWorth: 469_000 },
    ]);
    const jan = await as.query(api.reports.netWorthOverTime, { from: "2024-01", to: "2024-01" });
    expect(jan.points).toEqual([
      { month: "2024-01", assets: 350_000, liabilities: 0, netWorth: 350_000 },
    ]);
  });

  test("account filter and display currency", async () => {
    const { as, visa } = await history();
    const cardOnly = await as.query(api.reports.spendingByCategory, { ...Q1, accountIds: [visa] });
    expect(cardOnly.categories).toEqual([{ category: "shopping", amount: 30_000, share: 1 }]);
    await as.mutation(api.preferences.save, { currency: "EUR" });
    const inEur = await as.query(api.reports.spendingByCategory, { ...Q1, accountIds: [visa] });
    expect(inEur).toMatchObject({ displayCurrency: "EUR", total: 27_273 });
  });

  test("a missing rate is listed and the currency left out, never taken as 1:1", async () => {
    const { as, rate } = await history();
    await as.mutation(api.exchangeRates.remove, { id: rate });
    const report = await as.query(api.reports.spendingByCategory, Q1);
    expect(report).toMatchObject({ total: 220_000, complete: false, missingRates: ["EUR"] });
    const worth = await as.query(api.reports.netWorthOverTime, Q1);
    expect(worth.points.at(-1)).toMatchObject({ assets: 400_000 });
    expect(worth.missingRates).toEqual(["EUR"]);
  });

  test("bad periods and foreign accounts are refused", async () => {
    const { t, as } = await history();
    await expectCode(
      as.query(api.reports.cashFlow, { from: "2024-03", to: "2024-01", today: TODAY }),
      "INVALID_ARGUMENT",
    );
    await expectCode(
      as.query(api.reports.cashFlow, { from: "2014-01", to: "2024-01", today: TODAY }),
      "INVALID_ARGUMENT",
    );
    await expectCode(
      as.query(api.reports.cashFlow, { from: "2024-1", to: "2024-01", today: TODAY }),
      "INVALID_DATE",
    );
    await expectCode(
      as.query(api.reports.cashFlow, { from: "2024-01", to: "2024-00", today: TODAY }),
      "INVALID_DATE",
    );
    const other = await signIn(t, "b@example.com");
    const foreign = await makeAccount(other.as);
    await expectCode(
      as.query(api.reports.incomeVsExpenses, { ...Q1, accountIds: [foreign] }),
      "NOT_FOUND",
    );
  });
});
