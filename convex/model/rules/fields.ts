/**
 * A rule that files transactions for the user: "when the payee (or the notes) contains or
 * equals X — optionally only for amounts in a range, or in one account — set the category,
 * rename the payee, add a tag". Rules run when a transaction is entered or imported
 * (model/rules/apply.ts) and, after a preview, on existing ones (convex/rules.ts).
 */
import { v } from "convex/values";
import { vCategory } from "../validators";

export const vRuleField = v.union(v.literal("payee"), v.literal("notes"));
export const vRuleOp = v.union(v.literal("contains"), v.literal("equals"));

/** What the user sets: the condition and the actions. */
export const ruleInputFields = {
  field: vRuleField,
  op: vRuleOp,
  /** The text to look for, as typed; compared case- and spacing-insensitively (payeeKey). */
  text: v.string(),
  /** Bounds on |amount| in the account's minor units, inclusive. */
  minAmount: v.optional(v.number()),
  maxAmount: v.optional(v.number()),
  accountId: v.optional(v.id("accounts")),
  setCategory: v.optional(vCategory),
  setPayee: v.optional(v.string()),
  addTag: v.optional(v.string()),
};

export const ruleFields = v.object({
  userId: v.id("users"),
  ...ruleInputFields,
  /** Rules run oldest first; a later rule's action wins over an earlier one's. */
  createdAt: v.number(),
});
