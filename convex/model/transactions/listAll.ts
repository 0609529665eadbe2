/**
 * The ledger across all of a user's accounts: the same filters as one account's list
 * (list.ts), read through the user-level indexes instead (by_user_date,
 * by_user_category_date, the search index's userId filter, transactionTags by user). Each row
 * carries its own account's currency; the page's accounts are read once each.
 */
import { filter } from "convex-helpers/server/filter";
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { ensureCategory } from "../categories/check";
import { searchTextOf } from "./extras";
import { listArgs, predicateOf, validateListArgs, withDates, type ListArgs } from "./list";
import { toTransactionView, type TransactionView } from "./views";

const { accountId: _one, ...filters } = listArgs;
export const listAllArgs = filters;
type Args = Omit<ListArgs, "accountId">;
type Ctx = { db: QueryCtx["db"]; userId: Id<"users"> };

async function rows(
  ctx: Ctx,
  args: Args,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"transactions">>> {
  const { minAmount, maxAmount, category } = args;
  const needle = searchTextOf({ notes: args.notes }).split(/\s+/).slice(0, 16).join(" ");
  if (needle !== "") {
    const query = ctx.db
      .query("transactions")
      .withSearchIndex("search_text", (q) =>
        q.search("searchText", needle).eq("userId", ctx.userId),
      );
    const test = predicateOf(args);
    return await (test ? filter(query, test) : query).paginate(paginationOpts);
  }
  const { tag } = args;
  if (tag !== undefined) {
    const tagged = ctx.db
      .query("transactionTags")
      .withIndex("by_user_tag_date", (q) =>
        withDates(q.eq("userId", ctx.userId).eq("tag", tag), args),
      )
      .order(args.order ?? "desc");
    const sized = predicateOf({ minAmount, maxAmount });
    const result = await (
      sized ? filter(tagged, (row) => sized(row as unknown as Doc<"transactions">)) : tagged
    ).paginate(paginationOpts);
    const docs = await Promise.all(
      result.page.map((r) => ctx.db.get("transactions", r.transactionId)),
    );
    const test = predicateOf({ category });
    const page = docs.filter((tx) => tx !== null && (test === null || test(tx)));
    return { ...result, page: page as Doc<"transactions">[] };
  }
  const table = ctx.db.query("transactions");
  const query =
    category === undefined
      ? table.withIndex("by_user_date", (q) => withDates(q.eq("userId", ctx.userId), args))
      : table.withIndex("by_user_category_date", (q) =>
          withDates(q.eq("userId", ctx.userId).eq("category", category), args),
        );
  const ordered = query.order(args.order ?? "desc");
  const sized = predicateOf({ minAmount, maxAmount });
  return await (sized ? filter(ordered, sized) : ordered).paginate(paginationOpts);
}

export async function listAllPage(
  ctx: Ctx,
  args: Args,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<TransactionView>> {
  validateListArgs(args);
  // Someone else's category id is refused like any other document of theirs.
  await ensureCategory(ctx, args.category);
  const result = await rows(ctx, args, paginationOpts);
  const accounts = new Map<Id<"accounts">, Doc<"accounts"> | null>();
  const page: TransactionView[] = [];
  for (const tx of result.page) {
    if (!accounts.has(tx.accountId)) {
      accounts.set(tx.accountId, await ctx.db.get("accounts", tx.accountId));
    }
    const account = accounts.get(tx.accountId);
    // An account being deleted is already gone for the user; its rows leave with it.
    if (account == null || account.deletingAt !== undefined) continue;
    page.push(await toTransactionView(ctx, tx, account.currency));
  }
  return { ...result, page };
}
