/**
 * Household events, made in the same mutation as the change itself (not by the sweep): each
 * member gets their own notification, filtered by their own preferences, and an e-mail when
 * they want this kind mailed (within the same daily limit as the sweep's).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { Candidate } from "./candidate";
import { mailDigest, record } from "./deliver";
import { loadNotificationPreferences } from "./preferences";

type Ctx = Pick<MutationCtx, "db" | "scheduler">;

async function tell(ctx: Ctx, userId: Id<"users">, ledgerKey: Id<"users">, candidate: Candidate) {
  const person = await ctx.db.get("users", userId);
  if (person === null) return;
  const prefs = await loadNotificationPreferences(ctx, userId);
  if (await record(ctx, userId, ledgerKey, prefs, candidate)) {
    await mailDigest(ctx, person, {
      items: [{ kind: candidate.kind, facts: candidate.facts }],
      weekly: null,
    });
  }
}

/** `joined` (their new member row) joined: every other member hears of it. */
export async function memberJoined(
  ctx: Ctx,
  household: Doc<"households">,
  joined: Doc<"householdMembers">,
  members: readonly Doc<"householdMembers">[],
): Promise<void> {
  const who = await ctx.db.get("users", joined.userId);
  const candidate: Candidate = {
    kind: "member_joined",
    subjectId: household._id,
    key: `member_joined:${joined._id}`,
    facts: { name: household.name, person: who?.name ?? who?.email ?? "", role: joined.role },
  };
  for (const member of members) {
    if (member.userId !== joined.userId)
      await tell(ctx, member.userId, household.ledgerKey, candidate);
  }
}

/** `member`'s role is now `role`: they hear of it (each change once, by when it happened). */
export async function roleChanged(
  ctx: Ctx,
  member: Doc<"householdMembers">,
  role: Doc<"householdMembers">["role"],
): Promise<void> {
  const household = await ctx.db.get("households", member.householdId);
  if (household === null || member.role === role) return;
  await tell(ctx, member.userId, household.ledgerKey, {
    kind: "role_changed",
    subjectId: household._id,
    key: `role_changed:${member._id}:${role}:${Date.now()}`,
    facts: { name: household.name, role },
  });
}
