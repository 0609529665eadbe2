/**
 * Account settings a signed-in user changes themselves: the display name shown in the header,
 * and the password (password users only; the current one is checked first).
 */
import {
  getAuthSessionId,
  invalidateSessions,
  modifyAccountCredentials,
  retrieveAccount,
} from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { personalAction, personalMutation, personalQuery } from "./lib/functions";
import { validatePassword } from "./shared/validation";
import { usesPassword } from "./model/auth/users";
import { fail } from "./model/errors";
import { setDisplayName } from "./model/users/profile";

/** Whether the user signs in with a password (and so may change it here). */
export const get = personalQuery({
  args: {},
  returns: v.object({ name: v.union(v.string(), v.null()), hasPassword: v.boolean() }),
  handler: async (ctx) => {
    const email = ctx.user.email;
    const hasPassword = email ? await usesPassword(ctx, email) : false;
    return { name: ctx.user.name ?? null, hasPassword };
  },
});

/** Sets or clears (empty string) the display name. */
export const updateName = personalMutation({
  args: { name: v.string() },
  returns: v.null(),
  handler: async (ctx, { name }) => {
    await setDisplayName(ctx, ctx.personId, name);
    return null;
  },
});

/**
 * Changes the password after checking the current one; every other session of the user ends,
 * so a device someone else may hold is signed out.
 */
export const changePassword = personalAction({
  args: { currentPassword: v.string(), newPassword: v.string() },
  returns: v.null(),
  handler: async (ctx, { currentPassword, newPassword }) => {
    const problem = validatePassword(newPassword);
    if (problem) fail(problem, "newPassword");
    const email = await ctx.runQuery(internal.internal.profile.emailOf, { userId: ctx.personId });
    if (email === null) fail("NOT_FOUND");
    try {
      await retrieveAccount(ctx, {
        provider: "password",
        account: { id: email, secret: currentPassword },
      });
    } catch {
      fail("INVALID_CREDENTIALS", "currentPassword");
    }
    await modifyAccountCredentials(ctx, {
      provider: "password",
      account: { id: email, secret: newPassword },
    });
    const sessionId = await getAuthSessionId(ctx);
    await invalidateSessions(ctx, { userId: ctx.personId, except: sessionId ? [sessionId] : [] });
    await ctx.scheduler.runAfter(0, internal.internal.security.sendAlert, {
      userId: ctx.personId,
      kind: "passwordChanged",
      at: Date.now(),
    });
    return null;
  },
});
