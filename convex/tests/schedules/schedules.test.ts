import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { card, signedIn } from "../../testing/helpers.testkit";
import { expectCode, makeAccount, runPoster, transactionsOf } from "../../testing/planner.testkit";

const TODAY = "2024-06-15";

async function setup() {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as, "USD", 500_000);
  const rent = {
    kind: "expense" as const,
    accountId: bank,
    amount: 120_000,
    category: "housing" as const,
    notes: "Rent",
    frequency: "monthly" as const,
    startDate: "2024-07-01",
  };
  return { t, as, bank, rent };
}

describe("schedules CRUD", () => {
  test("create, list, get, update and remove a schedule", async () => {
    const { t, as, bank, rent } = await setup();
    const id = await as.mutation(api.schedules.create, rent);
    expect(await as.query(api.schedules.list, {})).toMatchObject([
      {
        _id: id,
        ...rent,
        interval: 1,
        currency: "USD",
        nextDate: "2024-07-01",
        fromAccountFields: false,
      },
    ]);
    await as.mutation(api.schedules.update, {
      id,
      today: TODAY,
      ...rent,
      amount: 125_000,
      dayOfMonth: 5,
    });
    expect(await as.query(api.schedules.get, { id })).toMatchObject({
      amount: 125_000,
      dayOfMonth: 5,
      nextDate: "2024-07-05",
    });
    await runPoster(t, "2024-07-05");
    await as.mutation(api.schedules.remove, { id });
    expect(await as.query(api.schedules.list, {})).toEqual([]);
    await expectCode(as.query(api.schedules.get, { id }), "NOT_FOUND");
    // Posted transactions stay; the occurrence rows go.
    expect(await transactionsOf(t, bank)).toHaveLength(1);
    expect(await t.run((ctx) => ctx.db.query("scheduleOccurrences").collect())).toEqual([]);
  });

  test("income defaults to the income category, others to other", async () => {
    const { as, bank } = await setup();
    const base = { accountId: bank, amount: 1, frequency: "weekly" as const, startDate: TODAY };
    const income = await as.mutation(api.schedules.create, { ...base, kind: "income" });
    const expense = await as.mutation(api.schedules.create, { ...base, kind: "expense" });
    expect((await as.query(api.schedules.get, { id: income })).category).toBe("income");
    expect((await as.query(api.schedules.get, { id: expense })).category).toBe("other");
  });

  test("bad input gives ConvexError codes", async () => {
    const { as, bank, rent } = await setup();
    const bad = (patch: Record<string, unknown>) =>
      as.mutation(api.schedules.create, { ...rent, ...patch });
    await expectCode(bad({ amount: 0 }), "INVALID_AMOUNT");
    await expectCode(bad({ amount: 1.5 }), "INVALID_AMOUNT");
    await expectCode(bad({ startDate: "2024-02-30" }), "INVALID_DATE");
    await expectCode(bad({ endDate: "2024-06-30" }), "INVALID_DATE");
    await expectCode(bad({ interval: 0 }), "INVALID_ARGUMENT");
    await expectCode(bad({ count: 0 }), "INVALID_ARGUMENT");
    await expectCode(bad({ dayOfMonth: 32 }), "INVALID_DAY");
    await expectCode(bad({ notes: "x".repeat(501) }), "NOTES_TOO_LONG");
    await expectCode(bad({ kind: "transfer" }), "REQUIRED");
    await expectCode(bad({ kind: "transfer", toAccountId: bank }), "SAME_ACCOUNT");
    const id = await as.mutation(api.schedules.create, rent);
    await expectCode(
      as.mutation(api.schedules.update, { id, today: "x", ...rent }),
      "INVALID_DATE",
    );
    await expectCode(
      as.query(api.schedules.upcoming, { today: TODAY, days: 0 }),
      "INVALID_ARGUMENT",
    );
    await expectCode(
      as.query(api.schedules.upcoming, { today: TODAY, days: 93 }),
      "INVALID_ARGUMENT",
    );
    await expectCode(as.mutation(api.schedules.catchUp, { today: "2024/06/15" }), "INVALID_DATE");
    // No calendar is a week ahead of UTC: a far "today" would post future bills early.
    await expectCode(as.mutation(api.schedules.catchUp, { today: "2999-01-01" }), "INVALID_DATE");
  });

  test("occurrence actions check the date and refuse what is already posted", async () => {
    const { t, as, rent } = await setup();
    const id = await as.mutation(api.schedules.create, rent);
    await expectCode(as.mutation(api.schedules.skip, { id, date: "2024-07-02" }), "INVALID_DATE");
    await expectCode(
      as.mutation(api.schedules.postNow, { id, date: "2024-06-01" }),
      "INVALID_DATE",
    );
    await expectCode(
      as.mutation(api.schedules.editOccurrence, { id, date: "2024-07-01", amount: -5 }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.schedules.editOccurrence, { id, date: "2024-07-01", postDate: "soon" }),
      "INVALID_DATE",
    );
    await runPoster(t, "2024-07-01");
    for (const call of [api.schedules.skip, api.schedules.postNow, api.schedules.resetOccurrence]) {
      await expectCode(as.mutation(call, { id, date: "2024-07-01" }), "OCCURRENCE_POSTED");
    }
    await expectCode(
      as.mutation(api.schedules.editOccurrence, { id, date: "2024-07-01", amount: 1 }),
      "OCCURRENCE_POSTED",
    );
  });

  test("a user may have at most 200 schedules", async () => {
    const { t, as, rent } = await setup();
    const userId = (await t.run((ctx) => ctx.db.query("users").first()))!._id;
    await t.run(async (ctx) => {
      for (let i = 0; i < 200; i += 1)
        await ctx.db.insert("schedules", { ...rent, userId, interval: 1 });
    });
    await expectCode(as.mutation(api.schedules.create, rent), "LIMIT_REACHED");
  });
});

