/**
 * A payee: who was paid or who paid, as the user names them. Transactions keep the payee's name
 * (so the ledger, search and imports read it without a join); this row keeps what the payee
 * page and the form's suggestions need, maintained by the ledger in the same mutation as the
 * transactions (model/ledger/payeeStats.ts), so no screen ever totals a payee by scanning history.
 */
import { v } from "convex/values";
import { vCategory, vCurrency } from "../validators";
import { vInterval, vRecentCharge } from "../advisor/recentCharges";

export const payeeFields = v.object({
  userId: v.id("users"),
  /** As the user wrote it first (NFC, trimmed); every transaction of the payee carries it. */
  name: v.string(),
  /** payeeKey(name): lower case, spaces collapsed; one payee per key and user. */
  key: v.string(),
  /** Income and expense transactions with this payee (transfers have none). */
  count: v.number(),
  /** How often each category was used with this payee: the form's category guess. */
  categories: v.array(v.object({ category: vCategory, count: v.number() })),
  /** Signed sums per currency: income (> 0) and expense (< 0), in minor units. */
  totals: v.array(v.object({ currency: vCurrency, income: v.number(), expense: v.number() })),
  /** The user said no to "always file this payee in its usual category". */
  suggestionDismissed: v.optional(v.boolean()),
  /** The newest income and expenses with this payee, oldest first (advisor/recentCharges.ts). */
  recent: v.optional(v.array(vRecentCharge)),
  /** The rhythm the recurring detector finds in `recent`; absent when there is none. */
  rhythm: v.optional(vInterval),
});
