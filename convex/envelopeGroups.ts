/**
 * Category groups of the envelope budget: create, rename, order and remove them, put a
 * category in one, and fold a group for oneself. The groups and their subtotals are read with
 * the month (budgets.envelope). Logic in model/budgets/envelopeGroups.ts.
 */
import { v } from "convex/values";
import { personalMutation, userMutation } from "./lib/functions";
import {
  createGroup,
  moveGroup,
  placeCategory,
  removeGroup,
  renameGroup,
  setCollapsed as setCollapsedOf,
} from "./model/budgets/envelopeGroups";
import { vCategory } from "./model/validators";

export const create = userMutation({
  args: { name: v.string() },
  returns: v.id("envelopeGroups"),
  handler: async (ctx, { name }) => await createGroup(ctx, name),
});

export const rename = userMutation({
  args: { id: v.id("envelopeGroups"), name: v.string() },
  returns: v.null(),
  handler: async (ctx, { id, name }) => {
    await renameGroup(ctx, id, name);
    return null;
  },
});

/** Moves a group one place up or down among the groups. */
export const move = userMutation({
  args: { id: v.id("envelopeGroups"), direction: v.union(v.literal("up"), v.literal("down")) },
  returns: v.null(),
  handler: async (ctx, { id, direction }) => {
    await moveGroup(ctx, id, direction);
    return null;
  },
});

/** Removes a group; its categories (and their money) stay, in "Other categories". */
export const remove = userMutation({
  args: { id: v.id("envelopeGroups") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await removeGroup(ctx, id);
    return null;
  },
});

/** Puts a spending category in a group, or in none (`group: null`). */
export const setCategoryGroup = userMutation({
  args: { category: vCategory, group: v.union(v.id("envelopeGroups"), v.null()) },
  returns: v.null(),
  handler: async (ctx, { category, group }) => {
    await placeCategory(ctx, category, group);
    return null;
  },
});

/**
 * Folds or unfolds a group (an id, or "ungrouped") for the signed-in person only. Folding
 * changes no money, so a viewer of the household may fold too: per person, in the open
 * household's books.
 */
export const setCollapsed = personalMutation({
  args: { group: v.string(), collapsed: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { group, collapsed }) => {
    await setCollapsedOf(ctx, ctx.personId, group, collapsed);
    return null;
  },
});
