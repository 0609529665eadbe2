/**
 * The envelope rules as a pure function of monthly figures (no database), so the rules can be
 * read and tested on their own. Amounts are display-currency minor units.
 *
 * Per category and month: available = carried + assigned + activity. At the month's end a
 * positive balance carries over; a negative one (overspending) starts the next month at 0,
 * unless the category keeps negative balances, which carry as they are.
 *
 * Credit cards (simplified YNAB): card spending draws its category like any spending, and the
 * same amount is set aside as "card payments" (cash that already belongs to the card). At the
 * month's end, the part of a category's overspending that card spending explains (and the
 * reserve holds) leaves that reserve: it is card debt, not taken from Ready to Assign. Paying a card (money into the card)
 * uses the reserve; paying more than it holds (older, unfunded debt) comes out of Ready to
 * Assign. Overspending not explained by card spending was cash: the category restarts at 0
 * while the cash is gone, which takes it from the next month's Ready to Assign.
 */

export interface MonthFlows {
  /** Per category: inflow − outflow in the month (refunds count), budget accounts and cards. */
  activity: Map<string, number>;
  /** Per category: outflow − inflow on credit cards in the month. */
  cardSpending: Map<string, number>;
  /** Money that went into cards in the month other than refunds (payments, transfers in). */
  cardPayments: number;
}

export interface EnvelopeInput {
  /**
   * From the month before the budget's first month to the month shown, oldest first. The
   * month before the start only tells what its cash overspending took from the start month's
   * Ready to Assign: nothing of it carries over.
   */
  months: readonly string[];
  /** The budget's first month. */
  start: string;
  categories: readonly string[];
  /** month → category → assigned. */
  assigned: ReadonlyMap<string, ReadonlyMap<string, number>>;
  flows: ReadonlyMap<string, MonthFlows>;
  keepNegative: ReadonlySet<string>;
}

export interface EnvelopeLine {
  category: string;
  carried: number;
  assigned: number;
  activity: number;
  available: number;
}

export interface EnvelopeState {
  lines: EnvelopeLine[];
  /** Cash set aside to pay cards at the end of the shown month. */
  cardReserve: number;
  /** Cash overspending of the month before the shown one: taken from this month's Ready to Assign. */
  overspentLastMonth: number;
}

const EMPTY: MonthFlows = { activity: new Map(), cardSpending: new Map(), cardPayments: 0 };

export function flowsOf(flows: ReadonlyMap<string, MonthFlows>, month: string): MonthFlows {
  return flows.get(month) ?? EMPTY;
}

/** The shown month's lines from the carry-over left by the month before. */
function linesOf(input: EnvelopeInput, month: string, carry: Map<string, number>): EnvelopeLine[] {
  const flows = flowsOf(input.flows, month);
  const assigned = input.assigned.get(month);
  return input.categories.map((category) => {
    const carried = carry.get(category) ?? 0;
    const a = assigned?.get(category) ?? 0;
    const activity = flows.activity.get(category) ?? 0;
    return { category, carried, assigned: a, activity, available: carried + a + activity };
  });
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Runs the months in order; the state after the last one's activity is the shown month's. */
export function runEnvelope(input: EnvelopeInput): EnvelopeState {
  const carry = new Map<string, number>();
  let reserve = 0;
  let cashOverspent = 0;
  for (const [i, month] of input.months.entries()) {
    const flows = flowsOf(input.flows, month);
    const lines = linesOf(input, month, carry);
    reserve = Math.max(0, reserve + sum(flows.cardSpending.values()) - flows.cardPayments);
    if (i === input.months.length - 1) {
      return { lines, cardReserve: reserve, overspentLastMonth: cashOverspent };
    }
    // Month end: what carries into the next month.
    cashOverspent = 0;
    for (const line of lines) {
      // Nothing carries into the budget's first month, negative balances included.
      const kept = input.keepNegative.has(line.category) && month >= input.start;
      if (line.available >= 0 || kept) {
        carry.set(line.category, line.available);
        continue;
      }
      const over = -line.available;
      // Card debt only as far as the card money set aside holds it: card spending paid with
      // money already paid into the card this month was cash.
      const onCard = Math.min(
        over,
        Math.max(0, flows.cardSpending.get(line.category) ?? 0),
        reserve,
      );
      reserve -= onCard;
      cashOverspent += over - onCard;
      carry.set(line.category, 0);
    }
    if (month < input.start) {
      carry.clear();
      reserve = 0;
    }
  }
  return { lines: [], cardReserve: 0, overspentLastMonth: 0 };
}
