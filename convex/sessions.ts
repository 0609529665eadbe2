/**
 * Session checks for actions, which cannot read the database themselves: the authenticated
 * action wrapper (lib/functions.ts) asks here whether the caller's session still exists.
 */
import { v } from "convex/values";
import { internalQuery } from "./_generated/server";
import { liveSessionUserId } from "./lib/functions";

/** The caller's user id if their token's session has not ended, else null. */
export const liveUserId = internalQuery({
  args: {},
  returns: v.union(v.id("users"), v.null()),
  handler: async (ctx) => await liveSessionUserId(ctx),
});
