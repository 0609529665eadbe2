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

/** The open side in `accountId` nearest in date to the copy, not already `claimed`. */
export async function typedSideOf(
  ctx: { db: QueryCtx["db"] },
  accountId: Id<"accounts">,
  copy: { amount: number; date: string },
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
  const distance = (tx: Tx) => Math.abs(toDayNumber(tx.date) - toDayNumber(copy.date));
  const open = near.filter((tx) => isOpenSide(tx) && !claimed.has(tx._id));
  return open.sort((a, b) => distance(a) - distance(b))[0] ?? null;
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
