/**
 * The sessions a user is signed in with, as Settings → Security lists them, and what a browser
 * reports about itself after signing in (its user agent, a random id it keeps for "is this a
 * browser we know?") and while it is open. "Last active" lives in sessionActivity and is
 * written at most every ACTIVE_EVERY_MS per session; an open tab reports every minute
 * (src/app/sync/SessionReport.tsx), so the list is never more than about a minute behind.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { internal } from "../../_generated/api";
import { endSessionNow, patchSessionInfo, sessionInfoOf } from "./twoFactor";
import { fail } from "../errors";
import { describeUserAgent } from "../../shared/userAgent";
import { sha256Hex } from "./tokens";

/** Just under the tab's one-minute report, so each report of a visible tab is recorded. */
export const ACTIVE_EVERY_MS = 50 * 1000;
/** More sessions than anyone keeps; a list this long is cut rather than read without end. */
const MAX_LISTED = 100;

export async function listSessions(
  ctx: QueryCtx,
  userId: Id<"users">,
  current: Id<"authSessions"> | null,
) {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .take(MAX_LISTED);
  const rows = await Promise.all(
    sessions.map(async (session) => {
      const info = await sessionInfoOf(ctx, session._id);
      const activity = await activityOf(ctx, session._id);
      return {
        _id: session._id,
        current: session._id === current,
        ...describeUserAgent(info?.userAgent),
        startedAt: session._creationTime,
        lastActiveAt: activity?.lastActiveAt ?? info?.lastActiveAt ?? session._creationTime,
      };
    }),
  );
  // This device first, then the most recently active.
  return rows.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt - a.lastActiveAt,
  );
}

/** Signs out one of the person's sessions; NOT_FOUND for a session that is not theirs. */
export async function endOwnSession(
  ctx: MutationCtx,
  userId: Id<"users">,
  sessionId: Id<"authSessions">,
): Promise<void> {
  const session = await ctx.db.get("authSessions", sessionId);
  if (session === null || session.userId !== userId) fail("NOT_FOUND");
  await endSessionNow(ctx, sessionId);
}

/** Signs out every session of the person but `keep` (this device); returns how many ended. */
export async function endSessionsExcept(
  ctx: MutationCtx,
  userId: Id<"users">,
  keep: Id<"authSessions"> | null,
): Promise<number> {
  const others = (
    await ctx.db
      .query("authSessions")
      .withIndex("userId", (q) => q.eq("userId", userId))
      .take(MAX_LISTED)
  ).filter((session) => session._id !== keep);
  for (const session of others) await endSessionNow(ctx, session._id);
  return others.length;
}

async function activityOf(ctx: QueryCtx, sessionId: Id<"authSessions">) {
  return await ctx.db
    .query("sessionActivity")
    .withIndex("by_session", (q) => q.eq("sessionId", sessionId))
    .unique();
}

/** Marks the session active now, unless that was done less than ACTIVE_EVERY_MS ago. */
async function touchActivity(
  ctx: MutationCtx,
  userId: Id<"users">,
  sessionId: Id<"authSessions">,
  now: number,
): Promise<void> {
  const activity = await activityOf(ctx, sessionId);
  if (activity === null) {
    await ctx.db.insert("sessionActivity", { userId, sessionId, lastActiveAt: now });
  } else if (now - activity.lastActiveAt >= ACTIVE_EVERY_MS) {
    await ctx.db.patch("sessionActivity", activity._id, { lastActiveAt: now });
  }
}

/**
 * Records the browser of a session and that it is active. The first report of a session from a browser id the user
 * has not signed in with before sends the new-browser alert (not for the very first browser).
 */
export async function recordClient(
  ctx: MutationCtx,
  userId: Id<"users">,
  sessionId: Id<"authSessions">,
  userAgent: string,
  browserId: string,
): Promise<void> {
  const now = Date.now();
  await touchActivity(ctx, userId, sessionId, now);
  const info = await sessionInfoOf(ctx, sessionId);
  if (info?.userAgent === userAgent) return;
  await patchSessionInfo(ctx, userId, sessionId, { userAgent });
  if (info?.userAgent !== undefined) return;
  const browserHash = await sha256Hex(browserId);
  const known = await ctx.db
    .query("knownBrowsers")
    .withIndex("by_user_hash", (q) => q.eq("userId", userId).eq("browserHash", browserHash))
    .first();
  if (known !== null) return;
  const anyKnown = await ctx.db
    .query("knownBrowsers")
    .withIndex("by_user_hash", (q) => q.eq("userId", userId))
    .first();
  await ctx.db.insert("knownBrowsers", { userId, browserHash, firstSeenAt: now });
  if (anyKnown === null) return;
  await ctx.scheduler.runAfter(0, internal.internal.security.sendAlert, {
    userId,
    kind: "newSignIn",
    at: now,
    userAgent,
  });
}
