/**
 * The one way e-mail leaves the app. With RESEND_API_KEY set, messages go through Resend's
 * HTTP API (sender from EMAIL_FROM); without it they are kept in the emailOutbox table, which
 * only internal functions can read, so a developer can open the latest link with
 *   npx convex run internal/emails:latestFor '{"to":"me@example.com"}'
 * (or the offline backend's `run`). Sends are rate-limited per purpose and address
 * (model/auth/rateLimits.ts): each caller reserves the send before it creates the link, so a
 * refused request leaves the link already sent intact. The delivery itself is
 * model/emails/delivery.ts, which the auth providers call directly.
 */
import { v } from "convex/values";
import { internalAction, internalMutation, internalQuery } from "../_generated/server";
import { normalizeEmail } from "../model/auth/tokens";
import { emailOutboxFields } from "../model/emails/fields";
import { deliver } from "../model/emails/delivery";

const vMessage = emailOutboxFields.omit("sentAt").fields;

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
  returns: v.union(v.null(), emailOutboxFields),
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

export const sendEmail = internalAction({
  args: vMessage,
  returns: v.null(),
  handler: async (ctx, message) => {
    await deliver(ctx, message);
    return null;
  },
});
