/** Duplicate checks and category guesses for the import preview, reading only what they name. */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { CategoryKey } from "../../shared/domain";
import { matchKey, payeeKey } from "../../shared/importing";

type Ctx = { db: QueryCtx["db"]; userId: Id<"users"> };
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

/**
 * The category the user gave each payee most often in their last five transactions with it,
 * so an import files "REWE" where the user files it. Payees are matched as written.
 */
export async function historyCategories(
  ctx: Ctx,
  payees: string[],
): Promise<(CategoryKey | null)[]> {
  const guesses: (CategoryKey | null)[] = [];
  for (const payee of payees) {
    const name = payee.normalize("NFC").trim();
    if (payeeKey(name) === "") {
      guesses.push(null);
      continue;
    }
    const recent = await ctx.db
      .query("transactions")
      .withIndex("by_user_payee_date", (q) => q.eq("userId", ctx.userId).eq("payee", name))
      .order("desc")
      .take(5);
    const tally = new Map<CategoryKey, number>();
    for (const tx of recent) tally.set(tx.category, (tally.get(tx.category) ?? 0) + 1);
    const best = [...tally.entries()].sort((a, b) => b[1] - a[1])[0];
    guesses.push(best ? best[0] : null);
  }
  return guesses;
}
