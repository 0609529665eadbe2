/** Households in tests: put a person into a household with a role, as an accepted invitation does. */
import type { Id } from "../_generated/dataModel";
import { openHousehold, type Role } from "../model/households/access";
import type { TestConvex } from "./helpers.testkit";

export async function joinHousehold(
  t: TestConvex,
  householdId: Id<"households">,
  userId: Id<"users">,
  role: Role,
): Promise<void> {
  await t.run(async (ctx) => {
    const household = await ctx.db.get("households", householdId);
    await ctx.db.insert("householdMembers", {
      householdId,
      userId,
      role,
      ledgerKey: household!.ledgerKey,
      active: false,
    });
    await openHousehold(ctx, userId, householdId);
  });
}

/** The person's open household. */
export async function openHouseholdOf(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) => {
    const row = await ctx.db
      .query("householdMembers")
      .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("active", true))
      .first();
    return row!.householdId;
  });
}
