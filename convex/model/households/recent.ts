/** Home's "changed by others": the latest transactions other members added or changed. */
import { v } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { vCurrency } from "../validators";

export const vRecentChange = v.object({
  _id: v.id("transactions"),
  accountId: v.id("accounts"),
  payee: v.optional(v.string()),
  amount: v.number(),
  currency: vCurrency,
  date: v.string(),
  updatedBy: v.id("users"),
  updatedAt: v.number(),
  created: v.boolean(),
});

/** Bounded: the 30 latest changes of the household `ledgerKey`, of which those by others (at most 5). */
export async function recentChangesByOthers(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  actorId: Id<"users">,
): Promise<(typeof vRecentChange.type)[]> {
  const latest = await ctx.db
    .query("transactions")
    .withIndex("by_user_updatedAt", (q) => q.eq("userId", ledgerKey).gt("updatedAt", 0))
    .order("desc")
    .take(30);
  const out = [];
  for (const tx of latest) {
    if (out.length === 5) break;
    if (tx.updatedBy === undefined || tx.updatedAt === undefined || tx.updatedBy === actorId)
      continue;
    const account = await ctx.db.get("accounts", tx.accountId);
    if (account === null) continue;
    out.push({
      _id: tx._id,
      accountId: tx.accountId,
      payee: tx.payee,
      amount: tx.amount,
      currency: account.currency,
      date: tx.date,
      updatedBy: tx.updatedBy,
      updatedAt: tx.updatedAt,
      created: tx.createdBy === tx.updatedBy && tx._creationTime >= tx.updatedAt - 1000,
    });
  }
  return out;
}
