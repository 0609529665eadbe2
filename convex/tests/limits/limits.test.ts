/**
 * Bounded numbers: amounts, balances, monthly totals, budgets and
 * plans stay within MAX_AMOUNT so their sums stay exact; exchange rates stay within
 * MIN_RATE…MAX_RATE so converted totals stay finite.
 */
import { describe, expect, test } from "vitest";
import { api, internal } from "../../_generated/api";
import { parseRatesResponse } from "../../model/exchangeRates/referenceRates";
import { MAX_AMOUNT } from "../../shared/money";
import { MAX_RATE, MIN_RATE } from "../../shared/rates";
import {
  balanceOf,
  expectCode,
  makeAccount,
  rollupsOf,
  setupWithAccount,
  signedIn,
  TODAY,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

const UNSAFE_EDGE = 2 ** 53 - 1;

function entry(kind: "income" | "expense", amount: number, category = "income" as const) {
  return { kind, amount, date: TODAY, category: kind === "income" ? category : "food" } as const;
}

describe("defect 5: sums can leave safe integers", () => {
  test("income 2^53−1 is refused with AMOUNT_TOO_LARGE and nothing is written", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await expectCode(
      as.mutation(api.transactions.create, { accountId, ...entry("income", UNSAFE_EDGE) }),
      "AMOUNT_TOO_LARGE",
    );
    await expectCode(
      as.mutation(api.transactions.create, { accountId, ...entry("expense", UNSAFE_EDGE) }),
      "AMOUNT_TOO_LARGE",
    );
    expect(await balanceOf(t, accountId)).toBe(10_000);
    expect(await rollupsOf(t, accountId)).toEqual([]);
  });

  test("at the cap, rollups and balances stay exact and the income report nets to 0", async () => {
    const { t, as } = await signedIn();
    const accountId = await makeAccount(as, "USD", 0);
    await as.mutation(api.transactions.create, { accountId, ...entry("income", MAX_AMOUNT) });
    await as.mutation(api.transactions.create, { accountId, ...entry("expense", MAX_AMOUNT) });
    // A third income in the same rollup row would take its income total past the cap.
    await expectCode(
      as.mutation(api.transactions.create, { accountId, ...entry("income", 2) }),
      "AMOUNT_TOO_LARGE",
    );
    const two = await as.mutation(api.transactions.create, {
      accountId,
      ...entry("income", 2),
      category: "other",
    });
    await as.mutation(api.transactions.remove, { id: two });
    await checkLedger(t);
    expect(await balanceOf(t, accountId)).toBe(0);
    const report = await as.query(api.reports.incomeVsExpenses, { from: "2024-06", to: "2024-06" });
    expect(report.totals).toMatchObject({ income: MAX_AMOUNT, expense: MAX_AMOUNT, net: 0 });
  });

  test("a balance past the cap is refused, in either direction", async () => {
    const { t, as } = await signedIn();
    const rich = await makeAccount(as, "USD", MAX_AMOUNT);
    const poor = await makeAccount(as, "USD", -MAX_AMOUNT);
    await expectCode(
      as.mutation(api.transactions.create, { accountId: rich, ...entry("income", 1) }),
      "AMOUNT_TOO_LARGE",
    );
    await expectCode(
      as.mutation(api.transactions.createTransfer, {
        fromAccountId: poor,
        toAccountId: rich,
        amount: 1,
        date: TODAY,
      }),
      "AMOUNT_TOO_LARGE",
    );
    await expectCode(
      as.mutation(api.accounts.create, {
        name: "Too much",
        type: "bank",
        currency: "USD",
        initialBalance: MAX_AMOUNT + 1,
      }),
      "AMOUNT_TOO_LARGE",
    );
    const small = await makeAccount(as, "USD", 0);
    await as.mutation(api.transactions.create, { accountId: small, ...entry("income", 5) });
    await expectCode(
      as.mutation(api.accounts.update, {
        id: small,
        name: "Wallet",
        type: "cash",
        currency: "USD",
        initialBalance: MAX_AMOUNT,
      }),
      "AMOUNT_TOO_LARGE",
    );
    expect(await balanceOf(t, small)).toBe(5);
    await checkLedger(t);
  });

  test("-0 becomes 0", async () => {
    const { t, as } = await signedIn();
    const id = await makeAccount(as, "USD", -0);
    const account = await t.run((ctx) => ctx.db.get("accounts", id));
    expect(Object.is(account!.balance, 0)).toBe(true);
    expect(Object.is(account!.initialBalance, 0)).toBe(true);
    const budget = await as.mutation(api.budgets.set, {
      month: "2024-06",
      scope: "food",
      amount: -0,
    });
    expect(Object.is((await t.run((ctx) => ctx.db.get("budgets", budget)))!.amount, 0)).toBe(true);
  });

  test("budgets and plans refuse totals past the cap", async () => {
    const { t, as } = await signedIn();
    const month = "2024-06";
    await expectCode(
      as.mutation(api.budgets.set, { month, scope: "food", amount: UNSAFE_EDGE }),
      "AMOUNT_TOO_LARGE",
    );
    await as.mutation(api.budgets.set, { month, scope: "food", amount: MAX_AMOUNT - 10 });
    await expectCode(
      as.mutation(api.budgets.set, { month, scope: "housing", amount: 11 }),
      "AMOUNT_TOO_LARGE",
    );
    // Replacing the same category's budget is judged without its old amount.
    await as.mutation(api.budgets.set, { month, scope: "food", amount: MAX_AMOUNT });
    // Copying last month's budgets into a month that has its own is judged on the sum too.
    await as.mutation(api.budgets.set, { month: "2024-07", scope: "housing", amount: 1 });
    await expectCode(
      as.mutation(api.budgets.copyFromPreviousMonth, { month: "2024-07" }),
      "AMOUNT_TOO_LARGE",
    );
    const july = await as.query(api.budgets.month, { month: "2024-07", today: TODAY });
    expect(july.categories.map((line) => line.scope)).toEqual(["housing"]);
    const plan = {
      name: "Island",
      kind: "goal" as const,
      currency: "USD" as const,
      targetDate: "2030-01-01",
    };
    await expectCode(
      as.mutation(api.plans.create, { ...plan, targetAmount: UNSAFE_EDGE }),
      "AMOUNT_TOO_LARGE",
    );
    const planId = await as.mutation(api.plans.create, { ...plan, targetAmount: MAX_AMOUNT });
    await as.mutation(api.plans.contribute, { planId, amount: MAX_AMOUNT, date: TODAY });
    await expectCode(
      as.mutation(api.plans.contribute, { planId, amount: 1, date: TODAY }),
      "AMOUNT_TOO_LARGE",
    );
    const saved = await t.run((ctx) => ctx.db.get("plans", planId));
    expect(saved!.contributed).toBe(MAX_AMOUNT);
  });
});

