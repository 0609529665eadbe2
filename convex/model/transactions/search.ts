/**
 * Text search in the ledger's date order. Convex's search index returns matches by relevance,
 * at most 1,024 per query, and cannot order by date, so a search reads the SEARCH_LIMIT most
 * relevant matches (one more, to know whether there are others), keeps those that pass the
 * other filters, sorts them by date as the index would (same-day rows in insertion order) and
 * pages through that list by position. Every page reads the same bounded set, so the pages of
 * one moment neither overlap nor leave gaps; each reads at most SEARCH_LIMIT + 1 documents
 * plus its own rows' lookups, however long the history. When more than SEARCH_LIMIT match,
 * `searchIsPartial` says so and the UI tells the user to narrow the words.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { SEARCH_LIMIT } from "../../shared/domain";
import { fail } from "../errors";
import { searchTextOf } from "./extras";

/** One account's transactions, or all of a user's. */
export type SearchScope = { accountId: Id<"accounts"> } | { userId: Id<"users"> };
type Row = Doc<"transactions">;

/** The words to look for, as the search index stores them ("" when there are none). */
export function searchNeedle(notes: string | undefined): string {
  // Convex search takes at most 16 terms; more would fail the query rather than narrow it.
  return searchTextOf({ notes }).split(/\s+/).slice(0, 16).join(" ");
}

async function matches(ctx: { db: QueryCtx["db"] }, needle: string, scope: SearchScope) {
  const found = await ctx.db
    .query("transactions")
    .withSearchIndex("search_text", (q) => {
      const words = q.search("searchText", needle);
      return "accountId" in scope
        ? words.eq("accountId", scope.accountId)
        : words.eq("userId", scope.userId);
    })
    .take(SEARCH_LIMIT + 1);
  return { rows: found.slice(0, SEARCH_LIMIT), partial: found.length > SEARCH_LIMIT };
}

/** True when more than SEARCH_LIMIT transactions match, so the list shows only some. */
export async function searchIsPartial(
  ctx: { db: QueryCtx["db"] },
  needle: string,
  scope: SearchScope,
): Promise<boolean> {
  return needle !== "" && (await matches(ctx, needle, scope)).partial;
}

export const PREFIX = "search:";
export const END = `${PREFIX}end`;

/**
 * A cursor names the last row a page returned by its place in date order (date, then the
 * moment it was written), not by a position: rows a bulk change deletes, or that leave the
 * matches when their payee changes, and rows added meanwhile move no later page.
 */
export type Key = readonly [date: string, written: number];

export function keyOf(cursor: string | null | undefined): Key | "end" | null {
  if (cursor == null) return null;
  if (cursor === END) return "end";
  const match = /^search:(\d{4}-\d{2}-\d{2})\|(\d+(?:\.\d+)?)$/.exec(cursor);
  if (match === null) fail("INVALID_ARGUMENT", "cursor");
  return [match[1], Number(match[2])];
}

export const cursorOfKey = ([date, written]: Key) => `${PREFIX}${date}|${written}`;
export const cursorOf = (row: Row) => cursorOfKey([row.date, row._creationTime]);

export function compare(a: Key, b: Key): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1];
}

export function byDate(order: "asc" | "desc") {
  const sign = order === "asc" ? 1 : -1;
  return (a: Row, b: Row) => sign * compare([a.date, a._creationTime], [b.date, b._creationTime]);
}

/** Where the rows after `key` start in `rows` (sorted in `order`). */
function after(rows: Row[], key: Key | "end" | null, order: "asc" | "desc"): number {
  if (key === null) return 0;
  if (key === "end") return rows.length;
  const sign = order === "asc" ? 1 : -1;
  const index = rows.findIndex((r) => sign * compare([r.date, r._creationTime], key) > 0);
  return index === -1 ? rows.length : index;
}

/** One page of the matches that pass `test`, in date order. */
export async function searchPage(
  ctx: { db: QueryCtx["db"] },
  needle: string,
  scope: SearchScope,
  test: ((tx: Row) => boolean) | null,
  order: "asc" | "desc",
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Row>> {
  const { rows } = await matches(ctx, needle, scope);
  const kept = (test === null ? rows : rows.filter(test)).sort(byDate(order));
  const start = after(kept, keyOf(paginationOpts.cursor), order);
  // A page the client split ends where it was told to.
  const endKey = keyOf(paginationOpts.endCursor);
  const end =
    endKey === null
      ? Math.min(kept.length, start + paginationOpts.numItems)
      : Math.max(start, after(kept, endKey, order));
  const page = kept.slice(start, end);
  return {
    page,
    isDone: end >= kept.length,
    continueCursor:
      page.length > 0
        ? cursorOf(page[page.length - 1])
        : end >= kept.length
          ? END
          : (paginationOpts.cursor ?? END),
  };
}
