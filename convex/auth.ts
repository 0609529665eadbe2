import { convexAuth } from "@convex-dev/auth/server";
import { query, type MutationCtx } from "./_generated/server";
import { emailLink, google, googleConfigured, password } from "./model/auth/providers";
import { createOrUpdateUser, recordLogin } from "./model/auth/users";

/**
 * Convex Auth: e-mail + password (reset by link), passwordless link and Google. Failed
 * sign-ins are rate-limited per address by Convex Auth (10 per hour); e-mail sends by
 * emails.reserveSend.
 */
export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [password, emailLink, google],
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

/** Whether "Continue with Google" can work: false until the deployment has a Google client. */
export const googleEnabled = query({
  args: {},
  handler: async () => googleConfigured(),
});
