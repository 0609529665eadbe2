/**
 * The debt payoff plan as a pure rule over plain numbers (minor units of one currency).
 *
 * Each month, in this order: every open debt's balance grows by a month of interest
 * (APR / 12 on the balance, rounded to the minor unit: monthly compounding); every open debt
 * gets its minimum (or what is left of it); what remains of the month's budget (the sum of
 * all minimums plus the extra, so a paid-off debt's minimum is freed, not lost) goes to the
 * target, then to the next one in the strategy's order. Avalanche targets the highest rate
 * first, snowball the smallest balance first; the order is fixed at the start.
 *
 * "Minimums only" pays each debt its own minimum and nothing else, for comparison.
 */
export type PayoffStrategy = "avalanche" | "snowball";

export interface PayoffDebt {
  id: string;
  /** What is owed, positive minor units. */
  balance: number;
  /** Percent a year: 24 is 24 %. */
  interestRate: number;
  /** Positive minor units a month. */
  minimumPayment: number;
}

export interface PayoffResult {
  /** Months until the last debt is paid; null when some debt is never paid off. */
  months: number | null;
  totalInterest: number;
  debts: {
    id: string;
    /** 1 is the current month; null when never paid off within MAX_MONTHS. */
    payoffMonth: number | null;
    interest: number;
    /** The minimum does not even cover the first month's interest. */
    minimumBelowInterest: boolean;
  }[];
}

/** 50 years: past this a plan is "never" for anyone reading it. */
export const MAX_MONTHS = 600;

/** A month of interest on `balance` at `percent` a year, to the minor unit (half up). */
export function monthlyInterest(balance: number, percent: number): number {
  // Basis points keep the product an integer for rates with up to two decimals.
  const basisPoints = Math.round(percent * 100);
  return Math.round((balance * basisPoints) / 120_000);
}

function targetOrder(debts: readonly PayoffDebt[], strategy: PayoffStrategy): number[] {
  const indexes = debts.map((_, i) => i);
  return indexes.sort((a, b) => {
    const x = debts[a];
    const y = debts[b];
    return strategy === "avalanche"
      ? y.interestRate - x.interestRate || x.balance - y.balance || a - b
      : x.balance - y.balance || y.interestRate - x.interestRate || a - b;
  });
}

/**
 * The month-by-month plan. `extraPerMonth` null means "minimums only": no extra and no
 * freed minimums move to another debt.
 */
export function payoffPlan(
  debts: readonly PayoffDebt[],
  strategy: PayoffStrategy,
  extraPerMonth: number | null,
): PayoffResult {
  const balance = debts.map((d) => d.balance);
  const interest = debts.map(() => 0);
  const paidIn: (number | null)[] = debts.map((d) => (d.balance <= 0 ? 0 : null));
  const order = targetOrder(debts, strategy);
  const budget = debts.reduce((s, d) => s + d.minimumPayment, 0) + (extraPerMonth ?? 0);
  let month = 0;
  while (paidIn.some((p) => p === null) && month < MAX_MONTHS) {
    month += 1;
    let spent = 0;
    debts.forEach((d, i) => {
      if (balance[i] <= 0) return;
      const charge = monthlyInterest(balance[i], d.interestRate);
      balance[i] += charge;
      interest[i] += charge;
      const pay = Math.min(d.minimumPayment, balance[i]);
      balance[i] -= pay;
      spent += pay;
    });
    let left = extraPerMonth === null ? 0 : budget - spent;
    for (const i of order) {
      if (left <= 0) break;
      const pay = Math.min(left, balance[i]);
      balance[i] -= pay;
      left -= pay;
    }
    balance.forEach((b, i) => {
      if (b <= 0 && paidIn[i] === null) paidIn[i] = month;
    });
  }
  const never = paidIn.some((p) => p === null);
  return {
    months: never ? null : Math.max(0, ...paidIn.map((p) => p ?? 0)),
    totalInterest: interest.reduce((s, x) => s + x, 0),
    debts: debts.map((d, i) => ({
      id: d.id,
      payoffMonth: paidIn[i] === 0 ? null : paidIn[i],
      interest: interest[i],
      minimumBelowInterest:
        d.balance > 0 && d.minimumPayment <= monthlyInterest(d.balance, d.interestRate),
    })),
  };
}
