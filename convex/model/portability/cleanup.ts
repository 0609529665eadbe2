/**
 * What a restore writes, found again: the exported tables (but the preferences, which every
 * user has and a restore only overwrites) and the rows the ledger derives from transactions.
 * A restore starts only in an account without any of these (isEmpty), so while one runs they
 * are all its own: cancelling it, or an hour without progress, removes them in bounded batches.
 */
import type { Id, TableNames } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { OWNED } from "../users/ownedTables";
import { EXPORTED_TABLES } from "./tables";

const DERIVED: TableNames[] = [
  "payees",
  "transactionTags",
  "splitCategories",
  "monthlyRollups",
  "dailyNets",
];
const WRITTEN = new Set<TableNames>([
  ...EXPORTED_TABLES.filter((t) => t !== "userPreferences"),
  ...DERIVED,
]);

/** In "Delete my account"'s order, so rows go before the rows they refer to. */
const RESTORED = OWNED.filter(([table]) => WRITTEN.has(table));

/** Whether the user holds none of what a restore writes (one read per table). */
export async function holdsNoData(ctx: { db: QueryCtx["db"] }, userId: Id<"users">) {
  for (const [, find] of RESTORED) {
    if ((await find(ctx, userId, 1)).length > 0) return false;
  }
  return true;
}

/** Deletes up to `budget` restored documents; true when none is left. */
export async function deleteRestoredBatch(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  budget: number,
): Promise<boolean> {
  let left = budget;
  for (const [table, find] of RESTORED) {
    const rows = await find(ctx, userId, left);
    for (const row of rows) await ctx.db.delete(table, row._id as Id<typeof table>);
    left -= rows.length;
    if (left === 0) return false;
  }
  return true;
}
