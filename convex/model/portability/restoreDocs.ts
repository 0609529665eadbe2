/** Inserting one restored document: owner set, references checked, derived fields reset. */
import { ensureCategory } from "../categories/check";
import type { Id, TableNames } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import { idFieldsOf } from "./idFields";
import type { ExportedTable } from "./tables";

type Ctx = { db: MutationCtx["db"]; userId: Id<"users"> };

/** A reference from a restored document: must be an id of the user's own document. */
export async function ownedRef<T extends TableNames>(
  ctx: Ctx,
  table: T,
  value: unknown,
): Promise<Id<T>> {
  const id = typeof value === "string" ? ctx.db.normalizeId(table, value) : null;
  const doc = id === null ? null : await ctx.db.get(table, id);
  if (id === null || doc === null || (doc as { userId?: Id<"users"> }).userId !== ctx.userId) {
    fail("NOT_FOUND");
  }
  return id;
}

export async function insertRestored(
  ctx: Ctx,
  table: ExportedTable,
  raw: unknown,
): Promise<string> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    fail("INVALID_ARGUMENT", "docs");
  const { _id, _creationTime, userId: _userId, ...doc } = raw as Record<string, unknown>;
  for (const { field, table: target } of idFieldsOf(table)) {
    if (doc[field] !== undefined) doc[field] = await ownedRef(ctx, target, doc[field]);
  }
  // A category held beside a built-in name (a union, not an id field) is checked here.
  if (table === "budgets") await ensureCategory(ctx, doc.scope as string, "scope");
  if (table === "schedules") await ensureCategory(ctx, doc.category as string);
  if (table === "rules") await ensureCategory(ctx, doc.setCategory as string | undefined);
  if (table === "accounts") {
    // The balance is rebuilt from the restored transactions; a half-deleted account stays gone.
    doc.balance = doc.initialBalance;
    delete doc.clearedTotal;
    delete doc.deletingAt;
  }
  if (table === "userPreferences") {
    const existing = await ctx.db
      .query("userPreferences")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .first();
    if (existing !== null) {
      await ctx.db.patch("userPreferences", existing._id, doc);
      return existing._id;
    }
  }
  // The schema validates every field on insert; a malformed file fails here, writing nothing.
  return await ctx.db.insert(table, { ...doc, userId: ctx.userId } as never);
}
