import { useCallback } from "react";
import { useTransactionMutations } from "../../../data/transactions";
import type { TransactionCall } from "../transactionForm";

/**
 * Makes the one API call a transaction form resolved to (valuesToCall), for the dialog and the
 * register's entry row alike. `allowReconciled`: the user already agreed to change a reconciled
 * transaction.
 */
export function useSaveTransaction() {
  const { create, update, createTransfer, updateTransfer } = useTransactionMutations();
  return useCallback(
    async (call: TransactionCall, allowReconciled = false): Promise<void> => {
      const consent = allowReconciled ? { allowReconciled: true } : {};
      if (call.fn === "create") await create(call.args);
      else if (call.fn === "update") await update({ ...call.args, ...consent });
      else if (call.fn === "createTransfer") await createTransfer(call.args);
      else await updateTransfer({ ...call.args, ...consent });
    },
    [create, update, createTransfer, updateTransfer],
  );
}
