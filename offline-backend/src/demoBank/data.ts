/**
 * The demo bank's made-up money: "Maple Demo Bank" with a checking account, a savings account
 * and a credit card, about five months of everyday transactions in the currency asked for.
 * Everything is derived from the calendar day, so ids stay the same from one request to the
 * next (a real bank's ids do) and a later request simply sees more days.
 */
const DAY_S = 86_400;
const HISTORY_DAYS = 150;

export interface DemoTransaction {
  id: string;
  posted: number;
  amount: string;
  description: string;
  payee: string;
  pending?: boolean;
}

interface Line {
  account: "chk" | "sav" | "card";
  day: number;
  key: string;
  amount: number;
  payee: string;
}

const GROCERS = ["Green Basket Market", "FreshCo Grocery", "Corner Grocer"];
const CAFES = ["Bean There Café", "Morning Brew"];

/** Each day's lines, in major units; the same day always gives the same lines. */
function linesOf(day: number): Line[] {
  const date = new Date(day * DAY_S * 1000);
  const dom = date.getUTCDate();
  const lines: Line[] = [];
  const add = (account: Line["account"], key: string, amount: number, payee: string) =>
    lines.push({ account, day, key, amount, payee });
  if (dom === 1) add("chk", "salary", 3250, "Northwind Payroll");
  if (dom === 2) add("chk", "rent", -1400, "Oakview Apartments");
  if (dom === 3) add("chk", "save", -300, "Transfer to Savings");
  if (dom === 3) add("sav", "save", 300, "Transfer from Checking");
  if (dom === 12) add("chk", "power", -(62 + (day % 17)), "City Power & Light");
  if (dom === 20) add("chk", "card", -450, "Maple Card Payment");
  if (dom === 20) add("card", "payment", 450, "Payment — thank you");
  if (dom === 28) add("sav", "interest", 1.25 + (day % 5) / 10, "Interest");
  if (day % 3 === 0)
    add("card", "grocery", -(38 + ((day * 7) % 45)) - 0.37, GROCERS[Math.floor(day / 3) % 3]);
  if (day % 2 === 0) add("chk", "coffee", -4.5 - (day % 3), CAFES[Math.floor(day / 2) % 2]);
  if (day % 9 === 4) add("card", "fuel", -(41 + (day % 12)) - 0.19, "Speedy Fuel");
  if (day % 14 === 6) add("card", "dinner", -(27 + (day % 20)) - 0.5, "Luigi's Trattoria");
  return lines;
}

function money(major: number, digits: number): string {
  return (Math.round(major * 10 ** digits) / 10 ** digits).toFixed(digits);
}

export interface DemoAccount {
  org: { name: string; domain: string; "sfin-url": string };
  id: string;
  name: string;
  currency: string;
  balance: string;
  "available-balance": string;
  "balance-date": number;
  transactions: DemoTransaction[];
}

const NAMES = { chk: "Everyday Checking", sav: "Rainy Day Savings", card: "Maple Rewards Card" };
const OPENING = { chk: 2400, sav: 5000, card: -320 };

/**
 * The accounts between two instants. `posts`: whether this request sees the pending coffee
 * posted (the bank settles it under a new id, as real ones do) or still pending.
 */
export function demoAccounts(opts: {
  currency: string;
  now: number;
  start: number;
  end: number;
  posts: boolean;
}): DemoAccount[] {
  const digits = opts.currency === "JPY" ? 0 : 2;
  const scale = opts.currency === "JPY" ? 150 : 1;
  const today = Math.floor(opts.now / 1000 / DAY_S);
  const all: Line[] = [];
  for (let day = today - HISTORY_DAYS; day < today; day++) all.push(...linesOf(day));
  // Today's coffee is pending; it posts on a later sync under a new id.
  const pending: Line = {
    account: "chk",
    day: today,
    key: "pending",
    amount: -5.75,
    payee: CAFES[0],
  };
  if (opts.posts) all.push({ ...pending, key: "posted" });
  return (["chk", "sav", "card"] as const).map((account) => {
    const own = all.filter((l) => l.account === account);
    const balance = own.reduce((sum, l) => sum + l.amount, OPENING[account]) * scale;
    const transactions: DemoTransaction[] = own
      .filter((l) => l.day * DAY_S >= opts.start && l.day * DAY_S <= opts.end)
      .map((l) => ({
        id: `${account}-${l.day}-${l.key}`,
        posted: l.day * DAY_S + 12 * 3600,
        amount: money(l.amount * scale, digits),
        description: l.payee.toUpperCase(),
        payee: l.payee,
      }));
    if (account === "chk" && !opts.posts) {
      transactions.push({
        id: `chk-${today}-pending`,
        posted: 0,
        amount: money(pending.amount * scale, digits),
        description: pending.payee.toUpperCase(),
        payee: pending.payee,
        pending: true,
      });
    }
    return {
      org: { name: "Maple Demo Bank", domain: "demo.invalid", "sfin-url": "https://demo.invalid" },
      id: `demo-${account}`,
      name: NAMES[account],
      currency: opts.currency,
      balance: money(balance, digits),
      "available-balance": money(balance, digits),
      "balance-date": Math.floor(opts.now / 1000),
      transactions,
    };
  });
}
