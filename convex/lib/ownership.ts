/**
 * Ownership checks for every user-owned table. A document that does not exist and a document
 * owned by someone else give the same NOT_FOUND, so ids of other users' data leak nothing.
 */
import type { Doc, Id, TableNames } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { fail } from "../model/errors";

interface OwnerCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

/** Tables whose documents belong to one user of ours (Convex Auth's own tables excluded). */
export type OwnedTable = Exclude<
  {
    [T in TableNames]: Doc<T> extends { userId: Id<"users"> } ? T : never;
  }[TableNames],
  `auth${string}`
>;

function notFound(): never {
  fail("NOT_FOUND");
}

/**
 * The signed-in user's document `id` of `table`, or NOT_FOUND. An account being deleted
 * (deletingAt set) is already gone as far as callers can tell.
 */
export async function getOwned<T extends OwnedTable>(
  ctx: OwnerCtx,
  table: T,
  // NoInfer: the table names T, so an id of another table is a type error, not a union.
  id: Id<NoInfer<T>>,
): Promise<Doc<T>> {
  const doc = await ctx.db.get(table, id);
  // Every OwnedTable has userId; only accounts have deletingAt (undefined elsewhere).
  const owned = doc as { userId: Id<"users">; deletingAt?: number } | null;
  if (owned === null || owned.userId !== ctx.ledgerKey || owned.deletingAt !== undefined) {
    return notFound();
  }
  return doc as Doc<T>;
}
