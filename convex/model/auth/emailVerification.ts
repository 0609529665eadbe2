/**
 * Redeeming an e-mailed verification link. Only the token's hash is stored; a token is single
 * use, expires, and proves only the address it was sent to.
 */
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";

/**
 * Marks the address of the token's person verified and spends the token; returns the address.
 * A token that is unknown, expired, or issued for an address the person no longer has is
 * INVALID_LINK (an expired one stays refused until a newer link replaces it: the error undoes
 * every write).
 */
export async function redeemVerificationToken(
  ctx: { db: MutationCtx["db"] },
  tokenHash: string,
): Promise<string> {
  const row = await ctx.db
    .query("emailVerificationTokens")
    .withIndex("by_hash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
  const user = row === null ? null : await ctx.db.get("users", row.userId);
  if (row === null || user === null || row.expiresAt <= Date.now() || row.email !== user.email) {
    fail("INVALID_LINK");
  }
  await ctx.db.delete("emailVerificationTokens", row._id);
  if (user.emailVerificationTime === undefined) {
    await ctx.db.patch("users", user._id, { emailVerificationTime: Date.now() });
  }
  return row.email;
}
