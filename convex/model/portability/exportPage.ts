/** One page of one exported table, as the export file holds it. */
import type { PaginationOptions } from "convex/server";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { USER_INDEX, type ExportedTable } from "./tables";

/**
 * One page of `owner`'s rows of `table`, without the owner field (the restoring user becomes
 * the owner) and without who entered a transaction (households): those name people of this
 * deployment only.
 */
export async function exportPage(
  ctx: { db: QueryCtx["db"] },
  table: ExportedTable,
  owner: Id<"users">,
  paginationOpts: PaginationOptions,
) {
  // Dynamic table and index names: each exported table's USER_INDEX starts with userId.
  const result = await ctx.db
    .query(table as "accounts")
    .withIndex(USER_INDEX[table] as "by_user", (q) => q.eq("userId", owner))
    .paginate(paginationOpts);
  return {
    page: result.page.map((row) => {
      const { userId: _userId, ...doc } = row;
      if (table !== "transactions") return doc;
      const {
        createdBy: _c,
        updatedBy: _u,
        updatedAt: _a,
        ...rest
      } = doc as Record<string, unknown>;
      return rest;
    }),
    isDone: result.isDone,
    continueCursor: result.continueCursor,
  };
}
