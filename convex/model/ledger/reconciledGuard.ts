/**
 * The one guard for reconciled transactions. A reconciled transaction matched a bank statement:
 * its amount, date, payee, category and notes are what the user checked, so no writer changes
 * or deletes one unless the user confirmed that very change (`allowReconciled`). The ledger
 * (entries.ts, batch.ts) applies it to every revise and remove, so a writer that forgets it
 * fails loudly instead of rewriting the books.
 *
 * Writers that act on many rows the user did not pick one by one (undo of a bulk edit or a
 * rule, undo of an import, renaming or merging a payee, deleting a category) do not refuse as
 * a whole: they leave the reconciled rows as they are, go on with the rest and report how many
 * they kept (`partitionReconciled`).
 */
import type { Doc } from "../../_generated/dataModel";
import { fail } from "../errors";

type Status = Pick<Doc<"transactions">, "cleared">;

export function isReconciled(tx: Status): boolean {
  return tx.cleared === "reconciled";
}

/** Refuses (TRANSACTION_RECONCILED) a change to a reconciled transaction unless confirmed. */
export function guardReconciled(txs: Status[], allowReconciled: boolean | undefined): void {
  if (allowReconciled === true) return;
  if (txs.some(isReconciled)) fail("TRANSACTION_RECONCILED", "id");
}

/** The rows a batch writer may change, and how many reconciled ones it leaves as they are. */
export function partitionReconciled<T extends Status>(txs: T[]): { open: T[]; kept: number } {
  const open = txs.filter((tx) => !isReconciled(tx));
  return { open, kept: txs.length - open.length };
}
