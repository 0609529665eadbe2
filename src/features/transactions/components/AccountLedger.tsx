import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
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
  const add = () => ledger.openAdd(account);
  const addButton = canEdit && (
    <Button leftSection={<IconPlus size={18} />} onClick={add} data-testid="add-transaction">
      {t("add")}
    </Button>
  );
  // Beside the balance on a phone, an icon: the balance keeps the width it needs.
  const toolbarAdd = desktop
    ? addButton
    : canEdit && (
        <ActionIcon
          variant="filled"
          size="input-sm"
          aria-label={t("add")}
          onClick={add}
          data-testid="add-transaction"
        >
          <IconPlus size={18} />
        </ActionIcon>
      );

  const newEntry = <NewEntryButton desktop={desktop} onOpen={ledger.entry.onOpen} />;

  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" py={4} px={desktop ? "md" : "sm"}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          {/* One line on a desktop, two short ones on a phone: the rows below keep the height. */}
          <Balance desktop={desktop}>
            <Text size="xs" c="dimmed" fw={500}>
              {t("balance.current")}
            </Text>
            <Title order={3} fz={desktop ? 20 : 22} data-testid="account-balance">
              <MoneyText amount={account.balance} currency={account.currency} inherit />
            </Title>
            {account.availableCredit !== undefined && (
              <Text size={desktop ? "sm" : "xs"} c="dimmed" data-testid="available-credit">
                {t("balance.available")}{" "}
                <MoneyText
                  amount={account.availableCredit}
                  currency={account.currency}
                  size={desktop ? "sm" : "xs"}
                  fw={500}
                />
              </Text>
            )}
          </Balance>
          <Group gap="xs" wrap="nowrap">
            {!canEdit ? null : desktop ? (
              <Button
                variant="default"
                leftSection={<IconScale size={18} />}
                onClick={() => setReconciling(true)}
                aria-pressed={reconciling}
                data-testid="reconcile-account"
              >
                {t("reconcile.button")}
              </Button>
            ) : (
              <ActionIcon
                variant="default"
                size="input-sm"
                aria-label={t("reconcile.button")}
                onClick={() => setReconciling(true)}
                data-testid="reconcile-account"
              >
                <IconScale size={18} />
              </ActionIcon>
            )}
            {newEntry}
            {toolbarAdd}
          </Group>
        </Group>
      </Paper>
      <TransactionFilters
        currency={account.currency}
        onChange={ledger.onFilters}
        desktop={desktop}
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
