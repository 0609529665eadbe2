/** The provider's data as it crosses from an action into a mutation. */
import { v } from "convex/values";

export const vBankAccountData = v.object({
  externalId: v.string(),
  name: v.string(),
  org: v.optional(v.string()),
  currency: v.string(),
  balance: v.string(),
});
