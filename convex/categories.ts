/**
 * The user's own categories, beside the 13 built-in ones (which stay and stay translated).
 * Budgets, reports, rules and splits take either kind. Deleting one asks where its
 * transactions go; they move there in batches (model/categories/move.ts).
 */
import { systemFields } from "convex-helpers/validators";
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { ensureCategory } from "./model/categories/check";
import { categoryFields } from "./model/categories/fields";
import {
  insertCategory,
  renameCategory,
  startCategoryRemoval,
} from "./model/categories/categories";
import { fail } from "./model/errors";
import { vCategory } from "./model/validators";
import {
  checkNewCategory,
  cleanCategoryName,
  nameTaken,
  ownCategories,
} from "./model/categories/input";

const vCategoryView = categoryFields.pick("name", "group").extend(systemFields("categories"));

/** The user's own categories (not those being deleted), by group then name. */
export const list = userQuery({
  args: {},
  returns: v.array(vCategoryView),
  handler: async (ctx) => {
    const rows = (await ownCategories(ctx)).filter((c) => c.movingTo === undefined);
    return rows
      .map(({ _id, _creationTime, name, group }) => ({ _id, _creationTime, name, group }))
      .sort((a, b) => (a.group ?? "").localeCompare(b.group ?? "") || a.name.localeCompare(b.name));
  },
});

const nameArgs = { name: v.string(), group: v.optional(v.string()) };

export const create = userMutation({
  args: nameArgs,
  returns: v.id("categories"),
  handler: async (ctx, args) => {
    const fields = await checkNewCategory(ctx, args);
    return await insertCategory(ctx, fields);
  },
});

export const update = userMutation({
  args: { id: v.id("categories"), ...nameArgs },
  returns: v.null(),
  handler: async (ctx, { id, ...args }) => {
    const current = await getOwned(ctx, "categories", id);
    if (current.movingTo !== undefined) fail("NOT_FOUND");
    const name = cleanCategoryName(args.name, "name", true)!;
    const group = cleanCategoryName(args.group, "group", false);
    if (nameTaken(await ownCategories(ctx), name, id)) fail("CATEGORY_EXISTS", "name");
    await renameCategory(ctx, id, name, group);
    return null;
  },
});

/**
 * Names of the user's deleted categories still being moved, or kept by reconciled
 * transactions (model/categories/move.ts): never offered, but those rows keep their label.
 */
export const retired = userQuery({
  args: {},
  returns: v.array(categoryFields.pick("name").extend({ _id: v.id("categories") })),
  handler: async (ctx) =>
    (await ownCategories(ctx))
      .filter((c) => c.movingTo !== undefined)
      .map(({ _id, name }) => ({ _id, name })),
});

/**
 * Deletes a category: its transactions (and split parts) move to `moveTo`, rules that set it
 * set `moveTo` instead, and its budgets go (a budget belongs to its category). The category
 * disappears from pickers at once; everything else happens in scheduled batches, each within
 * Convex's limits however long the history (model/categories/move.ts). Reconciled
 * transactions keep it, named through `retired`.
 */
export const remove = userMutation({
  args: { id: v.id("categories"), moveTo: vCategory },
  returns: v.null(),
  handler: async (ctx, { id, moveTo }) => {
    const category = await getOwned(ctx, "categories", id);
    if (category.movingTo !== undefined) return null;
    if (moveTo === id) fail("INVALID_ARGUMENT", "moveTo");
    await ensureCategory(ctx, moveTo, "moveTo");
    await startCategoryRemoval(ctx, category, moveTo);
    return null;
  },
});
