/**
 * The demo bank's checking, savings and card linked together: its monthly move to savings and
 * its card payment are recognised as transfers, so reports show the salary and the interest
 * as income and "Other" holds no transfer.
 */
import { expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import { demoAccounts } from "../../../offline-backend/src/demoBank/data";
import {
  connectAndLink,
  useBankTime,
  withBank,
  type FakeAccount,
} from "../../testing/bankConnections.testkit";
import "../../testing/setup.testkit";

useBankTime();

function demoBank(): FakeAccount[] {
  const now = Date.now();
  const accounts = demoAccounts({ currency: "USD", now, start: 0, end: now / 1000, posts: true });
  return accounts.map((a) => ({ ...a, transactions: a.transactions }));
}

test("the demo bank's transfers and card payment are neither income nor spending", async () => {
  const { t, as } = await withBank(demoBank());
  const { connectionId } = await connectAndLink(t, as, "demo-chk");
  for (const [externalId, name, type] of [
    ["demo-sav", "Savings", "savings"],
    ["demo-card", "Card", "credit_card"],
  ] as const) {
    await as.mutation(api.bankConnections.link, {
      connectionId,
      externalId,
      create:
        type === "credit_card"
          ? { name, type, card: { creditLimit: 500_000, billingDay: 1, paymentDay: 25 } }
          : { name, type },
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  }
  const period = { from: "2024-04", to: "2024-05" };
  const flows = await as.query(api.reports.incomeVsExpenses, period);
  const spending = await as.query(api.reports.spendingByCategory, period);
  const other = spending.categories.find((c) => c.category === "other");
  console.info(
    `demo bank, ${period.from}..${period.to}: income ${flows.totals.income}, spending ${flows.totals.expense}, other share ${other?.share ?? 0}`,
  );
  // Two salaries and the interest; the card is spending once, where it was bought. Counted
  // as income and spending, the two moves to savings and two card payments added 1,500.00 to
  // each (income 8,002.70, spending 6,285.54).
  expect(flows.totals.income).toBe(650_270);
  expect(flows.totals.expense).toBe(478_554);
  expect(spending.total).toBe(478_554);
});
