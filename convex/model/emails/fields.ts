/** The fields of the e-mail tables, declared once (internal only). */
import { v } from "convex/values";

/** E-mails waiting to be read when no delivery service is configured. */
export const emailOutboxFields = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  sentAt: v.number(),
});
