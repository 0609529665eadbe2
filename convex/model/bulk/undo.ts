/**
 * Undo of a bulk change (bulk.ts, edit.ts): puts back what an undo entry recorded, through the
 * ledger like every other write.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { postEntry, removeEntry, reviseEntry, type Entry } from "../ledger/entries";
import { linkCounterpart } from "../ledger/transfers";
import { accountOf, undoable, type Ctx } from "./bulk";
import { undoEdits } from "./edit";

/**
 * Reverts exactly the change recorded in `entry`, then forgets it. Transactions deleted since
 * (or whose account is gone) are skipped, and so are those reconciled since (returned as
 * `kept`); re-inserted transfer sides are linked to each other.
 */
export async function undo(ctx: Ctx, entry: Doc<"undoLog">): Promise<{ kept: number }> {
  const kept = { count: 0 };
  await undoEdits(ctx, entry.edits ?? [], kept);
  for (const { id, category, reconciled } of entry.previous ?? []) {
    const tx = await undoable(ctx, id, { reconciled }, kept);
    if (tx === null) continue;
    const { _id, _creationTime, ...fields } = tx;
    await reviseEntry(ctx, await accountOf(ctx, tx), tx, { ...fields, category }, reconciled);
  }
  const newIds = new Map<Id<"transactions">, Id<"transactions">>();
  const linked: { id: Id<"transactions">; oldCounterpart: Id<"transactions"> }[] = [];
  for (const { oldId, counterpartId, ...doc } of entry.deleted ?? []) {
    const account = await ctx.db.get("accounts", doc.accountId);
    if (account === null || account.deletingAt !== undefined) continue;
    const id = await postEntry(ctx, account, doc satisfies Entry);
    newIds.set(oldId, id);
    if (counterpartId !== undefined) linked.push({ id, oldCounterpart: counterpartId });
  }
  for (const { id, oldCounterpart } of linked) {
    const other = newIds.get(oldCounterpart);
    if (other !== undefined) await linkCounterpart(ctx, id, other);
  }
  // A transfer whose other side could not come back (its account is gone) is not restored alone.
  // It was re-inserted just above, so taking it out again changes nothing the user reconciled.
  for (const { id, oldCounterpart } of linked) {
    if (newIds.has(oldCounterpart)) continue;
    const tx = await ctx.db.get("transactions", id);
    if (tx !== null) await removeEntry(ctx, await accountOf(ctx, tx), tx, true);
  }
  await ctx.db.delete("undoLog", entry._id);
  return { kept: kept.count };
}
