/**
 * A bank connection feeds a household through its connector's own access at the bank. When that
 * person leaves the household (leaves, is removed, deletes their account), the household must
 * not keep reading their bank: each connection they made there ends. Its sealed access is
 * deleted at once; the connection stays, "ended", so the accounts it fed and their history stay
 * in the books and the card says they are no longer connected (any editor may remove it).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";

type Ctx = { db: MutationCtx["db"] };

/** Connections per household are few (bankConnections.list shows at most this many). */
const CONNECTIONS_MAX = 50;

/**
 * Who made the connection. Connections made before this was recorded belong to the ledger's
 * key, the person whose personal household it is.
 */
export function connectorOf(connection: Doc<"bankConnections">): Id<"users"> {
  return connection.connectedBy ?? connection.userId;
}

export async function endConnectionsOf(
  ctx: Ctx,
  ledgerKey: Id<"users">,
  person: Id<"users">,
): Promise<void> {
  const connections = await ctx.db
    .query("bankConnections")
    .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
    .take(CONNECTIONS_MAX);
  for (const connection of connections) {
    if (connectorOf(connection) !== person || connection.status === "ended") continue;
    const secrets = await ctx.db
      .query("bankSecrets")
      .withIndex("by_connection", (q) => q.eq("connectionId", connection._id))
      .take(10);
    for (const secret of secrets) await ctx.db.delete("bankSecrets", secret._id);
    await ctx.db.patch("bankConnections", connection._id, {
      status: "ended",
      error: "BANK_OWNER_LEFT",
      bankMessage: undefined,
    });
  }
}
