/**
 * The advisor's rules as pure functions, each with the same table of users: a household with
 * salary, rent and a loan, an empty user, a user with only debts, income in two currencies, a
 * goal already reached and a goal in the past. This file: "Can I afford it?" and its property test.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { affordOn, type AffordLedger, projectAvailable } from "./afford";
import { addDays } from "../../shared/dates";
import type { StoredRate } from "../../shared/rates";

const TODAY = "2024-11-15";
const GBP: StoredRate = { base: "GBP", quote: "EUR", rate: 1.17, source: "manual" };

const emptyLedger: AffordLedger = {
  today: TODAY,
  rates: [GBP],
  accounts: [],
  scheduled: [],
  goalMoney: [],
  recognised: [],
  capacity: {
    currency: "EUR",
    monthly: null,
    dayToDaySpend: null,
    otherIncome: null,
    months: [],
  },
  budgetsRemaining: [],
  planMonthly: [],
};
const bank = { id: "bank", name: "Bank", type: "bank" as const, currency: "EUR" as const };

describe("affordOn", () => {
  test.each([
    {
      name: "salary, rent and a loan, now: savings apart, the loan payment due today out",
      ledger: {
        ...emptyLedger,
        accounts: [
          { ...bank, balance: 410_000 },
          {
            id: "uk",
            name: "Emergency",
            type: "savings" as const,
            currency: "GBP" as const,
            balance: 800_000,
          },
          {
            id: "visa",
            name: "Visa",
            type: "credit_card" as const,
            currency: "EUR" as const,
            balance: -45_900,
            paymentDay: 25,
          },
        ],
        scheduled: [
          {
            dueDate: TODAY,
            kind: "transfer" as const,
            amount: 28_000,
            currency: "EUR" as const,
            accountId: "bank",
            toAccountId: "loan",
          },
        ],
        capacity: {
          currency: "EUR" as const,
          monthly: 127_767,
          dayToDaySpend: 27_233,
          otherIncome: 0,
          months: ["2024-10"],
        },
      },
      question: { amount: 900_000, currency: "EUR" as const },
      expected: { verdict: "not_yet", atDate: 382_000, shortfall: 518_000 },
    },
    {
      name: "empty user",
      ledger: emptyLedger,
      question: { amount: 1_000, currency: "EUR" as const },
      expected: { verdict: "no", atDate: 0, affordableDate: null },
    },
    {
      name: "only debts: a card due by the date",
      ledger: {
        ...emptyLedger,
        accounts: [
          {
            id: "visa",
            name: "Visa",
            type: "credit_card" as const,
            currency: "EUR" as const,
            balance: -50_000,
            paymentDay: 20,
          },
        ],
      },
      question: { amount: 1_000, currency: "EUR" as const, date: "2024-11-30" },
      expected: { verdict: "no", atDate: -50_000 },
    },
    {
      name: "income in two currencies, one without a rate (shown as missing)",
      ledger: {
        ...emptyLedger,
        accounts: [
          { ...bank, balance: 100_000 },
          {
            id: "usd",
            name: "US",
            type: "bank" as const,
            currency: "USD" as const,
            balance: 100_000,
          },
        ],
        scheduled: [
          {
            dueDate: "2024-12-01",
            kind: "income" as const,
            amount: 50_000,
            currency: "USD" as const,
            accountId: "usd",
          },
          {
            dueDate: "2024-12-01",
            kind: "income" as const,
            amount: 50_000,
            currency: "EUR" as const,
            accountId: "bank",
          },
        ],
      },
      question: { amount: 150_000, currency: "EUR" as const, date: "2024-12-10" },
      expected: { verdict: "yes", atDate: 150_000, missingRates: ["USD"] },
    },
    {
      name: "goal money already saved is kept apart unless included",
      ledger: {
        ...emptyLedger,
        accounts: [{ ...bank, balance: 100_000 }],
        goalMoney: [{ amount: 100_000, currency: "EUR" as const }],
      },
      question: { amount: 50_000, currency: "EUR" as const },
      expected: { verdict: "no", atDate: 0 },
    },
    {
      name: "a goal in progress: its monthly need is set aside for each whole month",
      ledger: {
        ...emptyLedger,
        accounts: [{ ...bank, balance: 100_000 }],
        capacity: {
          currency: "EUR" as const,
          monthly: 50_000,
          dayToDaySpend: 0,
          otherIncome: 50_000,
          months: ["2024-10"],
        },
        planMonthly: [{ amount: 20_000, currency: "EUR" as const }],
      },
      question: { amount: 150_000, currency: "EUR" as const, date: "2025-01-15" },
      expected: {
        verdict: "yes",
        atDate: 100_000 + 2 * 50_000 - 2 * 20_000,
        affordableDate: "2025-01-15",
      },
    },
  ])("$name", ({ ledger, question, expected }) => {
    expect(affordOn(ledger, question)).toMatchObject(expected);
  });

  test("the date matters: now, 15 Dec and 15 Jan", () => {
    const ledger: AffordLedger = {
      ...emptyLedger,
      accounts: [{ ...bank, balance: 100_000 }],
      scheduled: [
        {
          dueDate: "2024-12-01",
          kind: "income",
          amount: 250_000,
          currency: "EUR",
          accountId: "bank",
        },
        {
          dueDate: "2024-12-02",
          kind: "expense",
          amount: 95_000,
          currency: "EUR",
          accountId: "bank",
        },
        {
          dueDate: "2025-01-01",
          kind: "income",
          amount: 250_000,
          currency: "EUR",
          accountId: "bank",
        },
      ],
    };
    const at = (date?: string) =>
      projectAvailable(ledger, { amount: 1, currency: "EUR", date }).atDate;
    expect([at(), at("2024-12-15"), at("2025-01-15")]).toEqual([100_000, 255_000, 505_000]);
  });
});

describe("afford property", () => {
  const currency = fc.constantFrom("EUR" as const, "GBP" as const, "USD" as const);
  const date = fc.integer({ min: 0, max: 800 }).map((d) => {
    const x = new Date(Date.UTC(2024, 10, 15) + d * 86_400_000);
    return x.toISOString().slice(0, 10);
  });
  const account = fc.record({
    id: fc.constantFrom("a", "b", "c", "d"),
    name: fc.constant("x"),
    type: fc.constantFrom(
      "cash" as const,
      "bank" as const,
      "savings" as const,
      "credit_card" as const,
      "loan" as const,
    ),
    currency,
    balance: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    paymentDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
  });
  const item = fc.record({
    dueDate: date,
    kind: fc.constantFrom("income" as const, "expense" as const, "transfer" as const),
    amount: fc.integer({ min: 1, max: 500_000 }),
    currency,
    accountId: fc.constantFrom("a", "b", "c", "d"),
    toAccountId: fc.option(fc.constantFrom("a", "b", "c", "d"), { nil: undefined }),
  });
  const money = fc.record({ amount: fc.integer({ min: 0, max: 300_000 }), currency });
  const recognised = fc.record({
    kind: fc.constantFrom("income" as const, "expense" as const),
    amount: fc.integer({ min: 1, max: 500_000 }),
    currency,
    accountId: fc.constantFrom("a", "b", "c", "d"),
    lastDate: date.map((d) => addDays(d, -120)),
    period: fc.constantFrom("monthly" as const, "weekly" as const),
  });
  const ledger = fc.record({
    today: fc.constant(TODAY),
    rates: fc.constant([
      GBP,
      { base: "USD" as const, quote: "EUR" as const, rate: 0.9, source: "manual" as const },
    ]),
    accounts: fc.array(account, { maxLength: 5 }),
    scheduled: fc.array(item, { maxLength: 12 }),
    recognised: fc.array(recognised, { maxLength: 4 }),
    goalMoney: fc.array(money, { maxLength: 2 }),
    capacity: fc.record({
      currency,
      monthly: fc.option(fc.integer({ min: -300_000, max: 300_000 }), { nil: null }),
      dayToDaySpend: fc.option(fc.nat(300_000), { nil: null }),
      otherIncome: fc.option(fc.nat(300_000), { nil: null }),
      months: fc.constant(["2024-10"]),
    }),
    budgetsRemaining: fc.array(money, { maxLength: 2 }),
    planMonthly: fc.array(money, { maxLength: 2 }),
  });

  test("for any ledger, a yes for X on date D never exceeds the money projected on D", () => {
    fc.assert(
      fc.property(
        ledger,
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.option(date, { nil: undefined }),
        currency,
        fc.boolean(),
        (l, amount, d, cur, includeSavings) => {
          const q = { amount, currency: cur, date: d, includeSavings };
          const answer = affordOn(l, q);
          const projected = projectAvailable(l, q).atDate;
          expect(answer.atDate).toBe(projected);
          expect(answer.lines.reduce((s, x) => s + x.amount, 0)).toBe(projected);
          if (answer.verdict === "yes") expect(amount).toBeLessThanOrEqual(projected);
          else expect(answer.shortfall).toBe(amount - projected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
