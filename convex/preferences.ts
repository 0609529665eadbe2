import { v } from "convex/values";
import { query } from "./_generated/server";
import { personalMutation, personalQuery } from "./lib/functions";
import { userPreferenceFields } from "./model/users/fields";
import { findPreferences, pick, upsert } from "./model/users/preferences";

const preferencesValidator = userPreferenceFields.omit("userId");
const partialPreferences = preferencesValidator.partial().fields;

/** The signed-in user's preferences, or null while no record exists yet. */
export const get = personalQuery({
  args: {},
  returns: v.union(v.null(), preferencesValidator),
  handler: async (ctx) => {
    const doc = await findPreferences(ctx, ctx.personId);
    return doc ? pick(doc) : null;
  },
});

/**
 * Creates the record when missing: from the defaults, overlaid with what this browser
 * already uses, so a visitor who picked German before signing up keeps German. An existing
 * record is left as it is.
 */
export const ensure = personalMutation({
  args: partialPreferences,
  returns: preferencesValidator,
  handler: async (ctx, args) => {
    const existing = await findPreferences(ctx, ctx.personId);
    if (existing) return pick(existing);
    return upsert(ctx, ctx.personId, args);
  },
});

/** Saves any of language, currency and dark mode; every signed-in tab applies it at once. */
export const save = personalMutation({
  args: partialPreferences,
  returns: preferencesValidator,
  handler: async (ctx, args) => upsert(ctx, ctx.personId, args, true),
});

/**
 * The connectivity check: a cheap read the client subscribes to; when it does not
 * answer, preference changes are kept locally instead of saved.
 */
export const health = query({
  args: {},
  returns: v.object({ ok: v.boolean() }),
  handler: async () => ({ ok: true }),
});
