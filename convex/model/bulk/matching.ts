/**
 * "Select all matching the filter": the next page of transactions a bulk change applies to,
 * walked with the ledger list's own arguments, BULK_MAX at a time.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { getOwned } from "../../lib/ownership";
import { type ListArgs, listPage, predicateOf, validateListArgs } from "../transactions/list";
import { cursorOfKey, searchNeedle } from "../transactions/search";
import { walkMatches } from "../transactions/searchWalk";
import { BULK_MAX } from "./bulk";

/**
 * The ids of the next page of the account's transactions matching `filters`, and the cursor
 * after it (null at the end). A text search goes through every match, month by month
 * (model/transactions/searchWalk.ts), not only the SEARCH_LIMIT the list shows.
 */
export async function matchingPage(
  ctx: { db: QueryCtx["db"]; ledgerKey: Id<"users"> },
  {
    cursor,
    allowReconciled: _a,
    ...filters
  }: { cursor: string | null; allowReconciled?: boolean } & ListArgs,
): Promise<{ ids: Id<"transactions">[]; next: string | null }> {
  const account = await getOwned(ctx, "accounts", filters.accountId);
  const needle = searchNeedle(filters.notes);
  if (needle !== "") {
    // Every match, not only those one search returns: the walk goes month by month.
    validateListArgs(filters);
    const scope = { accountId: account._id };
    const query = { needle, scope, test: predicateOf(filters), order: filters.order ?? "desc" };
    const step = await walkMatches(ctx, { ...query, range: filters }, cursor, BULK_MAX);
    const next = step.next === "end" ? null : cursorOfKey(step.next);
    return { ids: step.rows.map((tx) => tx._id), next };
  }
  const page = await listPage(ctx, account, filters, { numItems: BULK_MAX, cursor });
  return { ids: page.page.map((tx) => tx._id), next: page.isDone ? null : page.continueCursor };
}
