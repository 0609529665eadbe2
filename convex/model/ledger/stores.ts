/**
 * The stores a ledger write keeps in step with the transactions, described once. Single writes
 * (entries.ts) and batches (batch.ts) both hand their changes to keepStoresInStep, so a new
 * derived store is added here and nowhere else:
 * - per row, rewritten for each changed transaction: its tag rows (tags.ts) and its split
 *   category rows (splitCategories.ts); both write nothing for a row without tags or parts;
 * - per batch, summed over its rows and written once: the account's balance and cleared total
 *   (balances.ts), the running balance's day rows (dailyNets.ts), the monthly rollups
 *   (rollups.ts) and the payee statistics (payeeStats.ts).
 * A row's own derived fields (search text, month) are set on the row itself (prepareEntry).
 */
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { CurrencyCode } from "../../shared/currencies";
import { adjustBalance, clearedAmount } from "./balances";
import { applyDayChanges } from "./dailyNets";
import { syncPayees } from "./payeeStats";
import {
  addTotals,
  applyRollupDelta,
  rollupDeltasOf,
  ZERO_TOTALS,
  type RollupKey,
  type RollupTotals,
} from "./rollups";
import { syncSplitCategories } from "./splitCategories";
import { syncTags } from "./tags";

type Db = { db: MutationCtx["db"] };
type Row = WithoutSystemFields<Doc<"transactions">>;
type AccountRef = Pick<Doc<"accounts">, "_id" | "currency">;

/** One transaction's change: before (null: new) and after (null: deleted), same account. */
export interface LedgerChange {
  id: Id<"transactions">;
  before: Doc<"transactions"> | null;
  after: Row | null;
}

/** The stores kept beside each row, in the order a change rewrites them. */
const ROW_STORES: ((ctx: Db, change: LedgerChange, currency: CurrencyCode) => Promise<void>)[] = [
  (ctx, { id, before, after }, currency) => syncTags(ctx, id, before, after, currency),
  (ctx, { id, before, after }) => syncSplitCategories(ctx, id, before, after),
];

/**
 * Each row added (sign 1) or taken away (sign −1); `time`: the row's creation time when it
 * already exists (its position among the day's rows, dailyNets.ts).
 */
type Signed = { entry: Row; sign: 1 | -1; time?: number };

function signedOf(changes: LedgerChange[]): Signed[] {
  const signed: Signed[] = [];
  for (const { before, after } of changes) {
    if (before !== null) signed.push({ entry: before, sign: -1, time: before._creationTime });
    if (after !== null) {
      const time = before?._creationTime;
      signed.push({ entry: after, sign: 1, ...(time === undefined ? {} : { time }) });
    }
  }
  return signed;
}

/** Balance, day rows and rollups: each read and written once for the whole batch. */
async function applyTotals(ctx: Db, account: AccountRef, changes: Signed[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = new Map<string, { key: RollupKey; totals: RollupTotals }>();
  let balanceDelta = 0;
  let clearedDelta = 0;
  for (const { entry, sign } of changes) {
    balanceDelta += sign * entry.amount;
    clearedDelta += sign * clearedAmount(entry);
    for (const { key, totals } of rollupDeltasOf(entry)) {
      const id = `${key.month}|${key.category}`;
      const current = rows.get(id) ?? { key, totals: ZERO_TOTALS };
      rows.set(id, { key, totals: addTotals(current.totals, totals, sign) });
    }
  }
  await adjustBalance(ctx, account._id, balanceDelta, clearedDelta);
  // Before the rollups: a month's first rows make it complete only while it has no rollup yet.
  const owner = { _id: account._id, userId: changes[0].entry.userId };
  const days = changes.map(({ entry, sign, time }) => ({
    date: entry.date,
    amount: sign * entry.amount,
    ...(time === undefined ? {} : { time }),
  }));
  await applyDayChanges(ctx, owner, days);
  for (const { key, totals } of rows.values()) {
    // A row a batch takes away from and adds back to alike (a payee edit) is not touched.
    if (Object.values(totals).every((n) => n === 0)) continue;
    await applyRollupDelta(ctx, key, totals, account.currency);
  }
}

/**
 * Brings every derived store in step with changes already written to the transactions table
 * (inserted, replaced or deleted by the caller, in the same mutation).
 */
export async function keepStoresInStep(
  ctx: Db,
  account: AccountRef,
  changes: LedgerChange[],
): Promise<void> {
  for (const change of changes) {
    for (const store of ROW_STORES) await store(ctx, change, account.currency);
  }
  await applyTotals(ctx, account, signedOf(changes));
  await syncPayees(ctx, changes, account.currency);
}
