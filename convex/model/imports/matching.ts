/** Duplicate checks for the import preview, reading only the days and ids they name. */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { matchKey } from "../../shared/importing";

type Ctx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };
type Key = { date: string; amount: number; payee?: string };

/** Transactions already in the account per key, and the FITIDs imported before. */
export async function existingMatches(
  ctx: Ctx,
  accountId: Id<"accounts">,
  keys: Key[],
  fitIds: string[],
): Promise<{ counts: number[]; importedFitIds: string[] }> {
  const perKey = new Map<string, number>();
  for (const date of new Set(keys.map((k) => k.date))) {
    const sameDay = await ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) => q.eq("accountId", accountId).eq("date", date))
      .collect();
    for (const tx of sameDay) {
      const key = matchKey(tx);
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
  }
  const importedFitIds: string[] = [];
  for (const fitId of new Set(fitIds)) {
    const hit = await ctx.db
      .query("transactions")
      .withIndex("by_account_importKey", (q) =>
        q.eq("accountId", accountId).eq("importKey", `fitid:${fitId}`),
      )
      .first();
    if (hit !== null) importedFitIds.push(fitId);
  }
  return { counts: keys.map((k) => perKey.get(matchKey(k)) ?? 0), importedFitIds };
}
