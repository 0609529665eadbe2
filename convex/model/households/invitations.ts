/**
 * Invitations: a link e-mailed to an address ({SITE_URL}/join?token=…). The token is made in
 * an action (Convex gives actions real randomness), only its SHA-256 is stored; it is single
 * use, valid INVITATION_DAYS, and accepted only by a person signed in with that address.
 * Sends count against the per-address e-mail limit like every other link, and against a limit
 * per sender (rateLimits.ts). An invitation speaks for its sender: accepted, it gives at most
 * the role the sender holds now, and nothing once the sender has left (membership.memberLeft
 * also revokes what they sent).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { internal } from "../../_generated/api";
import { consumeUserLimit, reserveEmail } from "../auth/rateLimits";
import { normalizeEmail, sha256Hex } from "../auth/tokens";
import { fail } from "../errors";
import {
  ensureRoomForMembership,
  memberRow,
  membersOf,
  openHousehold,
  MAX_MEMBERS,
  type Role,
} from "./access";
import { memberJoined } from "../notifications/household";

export const INVITATION_DAYS = 7;
const DAY = 24 * 3600_000;

type Ctx = MutationCtx;

export async function pendingOf(
  ctx: { db: QueryCtx["db"] },
  householdId: Id<"households">,
): Promise<Doc<"householdInvitations">[]> {
  return await ctx.db
    .query("householdInvitations")
    .withIndex("by_household", (q) => q.eq("householdId", householdId))
    .take(MAX_MEMBERS);
}

export async function invite(
  ctx: Ctx,
  household: Doc<"households">,
  invitedBy: Id<"users">,
  rawEmail: string,
  role: Role,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const members = await membersOf(ctx, household._id);
  for (const member of members) {
    const user = await ctx.db.get("users", member.userId);
    if (user?.email !== undefined && normalizeEmail(user.email) === email)
      fail("ALREADY_MEMBER", "email");
  }
  const pending = await pendingOf(ctx, household._id);
  if (members.length + pending.length >= MAX_MEMBERS) fail("LIMIT_REACHED");
  await consumeUserLimit(ctx, "invitesPerSender", invitedBy);
  await reserveEmail(ctx, "householdInvite", email);
  // A new invitation to the same address replaces the older one (its link stops working).
  for (const old of pending) {
    if (old.email === email) await ctx.db.delete("householdInvitations", old._id);
  }
  const invitationId = await ctx.db.insert("householdInvitations", {
    householdId: household._id,
    email,
    role,
    invitedBy,
    expiresAt: Date.now() + INVITATION_DAYS * DAY,
  });
  await ctx.scheduler.runAfter(0, internal.internal.households.sendInvitation, { invitationId });
}

/** Withdraws an invitation of `householdId`; NOT_FOUND for one of another household. */
export async function revoke(
  ctx: { db: MutationCtx["db"] },
  householdId: Id<"households">,
  invitationId: Id<"householdInvitations">,
): Promise<void> {
  const row = await ctx.db.get("householdInvitations", invitationId);
  if (row === null || row.householdId !== householdId) fail("NOT_FOUND");
  await ctx.db.delete("householdInvitations", invitationId);
}

const RANK: Record<Role, number> = { viewer: 0, editor: 1, owner: 2 };

/**
 * The live invitation `token` names, with its household and the role it gives now: the
 * invited role, lowered to the sender's current one; null once the sender has left.
 */
async function lookUp(ctx: { db: QueryCtx["db"] }, token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = await sha256Hex(token);
  const invitation = await ctx.db
    .query("householdInvitations")
    .withIndex("by_hash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
  const household =
    invitation === null ? null : await ctx.db.get("households", invitation.householdId);
  if (invitation === null || household === null || invitation.expiresAt <= Date.now()) return null;
  const sender = await memberRow(ctx, household._id, invitation.invitedBy);
  if (sender === null) return null;
  const role = RANK[sender.role] < RANK[invitation.role] ? sender.role : invitation.role;
  return { invitation, household, role };
}

function isFor(invitation: Doc<"householdInvitations">, user: Doc<"users">): boolean {
  return user.email !== undefined && normalizeEmail(user.email) === invitation.email;
}

/**
 * What the /join page shows before the person joins: the household's name, who invited them
 * and with which role, and whether the link is for the address they are signed in with (null
 * for a link that is unknown, spent, revoked or expired). The invited address itself is not
 * returned: someone else may be holding a forwarded link.
 */
export async function preview(ctx: { db: QueryCtx["db"] }, user: Doc<"users">, token: string) {
  const found = await lookUp(ctx, token);
  if (found === null) return null;
  const { invitation, household, role } = found;
  const inviter = await ctx.db.get("users", invitation.invitedBy);
  return {
    household: household.name,
    invitedBy: inviter?.name ?? inviter?.email ?? null,
    role,
    forYou: isFor(invitation, user),
  };
}

/**
 * Joins the household of the invitation `token` names, with the role it gives now (lookUp).
 * Unknown, spent, revoked and expired links, and links of a sender who has left, are
 * INVALID_LINK alike; a link for another address is INVITATION_WRONG_ADDRESS; a person
 * already in MAX_MEMBERSHIPS households gets LIMIT_REACHED.
 */
export async function accept(
  ctx: Ctx,
  user: Doc<"users">,
  token: string,
): Promise<Id<"households">> {
  const found = await lookUp(ctx, token);
  if (found === null) fail("INVALID_LINK");
  const { invitation, household, role } = found;
  if (!isFor(invitation, user)) fail("INVITATION_WRONG_ADDRESS");
  await ctx.db.delete("householdInvitations", invitation._id);
  if ((await memberRow(ctx, household._id, user._id)) === null) {
    // The same cap as households.create: every way into a household counts.
    await ensureRoomForMembership(ctx, user._id);
    const joinedId = await ctx.db.insert("householdMembers", {
      householdId: household._id,
      userId: user._id,
      role,
      ledgerKey: household.ledgerKey,
      active: false,
    });
    const joined = (await ctx.db.get("householdMembers", joinedId))!;
    await memberJoined(ctx, household, joined, await membersOf(ctx, household._id));
  }
  await openHousehold(ctx, user._id, household._id);
  return household._id;
}
