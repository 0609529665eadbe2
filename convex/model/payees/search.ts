/** Finding the ledger's payees by the start of their key: each read one bounded index range. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

type ReadCtx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

/** The end of the key range of every key that starts with `key`. */
const rangeEnd = (key: string) => `${key}\uffff`;

/** Up to `limit` payees whose key starts with `key`; the most used ones when `key` is empty. */
export async function suggestPayees(
  ctx: ReadCtx,
  key: string,
  limit: number,
): Promise<Doc<"payees">[]> {
  if (key === "") {
    return await ctx.db
      .query("payees")
      .withIndex("by_user_count", (q) => q.eq("userId", ctx.ledgerKey))
      .order("desc")
      .take(limit);
  }
  return await ctx.db
    .query("payees")
    .withIndex("by_user_key", (q) =>
      q.eq("userId", ctx.ledgerKey).gte("key", key).lt("key", rangeEnd(key)),
    )
    .take(limit);
}

/** One page of the payees by key, all of them or those whose key starts with `key`. */
export async function payeePage(
  ctx: ReadCtx,
  key: string,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"payees">>> {
  return await ctx.db
    .query("payees")
    .withIndex("by_user_key", (q) =>
      key === ""
        ? q.eq("userId", ctx.ledgerKey)
        : q.eq("userId", ctx.ledgerKey).gte("key", key).lt("key", rangeEnd(key)),
    )
    .paginate(paginationOpts);
}
