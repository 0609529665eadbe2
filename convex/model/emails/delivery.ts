/**
 * The one way e-mail leaves the app. With RESEND_API_KEY set, messages go through Resend's
 * HTTP API (sender from EMAIL_FROM); without it they are kept in the emailOutbox table (see
 * emails.ts for the internal functions that store and read it). Callers reserve each send on
 * the rate limiter first (model/auth/rateLimits.ts).
 */
import { internal } from "../../_generated/api.js";
import type { ActionCtx } from "../../_generated/server.js";
import type { RenderedEmail } from "./layout";
import { env } from "../env";
import { fail } from "../errors";

const DEFAULT_FROM = "Personal Finance Advisor <no-reply@example.com>";

export interface OutgoingEmail extends RenderedEmail {
  to: string;
}

/**
 * Sends through the configured transport; the caller has already reserved the send
 * (throttle.reserveEmailSend or model/auth/rateLimits.reserveEmail). A helper rather than an
 * action so the auth actions call it directly (no action-to-action hop).
 */
export async function deliver(ctx: ActionCtx, message: OutgoingEmail): Promise<void> {
  const apiKey = env("RESEND_API_KEY");
  if (!apiKey) {
    await ctx.runMutation(internal.internal.emails.storeInOutbox, message);
    return;
  }
  const response = await fetch("https://api.resend.com/emails", {
    method: "POST",
    headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      from: env("EMAIL_FROM") || DEFAULT_FROM,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
    }),
  });
  if (!response.ok) {
    // The provider's answer is for the logs only; the user sees the translated fallback.
    console.error(`Resend refused the e-mail: ${response.status} ${await response.text()}`);
    fail("INTERNAL");
  }
}
