/**
 * Idempotent creates: a device's `clientId` is remembered, per ledger, with what its first
 * call created. A resend (the answer was lost, the outbox replays) finds it and returns the
 * same ids without writing. The record outlives the transaction on purpose: a replay after the
 * row was deleted must not bring it back.
 */
import { v } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { CLIENT_ID_MAX_LENGTH } from "../../shared/clientIds";
import { fail } from "../errors";

export const clientWriteFields = v.object({
  /** The ledger's key (a household's books): another ledger's ids never collide. */
  userId: v.id("users"),
  clientId: v.string(),
  transactionId: v.id("transactions"),
  /** A transfer's other side. */
  counterpartId: v.optional(v.id("transactions")),
});

export const vClientId = { clientId: v.optional(v.string()) };

/** CLIENT_ID_TOO_LONG past 64 characters; INVALID_ARGUMENT when empty. */
export function checkClientId(clientId: string): void {
  if (clientId.length > CLIENT_ID_MAX_LENGTH) fail("CLIENT_ID_TOO_LONG", "clientId");
  if (clientId.trim() === "") fail("INVALID_ARGUMENT", "clientId");
}

/** What an earlier call with this clientId created in this ledger; one indexed read. */
export async function earlierWrite(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  clientId: string,
) {
  return await ctx.db
    .query("clientWrites")
    .withIndex("by_user_clientId", (q) => q.eq("userId", userId).eq("clientId", clientId))
    .first();
}

export async function rememberWrite(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  clientId: string,
  transactionId: Id<"transactions">,
  counterpartId?: Id<"transactions">,
): Promise<void> {
  await ctx.db.insert("clientWrites", { userId, clientId, transactionId, counterpartId });
}