describe("schedules from account fields", () => {
  test("a credit card is paid monthly on its payment day, the owed amount by default", async () => {
    const { as, bank } = await setup();
    const visa = await as.mutation(
      api.accounts.create,
      card({ initialBalance: -45_000, paymentDay: 31 }),
    );
    const id = await as.mutation(api.schedules.createFromAccount, {
      accountId: visa,
      fromAccountId: bank,
      today: "2024-06-15",
    });
    expect(await as.query(api.schedules.get, { id })).toMatchObject({
      kind: "transfer",
      accountId: bank,
      toAccountId: visa,
      amount: 45_000,
      frequency: "monthly",
      dayOfMonth: 31,
      nextDate: "2024-06-30",
      fromAccountFields: true,
    });
    // Asking again gives the same schedule.
    expect(
      await as.mutation(api.schedules.createFromAccount, {
        accountId: visa,
        fromAccountId: bank,
        today: TODAY,
      }),
    ).toBe(id);
  });

  test("a periodic loan pays monthly on its due day; a one-time loan once", async () => {
    const { as, bank } = await setup();
    const loan = (loanPaymentType: "one_time" | "periodic") =>
      as.mutation(api.accounts.create, {
        name: "Loan",
        type: "loan",
        currency: "USD",
        initialBalance: -1_000_000,
        loanDueDate: "2024-06-20",
        loanPaymentType,
        loanPaymentAmount: 30_000,
      });
    const periodic = await loan("periodic");
    const p = await as.mutation(api.schedules.createFromAccount, {
      accountId: periodic,
      fromAccountId: bank,
      today: TODAY,
    });
    expect(await as.query(api.schedules.get, { id: p })).toMatchObject({
      amount: 30_000,
      dayOfMonth: 20,
      nextDate: "2024-06-20",
    });
    const once = await loan("one_time");
    const o = await as.mutation(api.schedules.createFromAccount, {
      accountId: once,
      fromAccountId: bank,
      today: TODAY,
      amount: 1_000_000,
    });
    expect(await as.query(api.schedules.get, { id: o })).toMatchObject({
      amount: 1_000_000,
      count: 1,
      nextDate: "2024-06-20",
    });
  });

  test("missing fields and other account types are refused", async () => {
    const { as, bank } = await setup();
    const paidOff = await as.mutation(api.accounts.create, card());
    await expectCode(
      as.mutation(api.schedules.createFromAccount, {
        accountId: paidOff,
        fromAccountId: bank,
        today: TODAY,
      }),
      "REQUIRED",
    );
    const cash = await makeAccount(as);
    await expectCode(
      as.mutation(api.schedules.createFromAccount, {
        accountId: cash,
        fromAccountId: bank,
        today: TODAY,
      }),
      "INVALID_ARGUMENT",
    );
    const loan = await as.mutation(api.accounts.create, {
      name: "L",
      type: "loan",
      currency: "USD",
      initialBalance: -5,
    });
    await expectCode(
      as.mutation(api.schedules.createFromAccount, {
        accountId: loan,
        fromAccountId: bank,
        today: TODAY,
      }),
      "REQUIRED",
    );
  });
});

describe("upcoming", () => {
  test("the next 30 days of every schedule, with status and totals", async () => {
    const { as, bank, rent } = await setup();
    const rentId = await as.mutation(api.schedules.create, { ...rent, startDate: "2024-06-01" });
    const salary = await as.mutation(api.schedules.create, {
      kind: "income",
      accountId: bank,
      amount: 300_000,
      frequency: "weekly",
      interval: 2,
      startDate: "2024-06-07",
    });
    await as.mutation(api.schedules.skip, { id: salary, date: "2024-06-21" });
    await as.mutation(api.schedules.editOccurrence, {
      id: rentId,
      date: "2024-07-01",
      amount: 100_000,
    });
    const view = await as.query(api.schedules.upcoming, { today: TODAY });
    expect(view.items.map((i) => [i.dueDate, i.kind, i.amount, i.status])).toEqual([
      ["2024-06-21", "income", 300_000, "skipped"],
      ["2024-07-01", "expense", 100_000, "edited"],
      ["2024-07-05", "income", 300_000, "scheduled"],
    ]);
    expect(view).toMatchObject({
      displayCurrency: "USD",
      totalIncome: 300_000,
      totalExpense: 100_000,
      missingRates: [],
    });
  });
});
