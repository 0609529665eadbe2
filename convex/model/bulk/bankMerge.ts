/**
 * Undo of a delete meets the bank: a deleted transaction the bank fed in (it has a `bankId`)
 * may have come back by a sync since. Re-inserting it would count the same bank transaction
 * twice, so it is merged into the row that holds its bank id instead: that row takes the
 * user's fields back (category, payee, notes, splits, tags) and keeps what the bank and the
 * statement say of it (bank id, pending, reconciliation status). When the bank's row has
 * another amount by now, the user's copy is not brought back at all.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { Entry } from "../ledger/entries";
import type { Ctx } from "./bulk";
import type { vDeletedTransaction } from "./fields";

type Deleted = Infer<typeof vDeletedTransaction>;

interface BankMerges {
  /** The rows to rewrite with the user's fields, and the deleted id each one stands for. */
  merged: { oldId: Id<"transactions">; tx: Doc<"transactions">; next: Entry }[];
  /** Deleted rows whose bank id came back with another amount: they stay deleted. */
  dropped: Set<Id<"transactions">>;
}

export async function findBankMerges(ctx: Ctx, docs: Deleted[]): Promise<BankMerges> {
  const result: BankMerges = { merged: [], dropped: new Set() };
  for (const doc of docs) {
    const { bankId } = doc;
    if (bankId === undefined) continue;
    const existing = await ctx.db
      .query("transactions")
      .withIndex("by_account_bankId", (q) => q.eq("accountId", doc.accountId).eq("bankId", bankId))
      .first();
    if (existing === null) continue;
    if (existing.amount !== doc.amount || existing.counterpartId !== undefined) {
      result.dropped.add(doc.oldId);
      continue;
    }
    const { oldId, counterpartId: _c, cleared: _s, pending: _p, ...fields } = doc;
    const next: Entry = {
      ...fields,
      ...(existing.cleared === undefined ? {} : { cleared: existing.cleared }),
      ...(existing.pending === true ? { pending: true } : {}),
    };
    result.merged.push({ oldId, tx: existing, next });
  }
  return result;
}
