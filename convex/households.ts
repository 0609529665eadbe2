/**
 * Households: who shares the books, with which role, and which household each
 * person has open. The design: model/households/access.ts. These functions are per person
 * (personal*): they act on the caller's memberships, never through another household's key.
 */
import { v } from "convex/values";
import { personalMutation, personalQuery, userQuery } from "./lib/functions";
import { requireRecentAuth } from "./model/auth/twoFactor";
import { fail } from "./model/errors";
import {
  ensurePersonalHousehold,
  MAX_MEMBERSHIPS,
  memberRow,
  membersOf,
  openHousehold,
  createHousehold,
  resolveAccess,
} from "./model/households/access";
import { cleanName, openOf, ownerOf, targetOf } from "./model/households/caller";
import { vHouseholdRole } from "./model/households/fields";
import {
  accept as acceptInvitation,
  invite as sendInvite,
  pendingOf,
  preview as previewInvitation,
} from "./model/households/invitations";
import {
  dropMember,
  endHousehold,
  keepAnOwner,
  keepEarlierOwner,
  setRole as changeRole,
} from "./model/households/membership";
import { recentChangesByOthers, vRecentChange } from "./model/households/recent";
import { validateEmail } from "./shared/validation";

const vHousehold = v.object({
  _id: v.id("households"),
  name: v.string(),
  role: vHouseholdRole,
  active: v.boolean(),
  personal: v.boolean(),
});

/**
 * The households the caller belongs to; `active` marks the open one, `personal` the one that
 * holds their own books (which they cannot leave while alone in it).
 */
export const mine = personalQuery({
  args: {},
  returns: v.array(vHousehold),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("householdMembers")
      .withIndex("by_user_active", (q) => q.eq("userId", ctx.personId))
      .take(MAX_MEMBERSHIPS);
    const out = [];
    for (const row of rows) {
      const household = await ctx.db.get("households", row.householdId);
      if (household === null) continue;
      out.push({
        _id: household._id,
        name: household.name,
        role: row.role,
        active: row.active,
        personal: household.personalOf === ctx.personId,
      });
    }
    return out;
  },
});

/** The open household's members (any member may see who shares the books). */
export const members = personalQuery({
  args: {},
  returns: v.array(
    v.object({ userId: v.id("users"), email: v.union(v.string(), v.null()), role: vHouseholdRole }),
  ),
  handler: async (ctx) => {
    const { householdId } = await resolveAccess(ctx, ctx.personId);
    if (householdId === null)
      return [{ userId: ctx.personId, email: ctx.user.email ?? null, role: "owner" as const }];
    const out = [];
    for (const member of await membersOf(ctx, householdId)) {
      const user = await ctx.db.get("users", member.userId);
      out.push({ userId: member.userId, email: user?.email ?? null, role: member.role });
    }
    return out;
  },
});

/** Pending invitations of the open household (its owners only; others get an empty list). */
export const invitations = personalQuery({
  args: {},
  returns: v.array(
    v.object({
      _id: v.id("householdInvitations"),
      email: v.string(),
      role: vHouseholdRole,
      expiresAt: v.number(),
    }),
  ),
  handler: async (ctx) => {
    const { householdId, role } = await resolveAccess(ctx, ctx.personId);
    if (householdId === null || role !== "owner") return [];
    const now = Date.now();
    return (await pendingOf(ctx, householdId))
      .filter((row) => row.expiresAt > now)
      .map(({ _id, email, role, expiresAt }) => ({ _id, email, role, expiresAt }));
  },
});

/** Why the caller's open household changed under them (removed by an owner), or null. */
export const notice = personalQuery({
  args: {},
  returns: v.union(v.null(), v.object({ removedFrom: v.string() })),
  handler: async (ctx) => {
    const row = await ctx.db
      .query("householdMembers")
      .withIndex("by_user_active", (q) => q.eq("userId", ctx.personId).eq("active", true))
      .first();
    return row?.notice === undefined ? null : { removedFrom: row.notice };
  },
});

export const dismissNotice = personalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("householdMembers")
      .withIndex("by_user_active", (q) => q.eq("userId", ctx.personId))
      .take(MAX_MEMBERSHIPS);
    for (const row of rows) {
      if (row.notice !== undefined)
        await ctx.db.patch("householdMembers", row._id, { notice: undefined });
    }
    return null;
  },
});

/** A new household, owned by the caller and opened at once. */
export const create = personalMutation({
  args: { name: v.string() },
  returns: v.id("households"),
  handler: async (ctx, { name }) => {
    await ensurePersonalHousehold(ctx, ctx.personId);
    const count = await ctx.db
      .query("householdMembers")
      .withIndex("by_user_active", (q) => q.eq("userId", ctx.personId))
      .take(MAX_MEMBERSHIPS);
    if (count.length >= MAX_MEMBERSHIPS) fail("LIMIT_REACHED");
    const householdId = await createHousehold(ctx, ctx.personId, cleanName(name), false);
    await openHousehold(ctx, ctx.personId, householdId);
    return householdId;
  },
});

