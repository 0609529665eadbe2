/**
 * A payee's newest charges, kept on its row by the ledger in the same mutation as each write
 * (model/ledger/payeeStats.ts), with the rhythm the detector finds in them. The subscriptions
 * screen, the forecast and the insights then read one row per recurring payee (through the
 * by_user_rhythm index) instead of the payee's history.
 */
import { v, type Infer } from "convex/values";
import { detectRhythm, type Detected, INTERVALS } from "./rhythm";

/** Two years of a monthly charge, six months of a weekly one; yearly ones need 2. */
export const RECENT_CHARGES = 24;

export const vInterval = v.union(...INTERVALS.map((i) => v.literal(i)));

export const vRecentCharge = v.object({
  date: v.string(),
  /** Signed minor units of the account's currency, as on the transaction. */
  amount: v.number(),
  accountId: v.id("accounts"),
});
export type RecentCharge = Infer<typeof vRecentCharge>;

const same = (a: RecentCharge, b: RecentCharge) =>
  a.date === b.date && a.amount === b.amount && a.accountId === b.accountId;

/**
 * `recent` without `removed` (one match each) and with `added`, oldest first, cut to the
 * newest RECENT_CHARGES. A removed charge older than the list was never in it.
 */
export function mergeRecent(
  recent: readonly RecentCharge[],
  removed: readonly RecentCharge[],
  added: readonly RecentCharge[],
): RecentCharge[] {
  const out = [...recent];
  for (const r of removed) {
    const at = out.findIndex((c) => same(c, r));
    if (at >= 0) out.splice(at, 1);
  }
  out.push(...added);
  out.sort((a, b) => a.date.localeCompare(b.date));
  return out.slice(-RECENT_CHARGES);
}

export interface PayeeSeries extends Detected {
  kind: "income" | "expense";
  /** The account of the latest charge. */
  accountId: RecentCharge["accountId"];
}

/** The rhythm of a payee's charges: its expenses, or its income when it mostly pays in. */
export function seriesOfRecent(recent: readonly RecentCharge[]): PayeeSeries | null {
  const outflows = recent.filter((c) => c.amount < 0);
  const inflows = recent.filter((c) => c.amount > 0);
  const kind = outflows.length >= inflows.length ? "expense" : "income";
  const charges = kind === "expense" ? outflows : inflows;
  const found = detectRhythm(charges.map((c) => ({ date: c.date, amount: Math.abs(c.amount) })));
  if (found === null) return null;
  return { ...found, kind, accountId: charges[charges.length - 1].accountId };
}
