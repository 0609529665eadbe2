/**
 * Making one notification for one person, exactly once, and the one e-mail that carries what
 * they want mailed. The sweep (internal/notifications.ts) and the household mutations
 * (household.ts) both make their notifications here.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { rateLimit } from "../auth/rateLimits";
import { emailLanguage } from "../emails/templates";
import { env } from "../env";
import { findPreferences } from "../users/preferences";
import type { Candidate } from "./candidate";
import { type DigestItem, renderDigest } from "./email";
import type { EmailTopic } from "./fields";
import type { NotificationPreferences } from "./preferences";
import { unsubscribeToken } from "./unsubscribeToken";
import type { WeeklySummary } from "./weekly";

type Ctx = Pick<MutationCtx, "db" | "scheduler">;

/**
 * Makes `candidate` for the person unless they turned its kind off or already have it (the
 * key, read through by_user_key in this same mutation: Convex serialises two writers, and
 * the later one re-reads the key and finds it). True when it is theirs to be mailed.
 */
export async function record(
  ctx: Ctx,
  userId: Id<"users">,
  ledgerKey: Id<"users">,
  prefs: NotificationPreferences,
  candidate: Candidate,
): Promise<boolean> {
  const channels = prefs.kinds[candidate.kind];
  if (!channels.inApp && !channels.email) return false;
  const made = await ctx.db
    .query("notifications")
    .withIndex("by_user_key", (q) => q.eq("userId", userId).eq("key", candidate.key))
    .first();
  if (made !== null) return false;
  await ctx.db.insert("notifications", {
    userId,
    ledgerKey,
    kind: candidate.kind,
    subjectId: candidate.subjectId,
    key: candidate.key,
    createdAt: Date.now(),
    read: false,
    shown: channels.inApp,
    facts: candidate.facts,
  });
  return channels.email;
}

/** One e-mail with the new items and the weekly summary, unless the day's e-mails are spent. */
export async function mailDigest(
  ctx: Ctx,
  person: Doc<"users">,
  content: { items: DigestItem[]; weekly: WeeklySummary | null },
): Promise<void> {
  if (content.items.length === 0 && content.weekly === null) return;
  // Without the app's address there is no link to send; the in-app notifications stand.
  const site = env("SITE_URL")?.replace(/\/$/, "");
  if (!person.email || !site) return;
  const allowed = await rateLimit(ctx, { name: "notificationEmails", key: person._id });
  if (!allowed.ok) return;
  const topics = new Set<EmailTopic>(content.items.map((i) => i.kind));
  if (content.weekly !== null) topics.add("weekly_summary");
  const unsubscribe: Partial<Record<EmailTopic, string>> = {};
  for (const topic of topics) {
    const token = await unsubscribeToken(person._id, topic);
    if (token !== null)
      unsubscribe[topic] = `${site}/unsubscribe?token=${encodeURIComponent(token)}`;
  }
  const language = emailLanguage((await findPreferences(ctx, person._id))?.language);
  const rendered = renderDigest(language, content, {
    open: `${site}/`,
    preferences: `${site}/settings#notifications`,
    unsubscribe,
  });
  await ctx.scheduler.runAfter(0, internal.internal.emails.sendEmail, {
    to: person.email,
    ...rendered,
  });
}
