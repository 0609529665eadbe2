/**
 * A bank connection feeds a household through its connector's own access at the bank. When that
 * person leaves the household (leaves, is removed, deletes their account), the household must
 * not keep reading their bank: each connection they made there ends. Its sealed access is
 * deleted at once; the connection stays, "ended", so the accounts it fed and their history stay
 * in the books and the card says they are no longer connected (any editor may remove it).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { connectionsOf, deleteSealedAccess } from "./connections";

type Ctx = { db: MutationCtx["db"] };

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
  for (const connection of await connectionsOf(ctx, ledgerKey)) {
    if (connectorOf(connection) !== person || connection.status === "ended") continue;
    await deleteSealedAccess(ctx, connection._id);
    await ctx.db.patch("bankConnections", connection._id, {
      status: "ended",
      error: "BANK_OWNER_LEFT",
      bankMessage: undefined,
    });
  }
}
