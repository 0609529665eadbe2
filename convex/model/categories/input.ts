/**
 * A new category as the user (or a restored backup) sends it: names cleaned with the shared
 * text rules, at most CATEGORIES_MAX per user, each name once (case-insensitively). Used by
 * categories.create and by the restore, so both refuse exactly the same things.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { hasForbiddenChars, normalizeText } from "../../shared/text";
import { fail } from "../errors";

/** Enough for a detailed household; keeps every category picker one short list. */
export const CATEGORIES_MAX = 100;
const NAME_MAX = 40;

type Ctx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

export function cleanCategoryName(value: string | undefined, field: string, required: boolean) {
  const name = normalizeText(value ?? "");
  if (name === "") {
    if (required) fail("REQUIRED", field);
    return undefined;
  }
  if (hasForbiddenChars(name)) fail("INVALID_NAME", field);
  if (name.length > NAME_MAX) fail("NAME_TOO_LONG", field);
  return name;
}

export async function ownCategories(ctx: Ctx) {
  return await ctx.db
    .query("categories")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(CATEGORIES_MAX + 1);
}

/** Whether another live category of the user (not `except`) already has this name. */
export function nameTaken(
  rows: { _id: Id<"categories">; name: string; movingTo?: string | null }[],
  name: string,
  except?: Id<"categories">,
): boolean {
  const key = name.toLocaleLowerCase();
  return rows.some(
    (c) => c._id !== except && c.movingTo === undefined && c.name.toLocaleLowerCase() === key,
  );
}

/** The fields of a new category to store, or LIMIT_REACHED / CATEGORY_EXISTS / a name code. */
export async function checkNewCategory(ctx: Ctx, input: { name: unknown; group?: unknown }) {
  if (typeof input.name !== "string") fail("REQUIRED", "name");
  if (input.group !== undefined && typeof input.group !== "string") fail("INVALID_NAME", "group");
  const name = cleanCategoryName(input.name, "name", true)!;
  const group = cleanCategoryName(input.group, "group", false);
  const existing = await ownCategories(ctx);
  if (existing.length >= CATEGORIES_MAX) fail("LIMIT_REACHED");
  if (nameTaken(existing, name)) fail("CATEGORY_EXISTS", "name");
  return { name, ...(group ? { group } : {}) };
}
