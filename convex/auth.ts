import { convexAuth } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { action, query, type ActionCtx, type MutationCtx } from "./_generated/server";
import { emailLink, google, googleConfigured, password } from "./model/auth/providers";
import { createOrUpdateUser, recordLogin } from "./model/auth/users";

/**
 * Convex Auth: e-mail + password (reset by link), passwordless link and Google. Wrong
 * passwords back off per address with a global ceiling (model/auth/passwordBackoff.ts), so Convex
 * Auth's own per-account lock (10 failures lock the owner out for an hour) is set far above
 * what the back-off lets through. E-mail sends are limited per purpose and address
 * (model/auth/rateLimits.ts).
 */
const convexAuthFunctions = convexAuth({
  providers: [password, emailLink, google],
  signIn: { maxFailedAttempsPerHour: 1000 },
  callbacks: {
    // Convex Auth types ctx for any data model; ours is the one it runs against.
    async createOrUpdateUser(ctx, args) {
      return await createOrUpdateUser(ctx as unknown as MutationCtx, args);
    },
    async beforeSessionCreation(ctx, { userId }) {
      await recordLogin(ctx as unknown as MutationCtx, userId);
    },
  },
});

export const { auth, signOut, store, isAuthenticated } = convexAuthFunctions;

const signInArgs = {
  provider: v.optional(v.string()),
  params: v.optional(v.any()),
  verifier: v.optional(v.string()),
  refreshToken: v.optional(v.string()),
  calledBy: v.optional(v.string()),
};
type SignInArgs = {
  provider?: string;
  params?: Record<string, unknown>;
  verifier?: string;
  refreshToken?: string;
  calledBy?: string;
};
type SignInResult = {
  redirect?: string;
  verifier?: string;
  tokens?: { token: string; refreshToken: string } | null;
  started?: boolean;
};
// Convex keeps every registered function's handler as `_handler` (convex and convex-test).
const convexAuthSignIn = (
  convexAuthFunctions.signIn as unknown as {
    _handler: (ctx: ActionCtx, args: SignInArgs) => Promise<SignInResult>;
  }
)._handler;

/**
 * Convex Auth's signIn, with a sign-in link request counted against its limit first: Convex
 * Auth stores a new code (replacing the one already e-mailed) before it calls the e-mail
 * hook, so counting there would let a refused flood still void the owner's link.
 */
export const signIn = action({
  args: signInArgs,
  handler: async (ctx, args: SignInArgs): Promise<SignInResult> => {
    const email = args.params?.email;
    if (args.provider === "email-link" && args.params?.code === undefined) {
      await ctx.runMutation(internal.internal.throttle.reserveEmailSend, {
        purpose: "signInLink",
        address: typeof email === "string" ? email : "",
      });
    }
    return await convexAuthSignIn(ctx, args);
  },
});

/** Whether "Continue with Google" can work: false until the deployment has a Google client. */
export const googleEnabled = query({
  args: {},
  handler: async () => googleConfigured(),
});
