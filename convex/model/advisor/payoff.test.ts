/**
 * The debt payoff plan against schedules worked out by hand (in the comments), to the cent:
 * three debts where the smallest balance (B) is not the highest rate (A).
 *
 *   A 300.00 at 24 % (2 % a month), minimum 100.00
 *   B 200.00 at 12 % (1 % a month), minimum  50.00
 *   C 400.00 at  6 % (0.5 % a month), minimum 100.00      extra 100.00: 350.00 a month
 */
import { describe, expect, test } from "vitest";
import { monthlyInterest, payoffPlan, type PayoffDebt } from "./payoff";

const A: PayoffDebt = { id: "A", balance: 30_000, interestRate: 24, minimumPayment: 10_000 };
const B: PayoffDebt = { id: "B", balance: 20_000, interestRate: 12, minimumPayment: 5_000 };
const C: PayoffDebt = { id: "C", balance: 40_000, interestRate: 6, minimumPayment: 10_000 };
const byId = (r: ReturnType<typeof payoffPlan>) =>
  Object.fromEntries(r.debts.map((d) => [d.id, d]));

describe("debt payoff plan", () => {
  test("a month of interest is APR / 12 on the balance, rounded half up to the cent", () => {
    expect(monthlyInterest(20_351, 6)).toBe(102); // 101.755
    expect(monthlyInterest(1_164, 12)).toBe(12); // 11.64
    expect(monthlyInterest(1_264, 24)).toBe(25); // 25.28
    expect(monthlyInterest(100_000, 19.99)).toBe(1_666); // 1,665.83
  });

  test("avalanche: the highest rate first, then the freed minimum and the rest roll on", () => {
    // Month 1: interest A 6.00, B 2.00, C 2.00; minimums leave A 206.00, B 152.00, C 302.00;
    //          the 100.00 left goes to A: 106.00.
    // Month 2: interest A 2.12, B 1.52, C 1.51; minimums leave A 8.12, B 103.52, C 203.51;
    //          100.00 left: A paid off with 8.12, 91.88 to B: 11.64.
    // Month 3: interest B 0.12, C 1.02; B pays its last 11.76, C 100.00 → 104.53, and the
    //          238.24 left pays C off.
    const plan = payoffPlan([A, B, C], "avalanche", 10_000);
    const debts = byId(plan);
    expect(debts.A).toMatchObject({ payoffMonth: 2, interest: 812 });
    expect(debts.B).toMatchObject({ payoffMonth: 3, interest: 364 });
    expect(debts.C).toMatchObject({ payoffMonth: 3, interest: 453 });
    expect(plan).toMatchObject({ months: 3, totalInterest: 1_629 });
  });

  test("snowball: the smallest balance first costs more here than avalanche", () => {
    // Month 1: as above, but the 100.00 left goes to B: 52.00.
    // Month 2: interest A 4.12, B 0.52, C 1.51; minimums leave A 110.12, B 2.52, C 203.51;
    //          B paid off with 2.52, 97.48 to A: 12.64.
    // Month 3: interest A 0.25, C 1.02; A pays 12.89, C 100.00 → 104.53, the rest pays C.
    const plan = payoffPlan([A, B, C], "snowball", 10_000);
    const debts = byId(plan);
    expect(debts.B).toMatchObject({ payoffMonth: 2, interest: 252 });
    expect(debts.A).toMatchObject({ payoffMonth: 3, interest: 1_037 });
    expect(debts.C).toMatchObject({ payoffMonth: 3, interest: 453 });
    expect(plan).toMatchObject({ months: 3, totalInterest: 1_742 });
  });

  test("minimums only: each debt its own minimum, nothing rolls over", () => {
    // A: 306.00 → 206.00; 210.12 → 110.12; 112.32 → 12.32; 12.57 paid: 6.00+4.12+2.20+0.25.
    const plan = payoffPlan([A, B, C], "avalanche", null);
    expect(byId(plan).A).toMatchObject({ payoffMonth: 4, interest: 1_257 });
    // B: 202.00 → 152.00; 153.52 → 103.52; 104.56 → 54.56; 55.11 → 5.11; 5.16 paid.
    expect(byId(plan).B).toMatchObject({ payoffMonth: 5, interest: 516 });
    expect(plan.months).toBe(5);
  });

  test("a minimum that does not cover the interest is named and never pays that debt off", () => {
    // 10,000.00 at 24 % is 200.00 of interest a month: 90.00 a month only lets it grow.
    const card: PayoffDebt = {
      id: "card",
      balance: 1_000_000,
      interestRate: 24,
      minimumPayment: 9_000,
    };
    const alone = payoffPlan([card], "avalanche", null);
    expect(alone.debts[0]).toMatchObject({ minimumBelowInterest: true, payoffMonth: null });
    expect(alone.months).toBeNull();
    // With 300.00 extra a month it ends.
    const helped = payoffPlan([card], "avalanche", 30_000);
    expect(helped.debts[0].payoffMonth).not.toBeNull();
    expect(byId(payoffPlan([A, B, C], "avalanche", 0)).A.minimumBelowInterest).toBe(false);
  });

  test("no extra still rolls a paid-off debt's minimum to the next target", () => {
    const rolled = payoffPlan([A, B, C], "avalanche", 0);
    const alone = payoffPlan([A, B, C], "avalanche", null);
    expect(rolled.totalInterest).toBeLessThan(alone.totalInterest);
    expect(rolled.months!).toBeLessThanOrEqual(alone.months!);
  });
});
