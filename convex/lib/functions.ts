/**
 * The authenticated-function wrapper: the only place that uses the raw builders for public
 * functions. Each handler gets `ctx.personId` (the signed-in person) and `ctx.user`, resolved
 * once; a caller without a valid session gets ConvexError UNAUTHENTICATED. Data functions also
 * get `ctx.ledgerKey`: the open household's ledger key, which every data document carries in
 * its `userId` field (see resolveCaller below). Never accept either from the client.
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
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import {
  ensurePersonalHousehold,
  resolveAccess,
  viewerReadOnly,
  type Role,
} from "../model/households/access";
import {
  action,
  mutation,
  query,
  type ActionCtx,
  type MutationCtx,
  type QueryCtx,
} from "../_generated/server";
import { requireSecondFactor } from "../model/auth/twoFactor";
import { fail } from "../model/errors";

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
  if (user === null) fail("UNAUTHENTICATED");
  return user;
}

/** The signed-in user; TWO_FACTOR_REQUIRED while their session still owes its code. */
export async function requireUser(ctx: QueryCtx | MutationCtx): Promise<Doc<"users">> {
  const user = await sessionUser(ctx);
  await requireSecondFactor(ctx, user._id);
  return user;
}

/** Actions have no database: the session is checked by an internal query (internal/sessions.ts). */
async function requireUserId(ctx: ActionCtx, secondFactor = true): Promise<Id<"users">> {
  if ((await getAuthUserId(ctx)) === null) fail("UNAUTHENTICATED");
  const userId = await ctx.runQuery(internal.internal.sessions.liveUserId, { secondFactor });
  if (userId === null) fail("UNAUTHENTICATED");
  return userId;
}

/** A data action's caller, session and open household checked in one internal query. */
async function actionCaller(
  ctx: ActionCtx,
): Promise<{ actorId: Id<"users">; ledgerKey: Id<"users">; role: Role }> {
  if ((await getAuthUserId(ctx)) === null) fail("UNAUTHENTICATED");
  const caller = await ctx.runQuery(internal.internal.sessions.householdCaller, {});
  if (caller === null) fail("UNAUTHENTICATED");
  return caller;
}

/**
 * Households (model/households/access.ts): the caller is resolved once, with their open
 * household. `ctx.user` / `ctx.personId` is the person; `ctx.ledgerKey` is the open household's
 * ledger key, which every data document carries (as `userId`); `ctx.role` is the person's role.
 */
async function resolveCaller(ctx: QueryCtx | MutationCtx) {
  const user = await requireUser(ctx);
  const access = await resolveAccess(ctx, user._id);
  return { user, personId: user._id, ledgerKey: access.ledgerKey, role: access.role };
}

/** Data reads of the open household: any member, viewers included. */
export const userQuery = customQuery(
  query,
  customCtx(async (ctx) => await resolveCaller(ctx)),
);

/** Data changes in the open household: owners and editors; a viewer gets VIEWER_READ_ONLY. */
export const userMutation = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    let access = await resolveAccess(ctx, user._id);
    // Sign-up and the migration make the personal household; only a user the migration has
    // not reached yet (no membership at all) gets it here, so the usual path reads, never writes.
    if (access.householdId === null) {
      await ensurePersonalHousehold(ctx, user._id);
      access = await resolveAccess(ctx, user._id);
    }
    if (access.role === "viewer") viewerReadOnly();
    return { user, personId: user._id, ledgerKey: access.ledgerKey, role: access.role };
  }),
);

/**
 * Per person, not per household (preferences, profile, sessions, account deletion, the
 * households API itself): `ctx.personId` is the signed-in person; there is no ledger key.
 */
export const personalQuery = customQuery(
  query,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    return { user, personId: user._id };
  }),
);

export const personalMutation = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    return { user, personId: user._id };
  }),
);

/**
 * For the few mutations a guest must reach too (an e-mailed link opened in a tab that is not
 * signed in): `ctx.personId` is the caller's id or null. Each one needs a publicByDesign entry in
 * authorization.matrix.ts saying why it is safe without a session.
 */
export const guestMutation = customMutation(
  mutation,
  customCtx(async (ctx) => ({ personId: await liveSessionUserId(ctx) })),
);

/** Data actions of the open household (owners and editors, like userMutation). */
export const userAction = customAction(
  action,
  customCtx(async (ctx) => {
    const caller = await actionCaller(ctx);
    if (caller.role === "viewer") viewerReadOnly();
    return { personId: caller.actorId, ledgerKey: caller.ledgerKey, role: caller.role };
  }),
);

export const personalAction = customAction(
  action,
  customCtx(async (ctx) => {
    return { personId: await requireUserId(ctx) };
  }),
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
    return { user, personId: user._id };
  }),
);

export const preTwoFactorAction = customAction(
  action,
  customCtx(async (ctx) => ({ personId: await requireUserId(ctx, false) })),
);
