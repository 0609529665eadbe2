import { useCallback, useMemo, useState } from "react";
import type { AccountView } from "../../../data/accounts";
import type { ListFilters, TransactionView } from "../../../data/transactions";
import { confirmReconciledChange } from "./reconciledConfirm";
import { useConfirmDelete } from "./useConfirmDelete";

/** The add/edit form, and for which account it is open. */
export type LedgerForm =
  | { mode: "closed" }
  | { mode: "add"; account: AccountView }
  | { mode: "edit"; account: AccountView; tx: TransactionView };

type Selected = ReadonlyMap<string, TransactionView>;

/**
 * What the one-account and the all-accounts ledgers both keep: the open form, the filters the
 * list shows, the picked rows (and whether "everything matching" is picked), and the row
 * actions. The views differ only in what they put around the list.
 */
export function useLedgerState(accounts: AccountView[]) {
  const [form, setForm] = useState<LedgerForm>({ mode: "closed" });
  const [filters, setFilters] = useState<{ value: ListFilters; active: boolean }>({
    value: { order: "desc" },
    active: false,
  });
  const [selected, setSelected] = useState<Selected>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  // The register's entry row (desktop); `n`, its button or ?new=1 opens it.
  const [entryOpen, setEntryOpen] = useState(false);
  const onDelete = useConfirmDelete();
  const accountNames = useMemo(
    () => new Map(accounts.map((a) => [a._id as string, a.name])),
    [accounts],
  );
  const onFilters = useCallback(
    (value: ListFilters, active: boolean) => setFilters({ value, active }),
    [],
  );
  // A reconciled transaction is edited only after the user confirms (the form then consents).
  const onEdit = useCallback(
    (tx: TransactionView) => {
      const account = accounts.find((a) => a._id === tx.accountId);
      if (!account) return;
      const open = () => setForm({ mode: "edit", account, tx });
      if (tx.cleared === "reconciled") confirmReconciledChange(open);
      else open();
    },
    [accounts],
  );
  const selection = useMemo(
    () => ({
      selected,
      onSelect: (txs: TransactionView[], on: boolean) =>
        setSelected((current) => {
          const next = new Map(current);
          for (const tx of txs) {
            if (on) next.set(tx._id, tx);
            else next.delete(tx._id);
          }
          return next;
        }),
    }),
    [selected],
  );

  return {
    form,
    openAdd: (account: AccountView) => setForm({ mode: "add", account }),
    closeForm: () => setForm({ mode: "closed" }),
    entry: {
      open: entryOpen,
      onOpen: () => setEntryOpen(true),
      onClose: () => setEntryOpen(false),
    },
    filters: filters.value,
    onFilters,
    selection,
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    clearSelection: () => {
      setSelected(new Map());
      setAllMatching(false);
    },
    /** The props TransactionList takes from the ledger's state, alike in both views. */
    listProps: {
      filters: filters.value,
      filtered: filters.active,
      accountNames,
      onEdit,
      onDelete,
    },
  };
}
