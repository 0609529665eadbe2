/**
 * The one way e-mail leaves the app. With RESEND_API_KEY set, messages go through Resend's
 * HTTP API (sender from EMAIL_FROM); without it they are kept in the emailOutbox table, which
 * only internal functions can read, so a developer can open the latest link with
 *   npx convex run emails:latestFor '{"to":"me@example.com"}'
 * (or the offline backend's `run`). Sends are rate-limited per purpose and address
 * (model/rateLimits.ts): each caller reserves the send before it creates the link, so a
 * refused request leaves the link already sent intact.
 */
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import {
  internalAction,
  internalMutation,
  internalQuery,
  type ActionCtx,
} from "./_generated/server";
import { normalizeEmail } from "./model/authTokens";
import type { RenderedEmail } from "./model/emailTemplates";
import { env } from "./model/env";

const DEFAULT_FROM = "Personal Finance Advisor <no-reply@example.com>";

const vMessage = { to: v.string(), subject: v.string(), text: v.string(), html: v.string() };

export interface OutgoingEmail extends RenderedEmail {
  to: string;
}

export const storeInOutbox = internalMutation({
  args: vMessage,
  returns: v.null(),
  handler: async (ctx, message) => {
    await ctx.db.insert("emailOutbox", {
      ...message,
      to: normalizeEmail(message.to),
      sentAt: Date.now(),
    });
    return null;
  },
});

/** The newest e-mail sent to an address (outbox transport), or null. */
export const latestFor = internalQuery({
  args: { to: v.string() },
  returns: v.union(v.null(), v.object({ ...vMessage, sentAt: v.number() })),
  handler: async (ctx, { to }) => {
    const row = await ctx.db
      .query("emailOutbox")
      .withIndex("by_to", (q) => q.eq("to", normalizeEmail(to)))
      .order("desc")
      .first();
    if (row === null) return null;
    return { to: row.to, subject: row.subject, text: row.text, html: row.html, sentAt: row.sentAt };
  },
});

/**
 * Sends through the configured transport; the caller has already reserved the send
 * (throttle.reserveEmailSend or model/rateLimits.reserveEmail). A helper rather than an action
 * so the auth actions call it directly (no action-to-action hop).
 */
export async function deliver(ctx: ActionCtx, message: OutgoingEmail): Promise<void> {
  const apiKey = env("RESEND_API_KEY");
  if (!apiKey) {
    await ctx.runMutation(internal.emails.storeInOutbox, message);
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
    throw new ConvexError({ code: "INTERNAL" });
  }
}

export const sendEmail = internalAction({
  args: vMessage,
  returns: v.null(),
  handler: async (ctx, message) => {
    await deliver(ctx, message);
    return null;
  },
});