describe("defect 6: exchange rates are unbounded", () => {
  test("a rate of 1e308 (or 0.0000001, or NaN) is refused with INVALID_RATE", async () => {
    const { as } = await setupWithAccount();
    for (const rate of [1e308, MAX_RATE * 1.01, MIN_RATE / 10, 0, -1, Number.NaN]) {
      await expectCode(
        as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate }),
        "INVALID_RATE",
      );
    }
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: MAX_RATE });
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: MIN_RATE });
  });

  test("the reference refresh ignores out-of-range upstream values", () => {
    const parsed = parseRatesResponse({
      result: "success",
      base_code: "USD",
      rates: { USD: 1, EUR: 1e308, JPY: 151.3, GBP: 1e-9 },
    });
    expect([...parsed!.keys()].sort()).toEqual(["JPY", "USD"]);
  });

  test("out-of-range reference rates are ignored and the net worth stays finite", async () => {
    const { t, as, userId } = await signedIn();
    // Net worth in dollars, chosen by the user (otherwise it would follow the first account).
    await as.mutation(api.preferences.save, { currency: "USD" });
    await makeAccount(as, "EUR", MAX_AMOUNT);
    await makeAccount(as, "JPY", MAX_AMOUNT);
    const result = await t.mutation(internal.internal.exchangeRates.storeReferenceRates, {
      userId,
      rates: [
        { base: "EUR", quote: "USD", rate: 1e308 },
        { base: "USD", quote: "JPY", rate: 1e-300 },
        { base: "GBP", quote: "USD", rate: 1.27 },
      ],
    });
    expect(result).toEqual({ stored: 1, skipped: 2 });
    // A row stored before the bound existed is treated as missing, never as Infinity.
    await t.run((ctx) =>
      ctx.db.insert("exchangeRates", {
        userId,
        base: "EUR",
        quote: "USD",
        rate: 1e308,
        source: "manual",
        updatedAt: 0,
      }),
    );
    const summary = await as.query(api.accounts.summary, {});
    expect(Number.isFinite(summary.net)).toBe(true);
    expect(summary.missingRates.sort()).toEqual(["EUR", "JPY"]);
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: MAX_RATE });
    const converted = await as.query(api.accounts.summary, {});
    expect(Number.isFinite(converted.net)).toBe(true);
  });
});
