import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { CURRENCIES } from "../../shared/currencies";
import { ACCOUNT_TYPES } from "../../shared/domain";
import {
  balanceOf,
  card,
  cash,
  expectCode,
  makeAccount,
  newTest,
  signedIn,
  signIn,
  TODAY,
} from "../../testing/helpers.testkit";

describe("accounts CRUD", () => {
  test("create, list, get, update and remove an account", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.accounts.create, {
      ...cash,
      name: "  Wallet ",
      initialBalance: 1_500,
      description: "pocket money",
    });
    expect(await as.query(api.accounts.list, { today: TODAY })).toMatchObject([
      {
        _id: id,
        name: "Wallet",
        balance: 1_500,
        initialBalance: 1_500,
        description: "pocket money",
      },
    ]);
    await as.mutation(api.accounts.update, { id, ...cash, name: "Purse", initialBalance: 2_000 });
    expect(await as.query(api.accounts.get, { id, today: TODAY })).toMatchObject({
      name: "Purse",
      balance: 2_000,
    });
    await as.mutation(api.accounts.remove, { id });
    expect(await as.query(api.accounts.list, { today: TODAY })).toEqual([]);
    await expectCode(as.query(api.accounts.get, { id, today: TODAY }), "NOT_FOUND");
  });

  test("R35 all six account types and both loan payment types are accepted", async () => {
    const { as } = await signedIn();
    for (const type of ACCOUNT_TYPES) {
      const extra = type === "credit_card" ? card() : {};
      await as.mutation(api.accounts.create, { ...cash, ...extra, type, name: type });
    }
    for (const loanPaymentType of ["one_time", "periodic"] as const) {
      await as.mutation(api.accounts.create, { ...cash, type: "loan", loanPaymentType });
    }
    const types = (await as.query(api.accounts.list, { today: TODAY })).map((a) => a.type);
    expect(new Set(types)).toEqual(new Set(ACCOUNT_TYPES));
  });

  test("R37 accounts can hold each of the 11 currencies", async () => {
    const { as } = await signedIn();
    for (const currency of CURRENCIES)
      await as.mutation(api.accounts.create, { ...cash, currency });
    const list = await as.query(api.accounts.list, { today: TODAY });
    expect(list.map((a) => a.currency).sort()).toEqual([...CURRENCIES].sort());
  });

  test("R26 credit card available credit = limit − owed, with next payment date", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.accounts.create, card({ initialBalance: -30_000 }));
    const view = await as.query(api.accounts.get, { id, today: TODAY });
    expect(view).toMatchObject({
      creditLimit: 100_000,
      billingDay: 5,
      paymentDay: 25,
      owed: 30_000,
      availableCredit: 70_000,
      nextPaymentDate: "2024-06-25",
      nextBillingDate: "2024-07-05",
    });
    await as.mutation(api.transactions.create, {
      accountId: id,
      kind: "expense",
      amount: 5_000,
      date: TODAY,
      category: "food",
    });
    expect((await as.query(api.accounts.get, { id, today: TODAY })).availableCredit).toBe(65_000);
  });

  test("R26 a card without a limit shows no available credit, never its debt below zero", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(
      api.accounts.create,
      card({ creditLimit: 0, initialBalance: -5_000 }),
    );
    const view = await as.query(api.accounts.get, { id, today: TODAY });
    expect(view).toMatchObject({ creditLimit: 0, owed: 5_000 });
    expect(view.availableCredit).toBeUndefined();
  });

  test("R26 payment day 31 falls on the last day of shorter months", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.accounts.create, card({ paymentDay: 31 }));
    const view = await as.query(api.accounts.get, { id, today: "2023-02-10" });
    expect(view.nextPaymentDate).toBe("2023-02-28");
  });

  test("R27 loan details: due date, payment type and payment amount", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.accounts.create, {
      ...cash,
      type: "loan",
      initialBalance: -1_000_000,
      loanDueDate: "2030-01-31",
      loanPaymentType: "periodic",
      loanPaymentAmount: 25_000,
      creditLimit: 5,
    });
    const view = await as.query(api.accounts.get, { id, today: TODAY });
    expect(view).toMatchObject({
      loanDueDate: "2030-01-31",
      loanPaymentType: "periodic",
      loanPaymentAmount: 25_000,
      owed: 1_000_000,
    });
    // Fields of another type are not kept.
    expect(view.creditLimit).toBeUndefined();
  });

  test("changing the type to a plain account drops the card fields", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.accounts.create, card());
    await as.mutation(api.accounts.update, { id, ...cash, type: "bank" });
    const view = await as.query(api.accounts.get, { id, today: TODAY });
    expect(view.creditLimit).toBeUndefined();
    expect(view.availableCredit).toBeUndefined();
  });
});

