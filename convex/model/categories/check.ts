/**
 * Whether a category key may be used by this user: a built-in category, or one of their own
 * that is not being deleted. Every write that takes a category from the client goes through
 * here (entries, split parts, transfers, schedules, budgets, rules, bulk edits, imports).
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { getOwned } from "../../lib/ownership";
import { isCategory } from "../../shared/domain";
import { fail } from "../errors";

type Ctx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

export async function ensureCategory(
  ctx: Ctx,
  key: string | undefined,
  field = "category",
): Promise<void> {
  if (key === undefined || isCategory(key) || key === "overall") return;
  const id = ctx.db.normalizeId("categories", key);
  if (id === null) fail("INVALID_ARGUMENT", field);
  const own = await getOwned(ctx, "categories", id);
  if (own.movingTo !== undefined) fail("NOT_FOUND", field);
}

/** Each distinct key once: an import chunk or a split names the same few categories often. */
export async function ensureCategories(
  ctx: Ctx,
  keys: (string | undefined)[],
  field = "category",
): Promise<void> {
  for (const key of new Set(keys)) await ensureCategory(ctx, key, field);
}
