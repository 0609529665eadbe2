/**
 * What the households API resolves before it acts: the caller's open household and their row
 * in it, as an owner when the change needs one, and the member an owner acts on.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { normalizeText } from "../../shared/text";
import { validateName } from "../../shared/validation";
import { fail } from "../errors";
import { ensurePersonalHousehold, memberRow, membersOf, ownersOnly, resolveAccess } from "./access";

type Ctx = Pick<MutationCtx, "db">;

/** The caller's open household and their row in it (made now for a user not migrated yet). */
export async function openOf(ctx: Ctx, userId: Id<"users">) {
  await ensurePersonalHousehold(ctx, userId);
  const { householdId } = await resolveAccess(ctx, userId);
  const household = householdId === null ? null : await ctx.db.get("households", householdId);
  const row = household === null ? null : await memberRow(ctx, household._id, userId);
  if (household === null || row === null) fail("NOT_FOUND");
  return { household, row };
}

export async function ownerOf(ctx: Ctx, userId: Id<"users">) {
  const open = await openOf(ctx, userId);
  if (open.row.role !== "owner") ownersOnly();
  return open;
}

/** The owner `actorId`'s open household, `userId`'s row in it and all its members. */
export async function targetOf(ctx: Ctx, actorId: Id<"users">, userId: Id<"users">) {
  const open = await ownerOf(ctx, actorId);
  const target = await memberRow(ctx, open.household._id, userId);
  if (target === null) fail("NOT_FOUND");
  return { ...open, target, members: await membersOf(ctx, open.household._id) };
}

/** A household name as typed, normalized; the name rule's code on `name` when it breaks it. */
export function cleanName(name: string): string {
  const normalized = normalizeText(name);
  const problem = validateName(normalized);
  if (problem) fail(problem, "name");
  return normalized;
}
