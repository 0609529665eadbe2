/**
 * Reconciliation status of transactions: "uncleared" (the absent field), "cleared" (the user
 * ticked it against a statement) and "reconciled" (a finished reconciliation matched it).
 * A status change moves the account's cleared total in the same mutation; turning cleared into
 * reconciled does not, since reconciled ones count as cleared (balances.ts isCleared).
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { adjustBalance } from "./balances";
import { clearedAmount } from "./entries";
import { guardReconciled } from "./reconciledGuard";

type Db = { db: MutationCtx["db"] };

/** The reconciliation status as stored: "uncleared" is the absent field. */
export function storedStatus(
  status: Doc<"transactions">["cleared"],
): Pick<Doc<"transactions">, "cleared"> {
  return status === undefined || status === "uncleared" ? {} : { cleared: status };
}

/** Marks one transaction (one side of a transfer) cleared or not; reconciled ones need consent. */
export async function markCleared(
  ctx: Db,
  tx: Doc<"transactions">,
  cleared: boolean,
  allowReconciled: boolean | undefined,
): Promise<void> {
  if (cleared && tx.cleared !== undefined && tx.cleared !== "uncleared") return;
  if (!cleared && tx.cleared === undefined) return;
  guardReconciled([tx], allowReconciled);
  const next = cleared ? ("cleared" as const) : undefined;
  await ctx.db.patch("transactions", tx._id, { cleared: next });
  const delta = clearedAmount({ amount: tx.amount, cleared: next }) - clearedAmount(tx);
  await adjustBalance(ctx, tx.accountId, 0, delta);
}

/** Turns cleared transactions into reconciled ones (the cleared total does not move). */
export async function markReconciled(ctx: Db, txs: Doc<"transactions">[]): Promise<void> {
  for (const tx of txs) await ctx.db.patch("transactions", tx._id, { cleared: "reconciled" });
}

/**
 * Marks many transactions cleared or not in one write (the bulk bar). All or nothing: a
 * reconciled one among them refuses the whole call unless confirmed, as a single mark does.
 * Rows already in the asked state are left alone; each account's cleared total moves once.
 * Returns how many rows changed.
 */
export async function markClearedMany(
  ctx: Db,
  txs: Doc<"transactions">[],
  cleared: boolean,
  allowReconciled: boolean | undefined,
): Promise<number> {
  const changing = txs.filter((tx) =>
    cleared ? tx.cleared === undefined || tx.cleared === "uncleared" : tx.cleared !== undefined,
  );
  guardReconciled(changing, allowReconciled);
  const next = cleared ? ("cleared" as const) : undefined;
  const deltas = new Map<Doc<"transactions">["accountId"], number>();
  for (const tx of changing) {
    await ctx.db.patch("transactions", tx._id, { cleared: next });
    const delta = clearedAmount({ amount: tx.amount, cleared: next }) - clearedAmount(tx);
    deltas.set(tx.accountId, (deltas.get(tx.accountId) ?? 0) + delta);
  }
  for (const [accountId, delta] of deltas) await adjustBalance(ctx, accountId, 0, delta);
  return changing.length;
}
