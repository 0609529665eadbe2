/**
 * The authenticated-function wrapper: the only place that uses the raw builders for public
 * functions. Each handler gets `ctx.userId` and `ctx.user`, resolved once; a caller without a
 * valid session gets ConvexError UNAUTHENTICATED. Never accept a userId from the client.
 *
 * A valid session means the token's session row still exists: a signed JWT stays valid for
 * its whole lifetime (an hour), so without this check a token from a signed-out session, or
 * one of the sessions a password change ended, would keep working until it expired. Reading
 * the row also puts it in every query's read set, so a live query re-runs and is refused the
 * moment the session is deleted.
 */
import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import {
  customAction,
  customCtx,
  customMutation,
  customQuery,
} from "convex-helpers/server/customFunctions";
import { ConvexError } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import {
  action,
  mutation,
  query,
  type ActionCtx,
  type MutationCtx,
  type QueryCtx,
} from "../_generated/server";
import { requireSecondFactor } from "../model/auth/twoFactor";

/** The caller's user id when the token's session still exists (and is theirs), else null. */
export async function liveSessionUserId(ctx: QueryCtx | MutationCtx): Promise<Id<"users"> | null> {
  const userId = await getAuthUserId(ctx);
  const rawSessionId = userId === null ? null : await getAuthSessionId(ctx);
  const sessionId = rawSessionId === null ? null : ctx.db.normalizeId("authSessions", rawSessionId);
  const session = sessionId === null ? null : await ctx.db.get("authSessions", sessionId);
  return session !== null && session.userId === userId ? userId : null;
}

/** The live session's user, whether or not the session has given its two-factor code yet. */
async function sessionUser(ctx: QueryCtx | MutationCtx): Promise<Doc<"users">> {
  const userId = await liveSessionUserId(ctx);
  const user = userId === null ? null : await ctx.db.get("users", userId);
  if (user === null) throw new ConvexError({ code: "UNAUTHENTICATED" });
  return user;
}

/** The signed-in user; TWO_FACTOR_REQUIRED while their session still owes its code. */
export async function requireUser(ctx: QueryCtx | MutationCtx): Promise<Doc<"users">> {
  const user = await sessionUser(ctx);
  await requireSecondFactor(ctx, user._id);
  return user;
}

/** Actions have no database: the session is checked by an internal query (sessions.ts). */
async function requireUserId(ctx: ActionCtx, secondFactor = true): Promise<Id<"users">> {
  if ((await getAuthUserId(ctx)) === null) throw new ConvexError({ code: "UNAUTHENTICATED" });
  const userId = await ctx.runQuery(internal.sessions.liveUserId, { secondFactor });
  if (userId === null) throw new ConvexError({ code: "UNAUTHENTICATED" });
  return userId;
}

export const userQuery = customQuery(
  query,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    return { user, userId: user._id };
  }),
);

export const userMutation = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    return { user, userId: user._id };
  }),
);

/**
 * For the few mutations a guest must reach too (an e-mailed link opened in a tab that is not
 * signed in): `ctx.userId` is the caller's id or null. Each one needs a publicByDesign entry in
 * authorization.matrix.ts saying why it is safe without a session.
 */
export const guestMutation = customMutation(
  mutation,
  customCtx(async (ctx) => ({ userId: await liveSessionUserId(ctx) })),
);

export const userAction = customAction(
  action,
  customCtx(async (ctx) => ({ userId: await requireUserId(ctx) })),
);

/**
 * Only for what a session does before its two-factor code (security.ts: giving the code,
 * reporting its browser): the session must be live, the code is not required yet. Everything
 * else uses userQuery / userMutation / userAction.
 */
export const preTwoFactorMutation = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const user = await sessionUser(ctx);
    return { user, userId: user._id };
  }),
);

export const preTwoFactorAction = customAction(
  action,
  customCtx(async (ctx) => ({ userId: await requireUserId(ctx, false) })),
);
