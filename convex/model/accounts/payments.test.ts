import { describe, expect, test } from "vitest";
import { nextPaymentOf } from "./payments";

const TODAY = "2026-11-10";
const card = { type: "credit_card" as const, balance: -215_004, paymentDay: 7 };
const loan = {
  type: "loan" as const,
  balance: -1_000_000,
  loanDueDate: "2026-03-20",
  loanPaymentType: "periodic" as const,
  loanPaymentAmount: 28_000,
};

describe("the next payment an account asks for", () => {
  test("a card: what is owed, on its next payment day", () => {
    expect(nextPaymentOf(card, TODAY)).toEqual({ date: "2026-12-07", amount: 215_004 });
    expect(nextPaymentOf({ ...card, balance: 0 }, TODAY)).toBeNull();
    expect(nextPaymentOf({ ...card, paymentDay: undefined }, TODAY)).toBeNull();
  });

  test("a loan: the instalment on the due date's day, or all of it once", () => {
    expect(nextPaymentOf(loan, TODAY)).toEqual({ date: "2026-11-20", amount: 28_000 });
    expect(nextPaymentOf({ ...loan, balance: -10_000 }, TODAY)).toEqual({
      date: "2026-11-20",
      amount: 10_000,
    });
    expect(nextPaymentOf({ ...loan, loanPaymentType: "one_time" }, TODAY)).toEqual({
      date: "2026-03-20",
      amount: 1_000_000,
    });
  });
});
