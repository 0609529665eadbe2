/** The verification e-mail: a fresh single-use link, its token stored only as a hash. */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { randomToken, sha256Hex } from "../auth/tokens";
import { siteUrl } from "../auth/siteUrl";
import { deliver } from "./delivery";
import { emailLanguage, renderEmail } from "./templates";

/** How long a verification link works. */
export const VERIFY_TOKEN_HOURS = 24;

/** Issues a new link (when the address still needs verifying) and e-mails it. */
export async function sendVerification(ctx: ActionCtx, userId: Id<"users">, language?: string) {
  const token = randomToken();
  const issued = await ctx.runMutation(internal.internal.emailVerification.issue, {
    userId,
    tokenHash: await sha256Hex(token),
  });
  if (issued === null) return;
  const url = `${siteUrl()}/verify-email?token=${token}`;
  const lang = emailLanguage(language ?? issued.language);
  await deliver(ctx, {
    to: issued.email,
    ...renderEmail("verifyEmail", lang, url, VERIFY_TOKEN_HOURS),
  });
}