describe("account validation", () => {
  test.each([0, 32, 1.5, -1])("R55 billing day %d is rejected with INVALID_DAY", async (day) => {
    const { as } = await signedIn();
    await expectCode(as.mutation(api.accounts.create, card({ billingDay: day })), "INVALID_DAY");
    await expectCode(as.mutation(api.accounts.create, card({ paymentDay: day })), "INVALID_DAY");
  });

  test("R55 billing day 1 and 31 are accepted; a missing day is REQUIRED", async () => {
    const { as } = await signedIn();
    await as.mutation(api.accounts.create, card({ billingDay: 1, paymentDay: 31 }));
    await expectCode(as.mutation(api.accounts.create, card({ billingDay: undefined })), "REQUIRED");
    await expectCode(
      as.mutation(api.accounts.create, card({ creditLimit: undefined })),
      "REQUIRED",
    );
  });

  test("names, amounts, limits and dates are checked", async () => {
    const { as } = await signedIn();
    const create = (extra: object) => as.mutation(api.accounts.create, { ...cash, ...extra });
    await expectCode(create({ name: "  " }), "REQUIRED");
    await expectCode(create({ name: "x".repeat(81) }), "NAME_TOO_LONG");
    await expectCode(create({ initialBalance: 1.5 }), "INVALID_AMOUNT");
    await expectCode(create({ initialBalance: 2 ** 53 }), "INVALID_AMOUNT");
    await expectCode(create({ description: "x".repeat(501) }), "NOTES_TOO_LONG");
    await expectCode(as.mutation(api.accounts.create, card({ creditLimit: -1 })), "INVALID_AMOUNT");
    await expectCode(create({ type: "loan", loanDueDate: "2030-02-30" }), "INVALID_DATE");
    await expectCode(create({ type: "loan", loanPaymentAmount: 0 }), "INVALID_AMOUNT");
    await expectCode(as.query(api.accounts.list, { today: "15/06/2024" }), "INVALID_DATE");
    expect(await as.query(api.accounts.list, { today: TODAY })).toEqual([]);
  });

  test("the currency is locked once the account has transactions", async () => {
    const { t, as } = await signedIn();
    const id = await makeAccount(as);
    await as.mutation(api.accounts.update, { id, ...cash, currency: "EUR" });
    await as.mutation(api.transactions.create, {
      accountId: id,
      kind: "income",
      amount: 100,
      date: TODAY,
      category: "income",
    });
    await expectCode(
      as.mutation(api.accounts.update, { id, ...cash, currency: "USD" }),
      "CURRENCY_LOCKED",
    );
    await as.mutation(api.accounts.update, { id, ...cash, currency: "EUR", initialBalance: 50 });
    expect(await balanceOf(t, id)).toBe(150);
  });
});

describe("account access", () => {
  test("an unauthenticated caller gets UNAUTHENTICATED from every function", async () => {
    const { t, as } = await signedIn();
    const id = await makeAccount(as);
    await expectCode(t.query(api.accounts.list, { today: TODAY }), "UNAUTHENTICATED");
    await expectCode(t.query(api.accounts.get, { id, today: TODAY }), "UNAUTHENTICATED");
    await expectCode(t.query(api.accounts.summary, {}), "UNAUTHENTICATED");
    await expectCode(t.mutation(api.accounts.create, cash), "UNAUTHENTICATED");
    await expectCode(t.mutation(api.accounts.update, { id, ...cash }), "UNAUTHENTICATED");
    await expectCode(t.mutation(api.accounts.remove, { id }), "UNAUTHENTICATED");
  });

  test("another user can neither read nor change an account (NOT_FOUND)", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    const id = await makeAccount(a.as, "USD", 700);
    await expectCode(b.as.query(api.accounts.get, { id, today: TODAY }), "NOT_FOUND");
    await expectCode(b.as.mutation(api.accounts.update, { id, ...cash }), "NOT_FOUND");
    await expectCode(b.as.mutation(api.accounts.remove, { id }), "NOT_FOUND");
    expect(await b.as.query(api.accounts.list, { today: TODAY })).toEqual([]);
    expect((await b.as.query(api.accounts.summary, {})).byCurrency).toEqual([]);
    expect(await a.as.query(api.accounts.get, { id, today: TODAY })).toMatchObject({
      name: "Wallet",
      balance: 700,
    });
  });
});
