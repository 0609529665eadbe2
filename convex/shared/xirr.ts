/**
 * The money-weighted annual return of dated cash flows (XIRR, as spreadsheets define it): the
 * rate r with Σ amount / (1 + r)^(days / 365) = 0, days counted from the first flow. Flows are
 * from the investor's side: money put in is negative, money taken out (and the value at the
 * end) positive. Bisection on a bracketed root: slower than Newton's method but it cannot
 * wander off or divide by a zero derivative. Null when the flows have no single sign change
 * to solve for (all in, all out, or nothing).
 */
export interface CashFlow {
  date: string;
  amount: number;
}

const DAY_MS = 86_400_000;
const LOW = -0.9999;
const HIGH = 1_000;

function presentValue(flows: readonly { years: number; amount: number }[], rate: number): number {
  let total = 0;
  for (const f of flows) total += f.amount / Math.pow(1 + rate, f.years);
  return total;
}

export function xirr(cashFlows: readonly CashFlow[]): number | null {
  const flows = cashFlows.filter((f) => f.amount !== 0);
  if (!flows.some((f) => f.amount < 0) || !flows.some((f) => f.amount > 0)) return null;
  const start = Math.min(...flows.map((f) => Date.parse(`${f.date}T00:00:00Z`)));
  const timed = flows.map((f) => ({
    years: (Date.parse(`${f.date}T00:00:00Z`) - start) / DAY_MS / 365,
    amount: f.amount,
  }));
  let low = LOW;
  let high = HIGH;
  let atLow = presentValue(timed, low);
  if (Math.sign(atLow) === Math.sign(presentValue(timed, high))) return null;
  for (let i = 0; i < 200 && high - low > 1e-10; i++) {
    const mid = (low + high) / 2;
    const atMid = presentValue(timed, mid);
    if (Math.sign(atMid) === Math.sign(atLow)) {
      low = mid;
      atLow = atMid;
    } else high = mid;
  }
  return (low + high) / 2;
}
