/**
 * Reading and writing a user's preferences record, shared by the preferences
 * API and by account creation (a first account's currency becomes the display currency).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { type CurrencyCode, DEFAULT_CURRENCY } from "../../shared/currencies";
import { DEFAULT_LANGUAGE } from "../../shared/domain";

export type Preferences = Pick<Doc<"userPreferences">, "language" | "currency" | "darkMode"> &
  Partial<Pick<Doc<"userPreferences">, "budgetType">>;

/** Defaults: Spanish, US dollars, light mode. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LANGUAGE,
  currency: DEFAULT_CURRENCY,
  darkMode: false,
};

export async function findPreferences(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<Doc<"userPreferences"> | null> {
  return ctx.db
    .query("userPreferences")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

export function pick(doc: Preferences): Preferences {
  const base = { language: doc.language, currency: doc.currency, darkMode: doc.darkMode };
  return doc.budgetType === undefined ? base : { ...base, budgetType: doc.budgetType };
}

export async function upsert(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  values: Partial<Preferences>,
  chosen = false,
): Promise<Preferences> {
  const existing = await findPreferences(ctx, userId);
  // Optional arguments arrive as undefined; they mean "leave as it is".
  const changes: Partial<Preferences> = {};
  if (values.language !== undefined) changes.language = values.language;
  if (values.currency !== undefined) changes.currency = values.currency;
  if (values.darkMode !== undefined) changes.darkMode = values.darkMode;
  if (values.budgetType !== undefined) changes.budgetType = values.budgetType;
  if (existing) {
    await ctx.db.patch("userPreferences", existing._id, {
      ...changes,
      ...(values.currency !== undefined && chosen ? { currencyChosen: true } : {}),
    });
    return { ...pick(existing), ...changes };
  }
  const created = { ...DEFAULT_PREFERENCES, ...changes };
  const mark = values.currency !== undefined && chosen ? { currencyChosen: true } : {};
  await ctx.db.insert("userPreferences", { ...created, userId, ...mark });
  return created;
}

/**
 * A display currency the user never picked follows their first account (a EUR account
 * under the USD default used to show "Net worth (incomplete) $0.00" for want of a rate).
 */
export async function adoptAccountCurrency(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  currency: CurrencyCode,
): Promise<void> {
  const existing = await findPreferences(ctx, userId);
  if (existing?.currencyChosen === true || existing?.currency === currency) return;
  if (existing) await ctx.db.patch("userPreferences", existing._id, { currency });
  else await ctx.db.insert("userPreferences", { ...DEFAULT_PREFERENCES, currency, userId });
}
