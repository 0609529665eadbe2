/**
 * The households API's background work: the invitation e-mail (its token is made in an
 * action, where Convex gives real randomness) and the migration to households.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { runBatch, type BatchProgress } from "../model/jobs/batches";
import { internalAction, internalMutation } from "../_generated/server";
import { randomToken, sha256Hex } from "../model/auth/tokens";
import { siteUrl } from "../model/auth/siteUrl";
import { deliver } from "../model/emails/delivery";
import { emailLanguage } from "../model/emails/templates";
import { ensurePersonalHousehold } from "../model/households/access";
import { renderInvitation } from "../model/households/email";
import { INVITATION_DAYS } from "../model/households/invitations";
import { findPreferences } from "../model/users/preferences";

/** Stores the hash of the token an invitation e-mail carries; null when it was revoked. */
export const issueInvitationToken = internalMutation({
  args: { invitationId: v.id("householdInvitations"), tokenHash: v.string() },
  returns: v.union(
    v.null(),
    v.object({
      email: v.string(),
      inviter: v.string(),
      household: v.string(),
      language: v.string(),
    }),
  ),
  handler: async (ctx, { invitationId, tokenHash }) => {
    const invitation = await ctx.db.get("householdInvitations", invitationId);
    const household =
      invitation === null ? null : await ctx.db.get("households", invitation.householdId);
    if (invitation === null || household === null) return null;
    await ctx.db.patch("householdInvitations", invitationId, { tokenHash });
    const inviter = await ctx.db.get("users", invitation.invitedBy);
    const prefs = await findPreferences(ctx, invitation.invitedBy);
    return {
      email: invitation.email,
      // Without a name, the address's local part: a whole address would be a link in mail.
      inviter: inviter?.name ?? inviter?.email?.split("@")[0] ?? "",
      household: household.name,
      language: prefs?.language ?? "en",
    };
  },
});

export const sendInvitation = internalAction({
  args: { invitationId: v.id("householdInvitations") },
  returns: v.null(),
  handler: async (ctx, { invitationId }) => {
    const token = randomToken();
    const info = await ctx.runMutation(internal.internal.households.issueInvitationToken, {
      invitationId,
      tokenHash: await sha256Hex(token),
    });
    if (info === null) return null;
    const url = `${siteUrl()}/join?token=${token}`;
    await deliver(ctx, {
      to: info.email,
      ...renderInvitation(emailLanguage(info.language), { ...info, url, days: INVITATION_DAYS }),
    });
    return null;
  },
});

/**
 * The migration to households, batched and resumable: gives every user (not data-holder
 * rows) their personal household and owner row, MIGRATE_BATCH users a mutation, each batch
 * scheduling the next. Run once after deploying:
 *   npx convex run internal/households:migrate '{"cursor":null}'
 * Safe to run again (users already migrated are skipped); a user it has not reached yet gets
 * theirs on their first mutation (lib/functions.ts).
 */
export const MIGRATE_BATCH = 200;
export const migrate = internalMutation({
  args: { cursor: v.union(v.string(), v.null()) },
  returns: v.object({ migrated: v.number(), done: v.boolean() }),
  handler: async (ctx, { cursor }) => {
    const progress: BatchProgress = await runBatch(
      ctx,
      internal.internal.households.migrate,
      async () => {
        const page = await ctx.db.query("users").paginate({ numItems: MIGRATE_BATCH, cursor });
        let migrated = 0;
        for (const user of page.page) {
          if (user.householdLedger === true) continue;
          const had = await ctx.db
            .query("households")
            .withIndex("by_personalOf", (q) => q.eq("personalOf", user._id))
            .first();
          if (had !== null) continue;
          await ensurePersonalHousehold(ctx, user._id);
          migrated++;
        }
        return { handled: migrated, next: page.isDone ? null : { cursor: page.continueCursor } };
      },
    );
    return { migrated: progress.handled, done: progress.done };
  },
});
