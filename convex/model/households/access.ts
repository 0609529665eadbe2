/**
 * Households: the books belong to a household, and people are its members.
 *
 * Design. Every data document (accounts, transactions, budgets, rules, …) has always carried a
 * `userId` and is read through `ctx.ledgerKey` (lib/functions.ts) and `getOwned`
 * (lib/ownership.ts). That field is now the household's LEDGER KEY, so every module, index and
 * ownership check keeps working unchanged and no 100,000-transaction history is rewritten:
 *
 * - `households` { name, ledgerKey, createdBy, personalOf? } and `householdMembers`
 *   { householdId, userId, role, ledgerKey, active }: one row per person and household, with
 *   exactly one `active` row per person (the open household, remembered across devices).
 * - A personal household (the one a person gets at sign-up) has the person's own user id as
 *   its key, so data from before households already belongs to it. Sign-up makes it
 *   (model/auth/users.ts); for users from before, the migration (internal/households.migrate,
 *   batched and resumable) only creates each user's household and owner row, and userMutation
 *   does the same for a user it has not reached yet, when its one read finds no membership.
 *   Whoever has a membership has a personal household (dropMember keeps that true).
 * - A household created later gets a data-holder row in `users` (`householdLedger: true`, no
 *   e-mail, no auth account: it never signs in) as its key.
 * - The wrapper resolves the caller once, with one index read: `ctx.user` / `ctx.personId` is
 *   the person, `ctx.ledgerKey` the open household's key, `ctx.role` their role. userMutation and
 *   userAction refuse a viewer (VIEWER_READ_ONLY); personal* functions keep `ctx.ledgerKey` = the person
 *   for what stays per person (preferences, profile, sessions, account deletion, households.*).
 * - Removing a member deletes their row and opens their personal household in the same
 *   mutation: their live queries re-run on their own data at once and `households.notice`
 *   tells them why. What they entered stays (it is keyed by the household, not by them).
 * - The ledger stamps createdBy / updatedBy / updatedAt from `ctx.personId` (model/ledger).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { HouseholdRole } from "../../shared/households";
import { fail } from "../errors";

export type Role = HouseholdRole;

export interface HouseholdAccess {
  actorId: Id<"users">;
  /** The open household's key: what data documents carry as `userId`. */
  ledgerKey: Id<"users">;
  role: Role;
  /** null for a user the migration has not reached yet (their own data, as before). */
  householdId: Id<"households"> | null;
}

/** Managing members by someone who is not an owner: refused by role, and said so. */
export function ownersOnly(): never {
  fail("OWNERS_ONLY");
}

/** A viewer asking for a change: refused by role, and said so (not "no access to this item"). */
export function viewerReadOnly(): never {
  fail("VIEWER_READ_ONLY");
}

/** The caller's open household: one index read (the active row sorts last, `true` > `false`). */
export async function resolveAccess(
  ctx: { db: QueryCtx["db"] },
  actorId: Id<"users">,
): Promise<HouseholdAccess> {
  const row = await ctx.db
    .query("householdMembers")
    .withIndex("by_user_active", (q) => q.eq("userId", actorId))
    .order("desc")
    .first();
  if (row === null) return { actorId, ledgerKey: actorId, role: "owner", householdId: null };
  return { actorId, ledgerKey: row.ledgerKey, role: row.role, householdId: row.householdId };
}

export async function memberRow(
  ctx: { db: QueryCtx["db"] },
  householdId: Id<"households">,
  userId: Id<"users">,
): Promise<Doc<"householdMembers"> | null> {
  return await ctx.db
    .query("householdMembers")
    .withIndex("by_household_user", (q) => q.eq("householdId", householdId).eq("userId", userId))
    .unique();
}

export async function membersOf(
  ctx: { db: QueryCtx["db"] },
  householdId: Id<"households">,
): Promise<Doc<"householdMembers">[]> {
  // A household is a family: MAX_MEMBERS bounds the read.
  return await ctx.db
    .query("householdMembers")
    .withIndex("by_household_user", (q) => q.eq("householdId", householdId))
    .take(MAX_MEMBERS + 1);
}

export const MAX_MEMBERS = 20;

/** A new household's key: the person's own id when no household uses it yet, else a new row. */
async function newLedgerKey(ctx: { db: MutationCtx["db"] }, userId: Id<"users"> | null) {
  if (userId !== null) {
    const taken = await ctx.db
      .query("households")
      .withIndex("by_ledgerKey", (q) => q.eq("ledgerKey", userId))
      .first();
    if (taken === null) return userId;
  }
  return await ctx.db.insert("users", { householdLedger: true });
}

/** Makes every other row of the person inactive and `householdId`'s row active. */
export async function openHousehold(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  householdId: Id<"households">,
): Promise<void> {
  const active = await ctx.db
    .query("householdMembers")
    .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("active", true))
    .take(MAX_MEMBERSHIPS);
  for (const row of active) {
    if (row.householdId !== householdId)
      await ctx.db.patch("householdMembers", row._id, { active: false });
  }
  const row = await memberRow(ctx, householdId, userId);
  if (row !== null && !row.active)
    await ctx.db.patch("householdMembers", row._id, { active: true });
}

/** How many households one person may belong to. */
export const MAX_MEMBERSHIPS = 20;

/** Every membership row of the person (at most MAX_MEMBERSHIPS: a bounded read). */
export async function membershipsOf(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<Doc<"householdMembers">[]> {
  return await ctx.db
    .query("householdMembers")
    .withIndex("by_user_active", (q) => q.eq("userId", userId))
    .take(MAX_MEMBERSHIPS);
}

/** LIMIT_REACHED when the person already belongs to MAX_MEMBERSHIPS households. */
export async function ensureRoomForMembership(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<void> {
  if ((await membershipsOf(ctx, userId)).length >= MAX_MEMBERSHIPS) fail("LIMIT_REACHED");
}

/** Gives the household a new name (the caller has checked it is an owner's and the name valid). */
export async function renameHousehold(
  ctx: { db: MutationCtx["db"] },
  householdId: Id<"households">,
  name: string,
): Promise<void> {
  await ctx.db.patch("households", householdId, { name });
}

export async function createHousehold(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  name: string,
  personal: boolean,
): Promise<Id<"households">> {
  const ledgerKey = await newLedgerKey(ctx, personal ? userId : null);
  const householdId = await ctx.db.insert("households", {
    name,
    ledgerKey,
    createdBy: userId,
    ...(personal ? { personalOf: userId } : {}),
  });
  const hasOpen = await ctx.db
    .query("householdMembers")
    .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("active", true))
    .first();
  await ctx.db.insert("householdMembers", {
    householdId,
    userId,
    role: "owner",
    ledgerKey,
    active: hasOpen === null,
  });
  return householdId;
}

/** The person's personal household, made now when they have none (sign-up, migration). */
export async function ensurePersonalHousehold(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
): Promise<Id<"households">> {
  const existing = await ctx.db
    .query("households")
    .withIndex("by_personalOf", (q) => q.eq("personalOf", userId))
    .first();
  if (existing !== null) return existing._id;
  // Named after the person (the owner can rename it); others see whose household it is.
  const user = await ctx.db.get("users", userId);
  const name = user?.name ?? user?.email?.split("@")[0] ?? "";
  return await createHousehold(ctx, userId, name, true);
}
