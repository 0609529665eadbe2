/** Which rows of an import chunk are not in the account yet, by their stable import keys. */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

type Keyed = { importKey?: string };

/**
 * The chunk's rows whose import key the account does not hold yet, each key once. A chunk's
 * keys mostly share a date span, so one index range from its smallest to its largest key
 * answers them all when the account holds few keys in between (a first import holds none);
 * past `rangeCap` rows it asks key by key instead, so the read stays bounded either way.
 */
export async function freshRows<T extends Keyed>(
  ctx: { db: QueryCtx["db"] },
  accountId: Id<"accounts">,
  rows: T[],
  rangeCap = rows.length * 2,
): Promise<T[]> {
  const keys = [...new Set(rows.map((row) => row.importKey as string))].sort();
  if (keys.length === 0) return [];
  const inRange = await ctx.db
    .query("transactions")
    .withIndex("by_account_importKey", (q) =>
      q.eq("accountId", accountId).gte("importKey", keys[0]).lte("importKey", keys.at(-1)!),
    )
    .take(rangeCap + 1);
  const held = new Set<string>();
  if (inRange.length <= rangeCap) {
    for (const tx of inRange) if (tx.importKey !== undefined) held.add(tx.importKey);
  } else {
    for (const key of keys) {
      const existing = await ctx.db
        .query("transactions")
        .withIndex("by_account_importKey", (q) => q.eq("accountId", accountId).eq("importKey", key))
        .first();
      if (existing !== null) held.add(key);
    }
  }
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.importKey as string;
    if (seen.has(key) || held.has(key)) return false;
    seen.add(key);
    return true;
  });
}
