/**
 * A statement's copy of a transfer the person typed. The typed transfer's side in the account
 * carries no bank id or statement key yet; a file row of the same amount within PAIR_DAYS is
 * that side, seen by the bank. Attaching it (the side takes the row's key and, from a
 * statement that says so, the cleared state) keeps one transfer, where adding the row would
 * leave a second one to pair with the other account's copy. The bank sync does the same in
 * its own matching (model/bankConnections/engine.ts).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { addDays, toDayNumber } from "../../shared/dates";
import { isTransfer } from "../../shared/transfers";
import type { Entry } from "./entries";
import { PAIR_DAYS } from "./pairing";

type Tx = Doc<"transactions">;
/** Rows read per file row: the same amount within a few days is rarely more than a few. */
const SIDE_CANDIDATES = 20;

/** A typed transfer's side the row may be a copy of: nothing from a bank or a file on it yet. */
function isOpenSide(tx: Tx): boolean {
  return (
    isTransfer(tx) &&
    tx.counterpartId !== undefined &&
    tx.bankId === undefined &&
    tx.importKey === undefined
  );
}

type Copy = { amount: number; date: string };

/** Of `near` (the same amount within PAIR_DAYS, in index order), the open side nearest in date. */
function nearestOpen(near: Tx[], copy: Copy, claimed: ReadonlySet<Id<"transactions">>) {
  const distance = (tx: Tx) => Math.abs(toDayNumber(tx.date) - toDayNumber(copy.date));
  const open = near.filter((tx) => isOpenSide(tx) && !claimed.has(tx._id));
  return open.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

/** The open side in `accountId` nearest in date to the copy, not already `claimed`. */
export async function typedSideOf(
  ctx: { db: QueryCtx["db"] },
  accountId: Id<"accounts">,
  copy: Copy,
  claimed: ReadonlySet<Id<"transactions">>,
): Promise<Tx | null> {
  const near = await ctx.db
    .query("transactions")
    .withIndex("by_account_amount_date", (q) =>
      q
        .eq("accountId", accountId)
        .eq("amount", copy.amount)
        .gte("date", addDays(copy.date, -PAIR_DAYS))
        .lte("date", addDays(copy.date, PAIR_DAYS)),
    )
    .take(SIDE_CANDIDATES);
  return nearestOpen(near, copy, claimed);
}

/**
 * typedSideOf for a chunk of rows, in their order: a side goes to the first row that takes
 * it. One index range over the rows' dates (± PAIR_DAYS) answers them all when the account
 * holds few rows there (a first import holds none), where asking row by row reads one range
 * per row; past `rangeCap` rows it asks row by row, so the read stays bounded either way.
 */
export async function typedSidesOf(
  ctx: { db: QueryCtx["db"] },
  accountId: Id<"accounts">,
  copies: Copy[],
  rangeCap = copies.length * 2,
): Promise<(Tx | null)[]> {
  if (copies.length === 0) return [];
  const claimed = new Set<Id<"transactions">>();
  const take = (side: Tx | null) => {
    if (side !== null) claimed.add(side._id);
    return side;
  };
  const dates = copies.map((copy) => copy.date).sort();
  const inRange = await ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) =>
      q
        .eq("accountId", accountId)
        .gte("date", addDays(dates[0], -PAIR_DAYS))
        .lte("date", addDays(dates.at(-1)!, PAIR_DAYS)),
    )
    .take(rangeCap + 1);
  if (inRange.length > rangeCap) {
    const sides: (Tx | null)[] = [];
    for (const copy of copies) sides.push(take(await typedSideOf(ctx, accountId, copy, claimed)));
    return sides;
  }
  // What by_account_amount_date gives typedSideOf: the amount's rows in (date, creation) order.
  const byAmount = new Map<number, Tx[]>();
  for (const tx of inRange) byAmount.set(tx.amount, [...(byAmount.get(tx.amount) ?? []), tx]);
  for (const rows of byAmount.values()) {
    rows.sort((a, b) => a.date.localeCompare(b.date) || a._creationTime - b._creationTime);
  }
  return copies.map((copy) => {
    const from = addDays(copy.date, -PAIR_DAYS);
    const to = addDays(copy.date, PAIR_DAYS);
    const near = (byAmount.get(copy.amount) ?? []).filter((tx) => tx.date >= from && tx.date <= to);
    return take(nearestOpen(near.slice(0, SIDE_CANDIDATES), copy, claimed));
  });
}

/** The side with the copy attached: its key, and cleared when the statement clears its rows. */
export function withCopy(side: Tx, importKey: string, cleared: boolean): Entry {
  const { _id, _creationTime, ...fields } = side;
  return {
    ...fields,
    importKey,
    ...(cleared && fields.cleared === undefined ? { cleared: "cleared" as const } : {}),
  };
}
