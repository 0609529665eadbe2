/**
 * Changing who belongs to a household: roles, removal, leaving. Every path that takes away a
 * person's open household opens their personal one in the same mutation, so each person
 * always has exactly one open household and their live queries move there at once.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { internal } from "../../_generated/api";
import { endConnectionsOf } from "../bankConnections/ownerLeft";
import { fail } from "../errors";
import {
  ensurePersonalHousehold,
  membershipsOf,
  membersOf,
  openHousehold,
  type Role,
} from "./access";
import { pendingOf } from "./invitations";
import { roleChanged } from "../notifications/household";

type Ctx = Pick<MutationCtx, "db" | "scheduler">;

/** Refuses a change that would leave others in the household without an owner. */
export function keepAnOwner(members: Doc<"householdMembers">[], leaving: Id<"users">): void {
  const others = members.filter((m) => m.userId !== leaving);
  const ownerLeft = others.some((m) => m.role === "owner");
  if (others.length > 0 && !ownerLeft) fail("HOUSEHOLD_OWNER_MUST_HAND_OVER");
}

/**
 * An owner who joined before `actor` is theirs to step down or leave, never another owner's to
 * demote or remove: someone let in as owner (by a stolen session, or an invitation from a
 * co-owner since gone) cannot push out the people whose household it was first.
 */
export function keepEarlierOwner(
  actor: Doc<"householdMembers">,
  target: Doc<"householdMembers">,
): void {
  if (target._id === actor._id) return;
  if (target.role === "owner" && target._creationTime < actor._creationTime)
    fail("HOUSEHOLD_EARLIER_OWNER");
}

export async function setRole(
  ctx: Ctx,
  actor: Doc<"householdMembers">,
  member: Doc<"householdMembers">,
  members: Doc<"householdMembers">[],
  role: Role,
): Promise<void> {
  if (member.role === "owner" && role !== "owner") {
    keepEarlierOwner(actor, member);
    keepAnOwner(members, member.userId);
  }
  await roleChanged(ctx, member, role);
  await ctx.db.patch("householdMembers", member._id, { role });
}

/**
 * What goes when a person stops being a member, however it happens (removed, leaving,
 * deleting their account): the invitations they sent, so nobody joins on their word once it
 * no longer counts. One place for every such path to grow.
 */
export async function memberLeft(
  ctx: Ctx,
  household: Doc<"households">,
  userId: Id<"users">,
): Promise<void> {
  // Their bank stops feeding a household they are no longer in.
  await endConnectionsOf(ctx, household.ledgerKey, userId);
  for (const invitation of await pendingOf(ctx, household._id)) {
    if (invitation.invitedBy === userId)
      await ctx.db.delete("householdInvitations", invitation._id);
  }
}

/**
 * Takes the person out of the household. When it was their open one, their personal household
 * opens, with `notice` (the household's name) when someone else removed them. A personal
 * household stops being theirs: they get a new, empty one.
 */
export async function dropMember(
  ctx: Ctx,
  household: Doc<"households">,
  member: Doc<"householdMembers">,
  notice: boolean,
): Promise<void> {
  await ctx.db.delete("householdMembers", member._id);
  await memberLeft(ctx, household, member.userId);
  const lostPersonal = household.personalOf === member.userId;
  if (lostPersonal) await ctx.db.patch("households", household._id, { personalOf: undefined });
  // Whoever belongs somewhere keeps a personal household (the mutation wrapper relies on it).
  if (!member.active) {
    if (lostPersonal) await ensurePersonalHousehold(ctx, member.userId);
    return;
  }
  const personal = await ensurePersonalHousehold(ctx, member.userId);
  await openHousehold(ctx, member.userId, personal);
  if (notice) {
    const rows = await membersOf(ctx, personal);
    const row = rows.find((m) => m.userId === member.userId);
    if (row !== undefined) {
      await ctx.db.patch("householdMembers", row._id, { notice: household.name });
    }
  }
}

/** Clears the "removed from …" notice on every membership of the person (they have read it). */
export async function dismissNotices(ctx: Pick<MutationCtx, "db">, userId: Id<"users">) {
  for (const row of await membershipsOf(ctx, userId)) {
    if (row.notice !== undefined)
      await ctx.db.patch("householdMembers", row._id, { notice: undefined });
  }
}

/**
 * Ends a household nobody belongs to any more: its invitations now, its data in batches
 * (the account-deletion batches, run on its ledger key: a data-holder row goes with them).
 */
export async function endHousehold(ctx: Ctx, household: Doc<"households">): Promise<void> {
  const invitations = await ctx.db
    .query("householdInvitations")
    .withIndex("by_household", (q) => q.eq("householdId", household._id))
    .take(200);
  for (const row of invitations) await ctx.db.delete("householdInvitations", row._id);
  await ctx.db.delete("households", household._id);
  const key = await ctx.db.get("users", household.ledgerKey);
  if (key?.householdLedger === true) {
    await ctx.scheduler.runAfter(0, internal.internal.accountDeletion.deleteBatch, {
      userId: household.ledgerKey,
    });
  }
}

/**
 * Account deletion: the person's personal household ends with them (its other members land
 * in their own, told why); shared ones stay with the others, the longest-standing member
 * becoming owner when the person was the last one. Every membership is handled, in rounds of
 * MAX_MEMBERSHIPS, so no household is left without a member. True when a household still
 * keeps its data under the person's id (their first household, handed over): the row then
 * stays as that household's key, stripped of everything personal.
 */
export async function leaveAll(ctx: Ctx, userId: Id<"users">): Promise<boolean> {
  for (;;) {
    const rows = await membershipsOf(ctx, userId);
    if (rows.length === 0) break;
    for (const row of rows) await leaveForGood(ctx, row);
  }
  const kept = await ctx.db
    .query("households")
    .withIndex("by_ledgerKey", (q) => q.eq("ledgerKey", userId))
    .first();
  return kept !== null;
}

async function leaveForGood(ctx: Ctx, row: Doc<"householdMembers">): Promise<void> {
  const { userId } = row;
  const household = await ctx.db.get("households", row.householdId);
  await ctx.db.delete("householdMembers", row._id);
  if (household === null) return;
  await memberLeft(ctx, household, userId);
  const others = (await membersOf(ctx, household._id))
    .filter((m) => m.userId !== userId)
    .sort((a, b) => a._creationTime - b._creationTime);
  if (household.personalOf === userId || others.length === 0) {
    for (const other of others) await dropMember(ctx, household, other, true);
    await endHousehold(ctx, household);
  } else if (row.role === "owner" && !others.some((m) => m.role === "owner")) {
    await ctx.db.patch("householdMembers", others[0]._id, { role: "owner" });
  }
}
