import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconScale } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import type { AccountView } from "../../../data/accounts";
import { type ListFilters, type TransactionView } from "../../../data/transactions";
import { BulkActions } from "./BulkActions";
import { ListErrorBoundary } from "./ListErrorBoundary";
import { confirmReconciledChange } from "./reconciledConfirm";
import { ReconcileModal } from "./ReconcileModal";
import { TransactionFilters } from "./TransactionFilters";
import { TransactionFormModal } from "./TransactionFormModal";
import { TransactionList } from "./TransactionList";
import { useConfirmDelete } from "./useConfirmDelete";

type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; tx: TransactionView };

/** One account's live balance (R29), its filters and list, and the add/edit/delete flows. */
export function AccountLedger({
  account,
  accounts,
}: {
  account: AccountView;
  accounts: AccountView[];
}) {
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
  const onFilters = useCallback(
    (value: ListFilters, active: boolean) => setFilters({ value, active }),
    [],
  );
  const [reconciling, setReconciling] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, TransactionView>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
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
  // A reconciled transaction is edited only after the user confirms (the form then consents).
  const onEdit = useCallback((tx: TransactionView) => {
    const open = () => setForm({ mode: "edit", tx });
    if (tx.cleared === "reconciled") confirmReconciledChange(open);
    else open();
  }, []);

  const addButton = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => setForm({ mode: "add" })}
      data-testid="add-transaction"
    >
      {t("add")}
    </Button>
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" fw={500}>
              {t("balance.current")}
            </Text>
            <Title order={3} fz={28} data-testid="account-balance">
              <MoneyText amount={account.balance} currency={account.currency} inherit />
            </Title>
            {account.availableCredit !== undefined && (
              <Text size="sm" c="dimmed" data-testid="available-credit">
                {t("balance.available")}{" "}
                <MoneyText
                  amount={account.availableCredit}
                  currency={account.currency}
                  size="sm"
                  fw={500}
                />
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconScale size={18} />}
              onClick={() => setReconciling(true)}
              data-testid="reconcile-account"
            >
              {t("reconcile.button")}
            </Button>
            {addButton}
          </Group>
        </Group>
      </Paper>
      <TransactionFilters currency={account.currency} onChange={onFilters} />
      {(selected.size > 0 || allMatching) && (
        <BulkActions
          selected={[...selected.values()]}
          onClear={() => {
            setSelected(new Map());
            setAllMatching(false);
          }}
          matching={allMatching ? { accountId: account._id, filters: filters.value } : null}
          onSelectMatching={() => setAllMatching(true)}
        />
      )}
      <ListErrorBoundary>
        <TransactionList
          accountId={account._id}
          filters={filters.value}
          filtered={filters.active}
          accountNames={accountNames}
          onEdit={onEdit}
          onDelete={confirmDelete}
          emptyAction={addButton}
          selection={selection}
        />
      </ListErrorBoundary>
      <ReconcileModal
        account={account}
        opened={reconciling}
        onClose={() => setReconciling(false)}
      />
      <TransactionFormModal
        opened={form.mode !== "closed"}
        onClose={() => setForm({ mode: "closed" })}
        account={account}
        accounts={accounts}
        editing={form.mode === "edit" ? form.tx : undefined}
      />
    </Stack>
  );
}
