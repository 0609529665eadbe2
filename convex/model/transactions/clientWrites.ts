/**
 * Idempotent creates: a device's `clientId` is remembered, per ledger, with what its first
 * call created. A resend (the answer was lost, the outbox replays) finds it and returns the
 * same ids without writing. The record outlives the transaction on purpose: a replay after the
 * row was deleted must not bring it back. Records older than CLIENT_WRITE_RETENTION_MS are
 * pruned daily (pruneClientWrites), so the table holds about a month of offline entries rather
 * than every one ever typed.
 */
import { v } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { Batch } from "../jobs/batches";
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

/**
 * How long a clientId is remembered. A device resends its outbox on its next connection, which
 * is hours or days after a lost answer, rarely weeks; a month leaves a wide margin for a phone
 * left off on a long trip, while the table stays bounded by a month of offline entries.
 */
export const CLIENT_WRITE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Rows deleted per batch. A delete reads and writes its row (~200 bytes), so 1,000 is far inside
 * one transaction's limits (32,000 documents read, 16,000 written).
 */
export const CLIENT_WRITE_PRUNE_BATCH = 1_000;

/**
 * One batch of pruning: deletes the oldest records created before `now - retention`. A bounded
 * range of the built-in creation-time index, never a scan; another batch follows while a full
 * batch was found (what is left decides the work, so any run carries on from any start).
 */
export async function pruneClientWritesBatch(
  ctx: { db: MutationCtx["db"] },
  now: number,
): Promise<Batch<Record<string, never>>> {
  const before = now - CLIENT_WRITE_RETENTION_MS;
  const old = await ctx.db
    .query("clientWrites")
    .withIndex("by_creation_time", (q) => q.lt("_creationTime", before))
    .take(CLIENT_WRITE_PRUNE_BATCH);
  for (const row of old) await ctx.db.delete("clientWrites", row._id);
  return { handled: old.length, next: old.length === CLIENT_WRITE_PRUNE_BATCH ? {} : null };
}
