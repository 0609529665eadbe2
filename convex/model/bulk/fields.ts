/**
 * One undoable bulk change: what each touched transaction was before it, so "Undo" restores
 * exactly that change. A re-categorisation keeps each id and its old category, an edit the
 * fields it changed (under 1 KB a row, so BULK_MAX rows stay far under Convex's 1 MiB). A
 * delete keeps the whole deleted documents (re-inserted through the ledger on undo), one undo
 * item each beside the entry (model/bulk/items.ts): together they would not fit one document.
 */
import { v } from "convex/values";
import { vCategory } from "../validators";
import { accountFields } from "../accounts/fields";
import { budgetFields } from "../budgets/fields";
import { transactionFields } from "../transactions/fields";

export const vDeletedTransaction = transactionFields.extend({ oldId: v.id("transactions") });

/**
 * Set when the transaction was already reconciled when changed (the user confirmed that), so
 * undo may put it back; a row reconciled only after the change is left as it is (reconciledGuard).
 */
const wasReconciled = { reconciled: v.optional(v.boolean()) };

export const vEditedFields = transactionFields
  .pick("category", "payee", "tags", "handEdited", "updatedBy", "updatedAt")
  .extend({ id: v.id("transactions"), ...wasReconciled });

/**
 * "Remove sample data": the accounts it deleted (their sample transactions are in `deleted`),
 * the sample accounts it kept because they hold the user's own data, and the sample budgets.
 */
export const vSampleRemoval = v.object({
  accounts: v.array(accountFields.extend({ oldId: v.id("accounts") })),
  kept: v.array(v.id("accounts")),
  /** The names the kept accounts had before the sample mark was taken off (Undo puts them back). */
  keptNames: v.optional(v.array(v.object({ accountId: v.id("accounts"), name: v.string() }))),
  budgets: v.array(budgetFields),
});

export const undoLogFields = v.object({
  userId: v.id("users"),
  kind: v.union(
    v.literal("recategorize"),
    v.literal("delete"),
    v.literal("edit"),
    v.literal("sample"),
  ),
  /** recategorize: the previous category of each changed transaction. */
  previous: v.optional(
    v.array(v.object({ id: v.id("transactions"), category: vCategory, ...wasReconciled })),
  ),
  /** edit (bulk payee/tags/category, a rule applied): each transaction's fields before. */
  edits: v.optional(v.array(vEditedFields)),
  /**
   * Entries written before undo items held deleted documents here (model/bulk/items.ts):
   * still read by undo until they expire.
   */
  deleted: v.optional(v.array(vDeletedTransaction)),
  /** sample: what else "Remove sample data" took (model/sampleData/removal.ts). */
  sample: v.optional(vSampleRemoval),
  createdAt: v.number(),
});

/**
 * One deleted transaction of a "delete" or "sample" undo entry, with its old id (transfer
 * links are re-made from these). Expires with its entry (model/bulk/items.ts).
 */
export const undoItemFields = v.object({
  undoId: v.id("undoLog"),
  userId: v.id("users"),
  createdAt: v.number(),
  deleted: vDeletedTransaction,
});
