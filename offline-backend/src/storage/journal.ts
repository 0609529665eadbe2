/**
 * Query journals, as Convex keeps them for a subscribed paginated query: the first run
 * records where its page ended, and every re-run stops there, so rows added inside the page
 * make it grow (and rows removed shrink it) instead of pushing rows across into the next
 * page, where no page would show them. Convex allows one paginated query per function; the
 * journal pins the first.
 */
import type { PageResult, PaginateArgs } from "./paginate.js";

export type QueryJournal = {
  /** Where the page ended on the query's first run; null until then. */
  endCursor: string | null;
  /** This run already paginated (a second paginate in one function is left alone). */
  paged?: boolean;
};

export function pinnedPage(
  journal: QueryJournal | undefined,
  args: PaginateArgs,
  storage: { paginate(args: PaginateArgs): PageResult },
): PageResult {
  if (journal === undefined || journal.paged) return storage.paginate(args);
  journal.paged = true;
  // A client that names the end (a split page) already pins it.
  const pinned = args.endCursor ? args : { ...args, endCursor: journal.endCursor };
  const result = storage.paginate(pinned);
  journal.endCursor ??= result.continueCursor;
  return result;
}