/** Renames the open household (owners). */
export const rename = personalMutation({
  args: { name: v.string() },
  returns: v.null(),
  handler: async (ctx, { name }) => {
    const { household } = await ownerOf(ctx, ctx.personId);
    await ctx.db.patch("households", household._id, { name: cleanName(name) });
    return null;
  },
});

/**
 * E-mails a /join link for the open household to `email` (owners). Letting someone into the
 * books is what a stolen session would do to keep them: it needs a recent proof
 * (REAUTH_REQUIRED), as do role changes and removals.
 */
export const invite = personalMutation({
  args: { email: v.string(), role: vHouseholdRole },
  returns: v.null(),
  handler: async (ctx, { email, role }) => {
    const problem = validateEmail(email.trim());
    if (problem) fail(problem, "email");
    const { household } = await ownerOf(ctx, ctx.personId);
    await requireRecentAuth(ctx);
    await sendInvite(ctx, household, ctx.personId, email, role);
    return null;
  },
});

export const revokeInvitation = personalMutation({
  args: { invitationId: v.id("householdInvitations") },
  returns: v.null(),
  handler: async (ctx, { invitationId }) => {
    const { household } = await ownerOf(ctx, ctx.personId);
    const row = await ctx.db.get("householdInvitations", invitationId);
    if (row === null || row.householdId !== household._id) fail("NOT_FOUND");
    await ctx.db.delete("householdInvitations", invitationId);
    return null;
  },
});

/** What an e-mailed invitation offers, for the /join page (null once it is spent). */
export const invitation = personalQuery({
  args: { token: v.string() },
  returns: v.union(
    v.null(),
    v.object({
      household: v.string(),
      invitedBy: v.union(v.string(), v.null()),
      role: vHouseholdRole,
      forYou: v.boolean(),
    }),
  ),
  handler: async (ctx, { token }) => await previewInvitation(ctx, ctx.user, token),
});

/** Joins the household of an e-mailed invitation and opens it. */
export const accept = personalMutation({
  args: { token: v.string() },
  returns: v.id("households"),
  handler: async (ctx, { token }) => {
    await ensurePersonalHousehold(ctx, ctx.personId);
    return await acceptInvitation(ctx, ctx.user, token);
  },
});

/** Opens another of the caller's households (remembered for all their devices). */
export const switchTo = personalMutation({
  args: { householdId: v.id("households") },
  returns: v.null(),
  handler: async (ctx, { householdId }) => {
    if ((await memberRow(ctx, householdId, ctx.personId)) === null) fail("NOT_FOUND");
    await openHousehold(ctx, ctx.personId, householdId);
    return null;
  },
});

/**
 * Changes a member's role (owners, with a recent proof); the last owner cannot step down while
 * others remain, and an owner who joined earlier is not another owner's to demote.
 */
export const setRole = personalMutation({
  args: { userId: v.id("users"), role: vHouseholdRole },
  returns: v.null(),
  handler: async (ctx, { userId, role }) => {
    const { row, target, members } = await targetOf(ctx, ctx.personId, userId);
    await requireRecentAuth(ctx);
    await changeRole(ctx, row, target, members, role);
    return null;
  },
});

/**
 * Takes a member out (owners, with a recent proof): their access ends at once; what they
 * entered stays. An owner who joined earlier leaves only by their own hand.
 */
export const removeMember = personalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    if (userId === ctx.personId) fail("INVALID_ARGUMENT");
    const { household, row, target } = await targetOf(ctx, ctx.personId, userId);
    await requireRecentAuth(ctx);
    keepEarlierOwner(row, target);
    await dropMember(ctx, household, target, true);
    return null;
  },
});

/**
 * Leaves the open household. An owner hands ownership over first when others remain
 * (HOUSEHOLD_OWNER_MUST_HAND_OVER); the last member of a shared household ends it; the only
 * member of a personal household cannot leave it (it is where their own books are).
 */
export const leave = personalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const { household, row } = await openOf(ctx, ctx.personId);
    const all = await membersOf(ctx, household._id);
    if (row.role === "owner") keepAnOwner(all, ctx.personId);
    if (all.length === 1 && household.personalOf === ctx.personId) fail("INVALID_ARGUMENT");
    await dropMember(ctx, household, row, false);
    if (all.length === 1) await endHousehold(ctx, household);
    return null;
  },
});

/** The latest transactions other members added or changed in the open household (Home). */
export const recentByOthers = userQuery({
  args: {},
  returns: v.array(vRecentChange),
  handler: async (ctx) => await recentChangesByOthers(ctx, ctx.ledgerKey, ctx.personId),
});
