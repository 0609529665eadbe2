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
  ensureRoomForMembership,
  memberRow,
  membersOf,
  openHousehold,
  createHousehold,
  renameHousehold,
  resolveAccess,
} from "./model/households/access";
import { cleanName, openOf, ownerOf, targetOf } from "./model/households/caller";
import { vHouseholdRole } from "./model/households/fields";
import {
  accept as acceptInvitation,
  invite as sendInvite,
  pendingOf,
  preview as previewInvitation,
  revoke as withdrawInvitation,
} from "./model/households/invitations";
import {
  dismissNotices,
  dropMember,
  endHousehold,
  keepAnOwner,
  keepEarlierOwner,
  setRole as changeRole,
} from "./model/households/membership";
import { recentChangesByOthers, vRecentChange } from "./model/households/recent";
import { householdsOf, membersWithEmail, removalNotice } from "./model/households/views";
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
  handler: async (ctx) => await householdsOf(ctx, ctx.personId),
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
    return await membersWithEmail(ctx, householdId);
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
    const removedFrom = await removalNotice(ctx, ctx.personId);
    return removedFrom === null ? null : { removedFrom };
  },
});

export const dismissNotice = personalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await dismissNotices(ctx, ctx.personId);
    return null;
  },
});

/** A new household, owned by the caller and opened at once. */
export const create = personalMutation({
  args: { name: v.string() },
  returns: v.id("households"),
  handler: async (ctx, { name }) => {
    await ensurePersonalHousehold(ctx, ctx.personId);
    await ensureRoomForMembership(ctx, ctx.personId);
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
    await renameHousehold(ctx, household._id, cleanName(name));
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
    await withdrawInvitation(ctx, household._id, invitationId);
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
