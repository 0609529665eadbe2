import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconScale } from "@tabler/icons-react";
import { use, useState, type ReactNode } from "react";
import { NewEntryButton } from "./register/NewEntryButton";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../../components/editAccess";
import { MoneyText } from "../../../components/MoneyText";
import type { AccountView } from "../../../data/accounts";
import { BulkActions } from "./BulkActions";
import { ListErrorBoundary } from "./ListErrorBoundary";
import { ReconcileModal } from "./ReconcileModal";
import { TransactionFilters } from "./TransactionFilters";
import { TransactionFormModal } from "./TransactionFormModal";
import { TransactionList } from "./TransactionList";
import { useLedgerState } from "./useLedgerState";
import { ReconcileBar } from "./register/ReconcileBar";
import { RegisterTable } from "./register/RegisterTable";
import { useDesktop } from "../../../lib/useDesktop";
import { useNewEntryParam } from "./useNewEntryParam";

/** One account's live balance (R29), its filters and list, and the add/edit/delete flows. */
export function AccountLedger({
  account,
  accounts,
}: {
  account: AccountView;
  accounts: AccountView[];
}) {
  const { t } = useTranslation("transactions");
  const ledger = useLedgerState(accounts);
  const { form, selection, allMatching } = ledger;
  const [reconciling, setReconciling] = useState(false);
  const desktop = useDesktop();
  useNewEntryParam(desktop ? ledger.entry.onOpen : () => ledger.openAdd(account));

  // A viewer of the household gets no add button (EditAccess).
  const canEdit = use(EditAccess);
  const addButton = canEdit && (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => ledger.openAdd(account)}
      data-testid="add-transaction"
    >
      {t("add")}
    </Button>
  );

  const newEntry = <NewEntryButton desktop={desktop} onOpen={ledger.entry.onOpen} />;

  return (
    <Stack gap={desktop ? "xs" : "md"}>
      <Paper withBorder radius="md" py={desktop ? 4 : "md"} px="md">
        <Group justify="space-between" align={desktop ? "center" : "flex-end"} wrap="wrap" gap="sm">
          {/* On a desktop one line, so the register below keeps the height. */}
          <Balance desktop={desktop}>
            <Text size={desktop ? "xs" : "sm"} c="dimmed" fw={500}>
              {t("balance.current")}
            </Text>
            <Title order={3} fz={desktop ? 20 : 28} data-testid="account-balance">
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
          </Balance>
          <Group gap="sm">
            {canEdit && (
              <Button
                variant="default"
                leftSection={<IconScale size={18} />}
                onClick={() => setReconciling(true)}
                aria-pressed={desktop ? reconciling : undefined}
                data-testid="reconcile-account"
              >
                {t("reconcile.button")}
              </Button>
            )}
            {newEntry}
            {addButton}
          </Group>
        </Group>
      </Paper>
      <TransactionFilters
        currency={account.currency}
        onChange={ledger.onFilters}
        compact={desktop}
      />
      {(selection.selected.size > 0 || allMatching) && (
        <BulkActions
          selected={[...selection.selected.values()]}
          onClear={ledger.clearSelection}
          matching={allMatching ? { accountId: account._id, filters: ledger.filters } : null}
          onSelectMatching={ledger.selectAllMatching}
        />
      )}
      {desktop && reconciling && canEdit && (
        <ReconcileBar account={account} onClose={() => setReconciling(false)} />
      )}
      <ListErrorBoundary>
        {desktop ? (
          <RegisterTable
            account={account}
            accounts={accounts}
            {...ledger.listProps}
            selection={selection}
            emptyAction={addButton}
            entry={ledger.entry}
            entryAccount={account}
            onEntryAccount={() => undefined}
            reconciling={reconciling}
          />
        ) : (
          <TransactionList
            accountId={account._id}
            {...ledger.listProps}
            emptyAction={addButton}
            selection={selection}
          />
        )}
      </ListErrorBoundary>
      {!desktop && (
        <ReconcileModal
          account={account}
          opened={reconciling}
          onClose={() => setReconciling(false)}
        />
      )}
      <TransactionFormModal
        opened={form.mode !== "closed"}
        onClose={ledger.closeForm}
        account={account}
        accounts={accounts}
        editing={form.mode === "edit" ? form.tx : undefined}
      />
    </Stack>
  );
}

function Balance({ desktop, children }: { desktop: boolean; children: ReactNode }) {
  return desktop ? (
    <Group gap="sm" align="baseline" miw={0}>
      {children}
    </Group>
  ) : (
    <Stack gap={2} miw={0}>
      {children}
    </Stack>
  );
}
