import { v } from "convex/values";
import { query } from "./_generated/server";
import type { Doc, Id } from "./_generated/dataModel";
import type { MutationCtx, QueryCtx } from "./_generated/server";
import { userMutation, userQuery } from "./lib/functions";
import { type CurrencyCode, DEFAULT_CURRENCY } from "./shared/currencies";
import { DEFAULT_LANGUAGE } from "./shared/domain";
import { userPreferenceFields } from "./model/users/fields";

/** Spec section 3 defaults: Spanish, US dollars, light mode. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LANGUAGE,
  currency: DEFAULT_CURRENCY,
  darkMode: false,
};

type Preferences = Pick<Doc<"userPreferences">, "language" | "currency" | "darkMode">;

const preferencesValidator = userPreferenceFields.omit("userId");
const partialPreferences = preferencesValidator.partial().fields;

async function findPreferences(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<Doc<"userPreferences"> | null> {
  return ctx.db
    .query("userPreferences")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

function pick(doc: Preferences): Preferences {
  return { language: doc.language, currency: doc.currency, darkMode: doc.darkMode };
}

/** The signed-in user's preferences, or null while no record exists yet. */
export const get = userQuery({
  args: {},
  returns: v.union(v.null(), preferencesValidator),
  handler: async (ctx) => {
    const doc = await findPreferences(ctx, ctx.userId);
    return doc ? pick(doc) : null;
  },
});

async function upsert(
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
 * A display currency the user never picked follows their first account (issue 15: a EUR
 * account under the USD default showed "Net worth (incomplete) $0.00" for want of a rate).
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

/**
 * Creates the record when missing (spec 4): from the defaults, overlaid with what this browser
 * already uses, so a visitor who picked German before signing up keeps German. An existing
 * record is left as it is.
 */
export const ensure = userMutation({
  args: partialPreferences,
  returns: preferencesValidator,
  handler: async (ctx, args) => {
    const existing = await findPreferences(ctx, ctx.userId);
    if (existing) return pick(existing);
    return upsert(ctx, ctx.userId, args);
  },
});

/** Saves any of language, currency and dark mode; every signed-in tab applies it at once. */
export const save = userMutation({
  args: partialPreferences,
  returns: preferencesValidator,
  handler: async (ctx, args) => upsert(ctx, ctx.userId, args, true),
});

/**
 * The connectivity check of spec 4: a cheap read the client subscribes to; when it does not
 * answer, preference changes are kept locally instead of saved.
 */
export const health = query({
  args: {},
  returns: v.object({ ok: v.boolean() }),
  handler: async () => ({ ok: true }),
});
