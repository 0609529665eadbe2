/**
 * What the households API shows a person about their own memberships: the households they
 * belong to, who shares the open one, and why their open household changed under them.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { membershipsOf, membersOf } from "./access";

type ReadCtx = { db: QueryCtx["db"] };

/** The person's households with their role; `active` marks the open one, `personal` their own. */
export async function householdsOf(ctx: ReadCtx, personId: Id<"users">) {
  const out = [];
  for (const row of await membershipsOf(ctx, personId)) {
    const household = await ctx.db.get("households", row.householdId);
    if (household === null) continue;
    out.push({
      _id: household._id,
      name: household.name,
      role: row.role,
      active: row.active,
      personal: household.personalOf === personId,
    });
  }
  return out;
}

/** The household's members with their e-mail address (null for one without) and role. */
export async function membersWithEmail(ctx: ReadCtx, householdId: Id<"households">) {
  const out = [];
  for (const member of await membersOf(ctx, householdId)) {
    const user = await ctx.db.get("users", member.userId);
    out.push({ userId: member.userId, email: user?.email ?? null, role: member.role });
  }
  return out;
}

/** The name of the household an owner removed the person from, while they have not read it. */
export async function removalNotice(ctx: ReadCtx, personId: Id<"users">): Promise<string | null> {
  const row = await ctx.db
    .query("householdMembers")
    .withIndex("by_user_active", (q) => q.eq("userId", personId).eq("active", true))
    .first();
  return row?.notice ?? null;
}
