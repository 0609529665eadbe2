/** Storing the ledger's own categories: adding, renaming and regrouping, and starting a removal. */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { CategoryKey } from "../../shared/domain";
import { goOn } from "./move";

type WriteCtx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** Adds a category with fields checked by checkNewCategory. */
export async function insertCategory(
  ctx: WriteCtx,
  fields: { name: string; group?: string },
): Promise<Id<"categories">> {
  return await ctx.db.insert("categories", { userId: ctx.ledgerKey, ...fields });
}

/** Replaces the name and group (no group: the category leaves its group). */
export async function renameCategory(
  ctx: WriteCtx,
  id: Id<"categories">,
  name: string,
  group: string | undefined,
): Promise<void> {
  await ctx.db.replace("categories", id, {
    userId: ctx.ledgerKey,
    name,
    ...(group ? { group } : {}),
  });
}

/**
 * Hides the category from every picker at once (`movingTo`) and starts moving what it files
 * to `moveTo`, in scheduled batches (move.ts).
 */
export async function startCategoryRemoval(
  ctx: Pick<MutationCtx, "db" | "scheduler">,
  category: Doc<"categories">,
  moveTo: CategoryKey,
): Promise<void> {
  await ctx.db.patch("categories", category._id, { movingTo: moveTo });
  await goOn(ctx, category, undefined);
}
