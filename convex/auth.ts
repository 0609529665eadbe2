import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import { validateEmail, validatePassword } from "./shared/validation";

/**
 * E-mail + password sign-in. The same rules as the forms (valid e-mail, password ≥ 6) are
 * enforced here so a client cannot skip them.
 */
const password = Password({
  profile(params) {
    const email = String(params.email ?? "")
      .trim()
      .toLowerCase();
    const emailError = validateEmail(email);
    if (emailError) throw new ConvexError({ code: emailError, field: "email" });
    return { email };
  },
  validatePasswordRequirements(secret: string) {
    const error = validatePassword(secret);
    if (error) throw new ConvexError({ code: error, field: "password" });
  },
});

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [password],
  callbacks: {
    async afterUserCreatedOrUpdated(ctx, { userId }) {
      await ctx.db.insert("loginEvents", { userId, at: Date.now() });
    },
  },
});
