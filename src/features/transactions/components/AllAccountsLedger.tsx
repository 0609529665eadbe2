import { Button, Menu, Stack } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { minorDigits } from "../../../../convex/shared/currencies";
import type { AccountView } from "../../../data/accounts";
import type { ListFilters, TransactionView } from "../../../data/transactions";
import { ListErrorBoundary } from "./ListErrorBoundary";
import { confirmReconciledChange } from "./reconciledConfirm";
import { TransactionFilters } from "./TransactionFilters";
import { TransactionFormModal } from "./TransactionFormModal";
import { TransactionList } from "./TransactionList";
import { useConfirmDelete } from "./useConfirmDelete";

type FormState =
  | { mode: "closed" }
  | { mode: "add"; account: AccountView }
  | { mode: "edit"; account: AccountView; tx: TransactionView };

/**
 * Every account's transactions in one list, newest first, each row naming its account and
 * showing its own currency. Adding asks which account; editing and deleting work as in one
 * account's ledger (balances, reconciling and bulk edits live there).
 */
export function AllAccountsLedger({ accounts }: { accounts: AccountView[] }) {
  const { t } = useTranslation("transactions");
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [filters, setFilters] = useState<{ value: ListFilters; active: boolean }>({
    value: { order: "desc" },
    active: false,
  });
  const confirmDelete = useConfirmDelete();
  const accountNames = useMemo(
    () => new Map(accounts.map((a) => [a._id as string, a.name])),
    [accounts],
  );
  const currencies = new Set(accounts.map((a) => a.currency));
  // Typed amounts are read with the most decimals any account has, so none is cut off.
  const amountCurrency = [...currencies].reduce((best, c) =>
    minorDigits(c) > minorDigits(best) ? c : best,
  );
  const onFilters = useCallback(
    (value: ListFilters, active: boolean) => setFilters({ value, active }),
    [],
  );
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

  const addButton = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={18} />}
          rightSection={<IconChevronDown size={16} />}
          data-testid="add-transaction"
        >
          {t("add")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("all.addTo")}</Menu.Label>
        {accounts.map((account) => (
          <Menu.Item key={account._id} onClick={() => setForm({ mode: "add", account })}>
            {`${account.name} (${account.currency})`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Stack gap="md" data-testid="all-accounts-ledger">
      <Stack align="flex-end">{addButton}</Stack>
      <TransactionFilters
        currency={amountCurrency}
        acrossAccounts={{ mixed: currencies.size > 1 }}
        onChange={onFilters}
      />
      <ListErrorBoundary>
        <TransactionList
          accountId={null}
          filters={filters.value}
          filtered={filters.active}
          accountNames={accountNames}
          onEdit={onEdit}
          onDelete={confirmDelete}
          emptyAction={addButton}
        />
      </ListErrorBoundary>
      {form.mode !== "closed" && (
        <TransactionFormModal
          opened
          onClose={() => setForm({ mode: "closed" })}
          account={form.account}
          accounts={accounts}
          editing={form.mode === "edit" ? form.tx : undefined}
        />
      )}
    </Stack>
  );
}
