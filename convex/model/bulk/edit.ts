/**
 * Bulk edits of payee, tags and category (by hand, or a rule applied to existing transactions),
 * undoable: the undo entry keeps each transaction's fields before the change.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { CategoryKey } from "../../shared/domain";
import { cleanTags } from "../transactions/extras";
import { changes } from "../rules/match";
import { fieldsOf, recordUndo, reviseAll, undoable, wasReconciled, type Ctx } from "./bulk";
import type { vEditedFields } from "./fields";

type Edited = Infer<typeof vEditedFields>;
type Fields = Pick<
  Doc<"transactions">,
  "category" | "payee" | "tags" | "handEdited" | "splits" | "categoryDefaulted"
>;

/** A change by hand: what to set or add, and what to take away. */
export interface HandEdit {
  category?: CategoryKey;
  /** "" removes the payee. */
  payee?: string;
  addTags?: string[];
  removeTags?: string[];
}

export function editedBy(edit: HandEdit) {
  return (tx: Fields): Fields => {
    const next: Fields = { ...tx, handEdited: true };
    if (edit.category !== undefined && tx.splits === undefined) {
      next.category = edit.category;
      // Setting it (even to the same category) makes it the person's choice.
      next.categoryDefaulted = undefined;
    }
    if (edit.payee !== undefined) next.payee = edit.payee === "" ? undefined : edit.payee;
    const drop = new Set((edit.removeTags ?? []).map((t) => t.toLocaleLowerCase()));
    const kept = (tx.tags ?? []).filter((t) => !drop.has(t.toLocaleLowerCase()));
    next.tags = cleanTags([...kept, ...(edit.addTags ?? [])]);
    return next;
  };
}

/**
 * Rewrites each transaction through the ledger with `next(tx)`'s category, payee and tags
 * (transfers are left out: their payee is the other account); records the undo entry.
 */
export async function editMany(
  ctx: Ctx,
  txs: Doc<"transactions">[],
  next: (tx: Doc<"transactions">) => Fields,
  allowReconciled: boolean | undefined,
): Promise<{ undoId: Id<"undoLog">; changed: number }> {
  const planned = txs
    .filter((tx) => tx.kind !== "transfer")
    .map((tx) => ({ tx, after: next(tx) }))
    .filter(
      ({ tx, after }) => changes(tx, after) || tx.categoryDefaulted !== after.categoryDefaulted,
    );
  await reviseAll(
    ctx,
    planned.map(({ tx, after }) => {
      const { categoryDefaulted: _fallback, ...fields } = fieldsOf(tx);
      return {
        tx,
        next: {
          ...fields,
          category: after.category,
          payee: after.payee,
          tags: after.tags,
          handEdited: after.handEdited,
          ...(after.categoryDefaulted === true ? { categoryDefaulted: true } : {}),
        },
      };
    }),
    allowReconciled,
  );
  const edits: Edited[] = planned.map(({ tx }) => ({
    id: tx._id,
    category: tx.category,
    payee: tx.payee,
    tags: tx.tags,
    handEdited: tx.handEdited,
    // Who changed it last before this edit, so an undo puts that back too (households).
    updatedBy: tx.updatedBy,
    updatedAt: tx.updatedAt,
    ...wasReconciled(tx),
  }));
  const { undoId } = await recordUndo(ctx, { kind: "edit", edits });
  return { undoId, changed: edits.length };
}

/**
 * Puts back each edited transaction's category, payee, tags and hand-edited mark; rows
 * reconciled since the edit are left as they are and counted in `kept` (bulk.ts undoable).
 */
export async function undoEdits(ctx: Ctx, edits: Edited[], kept: { count: number }) {
  const back = [];
  for (const { id, reconciled, ...before } of edits) {
    const tx = await undoable(ctx, id, { reconciled }, kept);
    if (tx === null) continue;
    const { category: _c, payee: _p, tags: _t, handEdited: _h, ...fields } = fieldsOf(tx);
    const { updatedBy: _b, updatedAt: _a, ...rest } = fields;
    const next = {
      ...rest,
      category: before.category,
      ...(before.payee !== undefined ? { payee: before.payee } : {}),
      ...(before.tags !== undefined ? { tags: before.tags } : {}),
      ...(before.handEdited !== undefined ? { handEdited: before.handEdited } : {}),
      ...(before.updatedBy !== undefined ? { updatedBy: before.updatedBy } : {}),
      ...(before.updatedAt !== undefined ? { updatedAt: before.updatedAt } : {}),
    };
    back.push({ tx, next });
  }
  // undoable left out the rows reconciled since; the others are written back as they were.
  await reviseAll(ctx, back, true, { restoring: true });
}
