/** The fields of per-user tables outside any one feature, declared once. */
import { v } from "convex/values";
import { vCurrency, vLanguage } from "../validators";

/** One record per user; created from the defaults when missing. */
export const userPreferenceFields = v.object({
  userId: v.id("users"),
  language: vLanguage,
  currency: vCurrency,
  darkMode: v.boolean(),
  /** Set once the user picks a display currency; until then it follows their first account. */
  currencyChosen: v.optional(v.boolean()),
  /** Budgets as spending caps ("tracking", the default) or envelopes (model/budgets/envelope.ts). */
  budgetType: v.optional(v.union(v.literal("tracking"), v.literal("envelope"))),
});

/** Every login, so Home can show "last login" (the session before the current one). */
export const loginEventFields = v.object({
  userId: v.id("users"),
  at: v.number(),
});

/** A user whose data is being removed in batches; one row while the deletion runs. */
export const accountDeletionFields = v.object({
  userId: v.id("users"),
  startedAt: v.number(),
});
