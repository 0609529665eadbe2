/** Lookups the password providers make from their actions (model/auth/providers.ts). */
import { v } from "convex/values";
import { internalQuery } from "../_generated/server";
import { usesPassword } from "../model/auth/users";

/** Whether an address has a password account (reset e-mails go only to those). */
export const hasPasswordAccount = internalQuery({
  args: { email: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { email }) => await usesPassword(ctx, email),
});

/**
 * The address a live password-reset code was issued for, so the reset link needs no e-mail in
 * it. Expired or unknown codes give null.
 */
export const emailForResetCode = internalQuery({
  args: { codeHash: v.string() },
  returns: v.union(v.string(), v.null()),
  handler: async (ctx, { codeHash }) => {
    const code = await ctx.db
      .query("authVerificationCodes")
      .withIndex("code", (q) => q.eq("code", codeHash))
      .unique();
    if (code === null || code.provider !== "password-reset" || code.expirationTime < Date.now()) {
      return null;
    }
    return code.emailVerified ?? null;
  },
});
