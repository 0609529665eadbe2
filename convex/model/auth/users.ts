/**
 * How a sign-in maps to a user document (Convex Auth's createOrUpdateUser callback), and the
 * login record written for every new session.
 *
 * Linking rules, so one e-mail address is one user:
 * - a password sign-up for an address that already has a user fails with EMAIL_IN_USE
 *   (linking it would let anyone who types the address into the form into that user's data);
 * - an e-mailed link or Google joins the existing user with that address, since both prove the
 *   mailbox. If that user had never proved the address, a password set by whoever created it
 *   is removed (the account could have been pre-registered by someone else).
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server.js";
import { ensurePersonalHousehold } from "../households/access";
import { normalizeEmail } from "./tokens";
import { fail } from "../errors";

export type AccountKind = "oauth" | "credentials" | "email" | "phone" | "verification";

export interface UpsertArgs {
  existingUserId: Id<"users"> | null;
  type: AccountKind;
  provider: { id: string };
  profile: Record<string, unknown>;
}

function stringField(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

async function dropUnprovenPasswords(ctx: MutationCtx, userId: Id<"users">) {
  const accounts = await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId).eq("provider", "password"))
    .take(10);
  for (const account of accounts) await ctx.db.delete("authAccounts", account._id);
}

/** Whether the address signs in with a password (has Convex Auth's "password" account). */
export async function usesPassword(ctx: { db: QueryCtx["db"] }, email: string) {
  const account = await ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) =>
      q.eq("provider", "password").eq("providerAccountId", email),
    )
    .unique();
  return account !== null;
}

export async function createOrUpdateUser(ctx: MutationCtx, args: UpsertArgs): Promise<Id<"users">> {
  const { type, provider, profile } = args;
  const email = stringField(profile.email) && normalizeEmail(String(profile.email));
  // A used e-mail code or link proves the mailbox; an OAuth provider's e-mail counts only when
  // the provider says it verified it (Google's email_verified), or did not say (older OAuth).
  const proven =
    profile.emailVerified === true || (type === "oauth" && profile.emailVerified !== false);
  const fields = {
    ...(email ? { email } : {}),
    ...(stringField(profile.name) ? { name: String(profile.name) } : {}),
    ...(stringField(profile.image) ? { image: String(profile.image) } : {}),
  };

  let userId = args.existingUserId;
  if (userId === null && email) {
    const existing = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .first();
    if (existing !== null && type === "credentials") fail("EMAIL_IN_USE");
    userId = existing?._id ?? null;
  }
  if (userId === null) {
    const created = await ctx.db.insert("users", {
      ...fields,
      ...(proven ? { emailVerificationTime: Date.now() } : {}),
    });
    await ensurePersonalHousehold(ctx, created);
    return created;
  }
  const user = await ctx.db.get("users", userId);
  if (user === null) fail("NOT_FOUND");
  const provesNow = proven && user.emailVerificationTime === undefined;
  // A password reset also proves the mailbox, but it replaces the password anyway.
  if (provesNow && provider.id !== "password") await dropUnprovenPasswords(ctx, userId);
  await ctx.db.patch("users", userId, {
    // The name a user already has wins over the one a provider sends each time.
    ...(user.name ? {} : fields),
    ...(email ? { email } : {}),
    ...(provesNow ? { emailVerificationTime: Date.now() } : {}),
  });
  return userId;
}

/**
 * The person as the shell shows them, or null when their user row is gone. The newest login
 * is the current one; "last login" is the one before it.
 */
export async function viewerOf(ctx: { db: QueryCtx["db"] }, userId: Id<"users">) {
  const user = await ctx.db.get("users", userId);
  if (user === null) return null;
  const logins = await ctx.db
    .query("loginEvents")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .order("desc")
    .take(2);
  return {
    id: user._id,
    email: user.email ?? null,
    name: user.name ?? null,
    emailVerified: user.emailVerificationTime !== undefined,
    createdAt: user._creationTime,
    lastLoginAt: logins[1]?.at ?? null,
  };
}

/** Called by Convex Auth before every new session: each sign-in is one login event. */
export async function recordLogin(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  await ctx.db.insert("loginEvents", { userId, at: Date.now() });
}
