/**
 * Two-factor authentication and session freshness, as the authenticated wrapper
 * (lib/functions.ts) and the security API (security.ts) see them.
 *
 * The check is on the session, not on the sign-in method: once a user has turned two-factor
 * on, a session only reaches data after it has proved a code (`secondFactorAt` on its
 * sessionInfo row). A new session has no such row, so every way in (password, e-mailed link,
 * Google, a refresh token) starts refused with TWO_FACTOR_REQUIRED until security.totpVerify.
 */
import { getAuthSessionId } from "@convex-dev/auth/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";

type ReadCtx = QueryCtx | MutationCtx;

/** How long a sign-in, code or password lasts for what needs a recent proof (R: re-auth). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export async function twoFactorOf(ctx: ReadCtx, userId: Id<"users">) {
  return await ctx.db
    .query("twoFactor")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

export function isEnabled(row: Doc<"twoFactor"> | null): row is Doc<"twoFactor"> {
  return row !== null && row.enabledAt !== undefined;
}

export async function sessionInfoOf(ctx: ReadCtx, sessionId: Id<"authSessions">) {
  return await ctx.db
    .query("sessionInfo")
    .withIndex("by_session", (q) => q.eq("sessionId", sessionId))
    .unique();
}

/** The caller's session id as a document id (the token names it), or null. */
export async function currentSessionId(ctx: ReadCtx): Promise<Id<"authSessions"> | null> {
  const raw = await getAuthSessionId(ctx);
  return raw === null ? null : ctx.db.normalizeId("authSessions", raw);
}

/** True when the user has two-factor on and this session has not yet given a code. */
export async function secondFactorPending(ctx: ReadCtx, userId: Id<"users">): Promise<boolean> {
  if (!isEnabled(await twoFactorOf(ctx, userId))) return false;
  const sessionId = await currentSessionId(ctx);
  const info = sessionId === null ? null : await sessionInfoOf(ctx, sessionId);
  return info?.secondFactorAt === undefined || info.userId !== userId;
}

/** The wrapper's check: TWO_FACTOR_REQUIRED until this session has given a code. */
export async function requireSecondFactor(ctx: ReadCtx, userId: Id<"users">): Promise<void> {
  if (await secondFactorPending(ctx, userId)) {
    fail("TWO_FACTOR_REQUIRED");
  }
}

/** When the session's user last proved who they are: a code, a password again, or sign-in. */
export async function lastAuthAt(ctx: ReadCtx, sessionId: Id<"authSessions">): Promise<number> {
  const info = await sessionInfoOf(ctx, sessionId);
  const session = await ctx.db.get("authSessions", sessionId);
  return Math.max(info?.lastAuthAt ?? 0, session?._creationTime ?? 0);
}

/**
 * For what a stolen session must not do on its own (delete the account, export everything,
 * connect a bank, turn two-factor on, invite, change roles or remove household members):
 * REAUTH_REQUIRED unless the user signed in, gave a code or their password within
 * REAUTH_WINDOW_MS; the client then asks for one (security.reauthenticate) and retries.
 * Turning two-factor on is not such a proof (it only shows the caller holds the new app).
 */
export async function requireRecentAuth(ctx: ReadCtx): Promise<void> {
  const sessionId = await currentSessionId(ctx);
  const at = sessionId === null ? 0 : await lastAuthAt(ctx, sessionId);
  if (Date.now() - at > REAUTH_WINDOW_MS) fail("REAUTH_REQUIRED");
}

/** Creates or updates the session's row (the first write for a session creates it). */
export async function patchSessionInfo(
  ctx: MutationCtx,
  userId: Id<"users">,
  sessionId: Id<"authSessions">,
  fields: Partial<Omit<Doc<"sessionInfo">, "_id" | "_creationTime" | "userId" | "sessionId">>,
): Promise<Doc<"sessionInfo"> | null> {
  const info = await sessionInfoOf(ctx, sessionId);
  if (info === null) {
    await ctx.db.insert("sessionInfo", { userId, sessionId, ...fields });
  } else {
    await ctx.db.patch("sessionInfo", info._id, fields);
  }
  return info;
}

/** Ends one session: its refresh tokens, its details and the session itself. */
export async function endSessionNow(ctx: MutationCtx, sessionId: Id<"authSessions">) {
  const tokens = await ctx.db
    .query("authRefreshTokens")
    .withIndex("sessionId", (q) => q.eq("sessionId", sessionId))
    .take(1000);
  for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
  const info = await sessionInfoOf(ctx, sessionId);
  if (info !== null) await ctx.db.delete("sessionInfo", info._id);
  const activity = await ctx.db
    .query("sessionActivity")
    .withIndex("by_session", (q) => q.eq("sessionId", sessionId))
    .unique();
  if (activity !== null) await ctx.db.delete("sessionActivity", activity._id);
  await ctx.db.delete("authSessions", sessionId);
}

/**
 * Turning two-factor on needs a set-up seed that is not on yet; everything else a code is
 * for needs it on. Throws the code saying which is wrong.
 */
export function requireState(enabled: boolean, forEnabling: boolean): void {
  if (!enabled && !forEnabling) fail("TWO_FACTOR_DISABLED");
  if (enabled && forEnabling) fail("TWO_FACTOR_ENABLED");
}
