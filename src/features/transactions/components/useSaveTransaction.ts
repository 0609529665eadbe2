import { useCallback } from "react";
import { useTransactionMutations } from "../../../data/transactions";
import { devicePerson } from "../../../lib/offline/devicePerson";
import { writesWaitForNetwork } from "../../../lib/offline/connection";
import { keepInOutbox, newClientId } from "../../../data/device/outbox";
import type { TransactionCall } from "../transactionForm";

/**
 * Makes the one API call a transaction form resolved to (valuesToCall), for the dialog and the
 * register's entry row alike. `allowReconciled`: the user already agreed to change a reconciled
 * transaction. A new transaction carries a clientId made here; without a network it goes to
 * the device's outbox (src/data/device), to be sent with that id when the network is back;
 * the answer says which ("kept": on the device, shown as waiting to sync).
 */
export function useSaveTransaction() {
  const { create, update, createTransfer, updateTransfer } = useTransactionMutations();
  return useCallback(
    async (call: TransactionCall, allowReconciled = false): Promise<"sent" | "kept"> => {
      const consent = allowReconciled ? { allowReconciled: true } : {};
      if (call.fn === "create" || call.fn === "createTransfer") {
        const person = devicePerson();
        const withId =
          call.fn === "create"
            ? { fn: call.fn, args: { ...call.args, clientId: newClientId() } }
            : { fn: call.fn, args: { ...call.args, clientId: newClientId() } };
        if (person !== null && writesWaitForNetwork()) {
          await keepInOutbox(person, withId);
          return "kept";
        }
        if (withId.fn === "create") await create(withId.args);
        else await createTransfer(withId.args);
      } else if (call.fn === "update") await update({ ...call.args, ...consent });
      else await updateTransfer({ ...call.args, ...consent });
      return "sent";
    },
    [create, update, createTransfer, updateTransfer],
  );
}
