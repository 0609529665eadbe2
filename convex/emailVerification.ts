/**
 * Verifying the e-mail address of a password account (after sign-up a verification e-mail
 * is sent: internal/emailVerification.ts). The link is {SITE_URL}/verify-email?token=…; the
 * token is single-use, expires after VERIFY_TOKEN_HOURS and only its hash is stored
 * (model/emails/verification.ts). A newer link replaces older ones.
 */
import { v } from "convex/values";
import { guestMutation, personalAction } from "./lib/functions";
import { redeemVerificationToken } from "./model/auth/emailVerification";
import { sha256Hex } from "./model/auth/tokens";
import { sendVerification } from "./model/emails/verification";
import { vLanguage } from "./model/validators";
import { fail } from "./model/errors";

/** "Resend" on /verify-email. Does nothing for an address that is already verified. */
export const resend = personalAction({
  args: { language: v.optional(vLanguage) },
  returns: v.null(),
  handler: async (ctx, { language }) => {
    await sendVerification(ctx, ctx.personId, language);
    return null;
  },
});

/**
 * Completes verification from the e-mailed link, by the token alone: the link is usually opened
 * from a mail client, in a tab that is not signed in (or signed in as someone else). Holding
 * the token proves control of the mailbox it was sent to, which is all verification asks; the
 * token is 256 random bits, stored hashed, single use and expiring, so it cannot be guessed.
 * It verifies only the address it was issued for (a changed address needs a new link); a bad,
 * spent or expired token is INVALID_LINK. Returns the verified address.
 */
export const confirm = guestMutation({
  args: { token: v.string() },
  returns: v.object({ email: v.string() }),
  handler: async (ctx, { token }) => {
    if (!/^[0-9a-f]{64}$/.test(token)) fail("INVALID_LINK");
    const tokenHash = await sha256Hex(token);
    return { email: await redeemVerificationToken(ctx, tokenHash) };
  },
});
