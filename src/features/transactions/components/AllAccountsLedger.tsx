import { ActionIcon, Button, Group, Menu, Stack } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { use, useState, type ReactElement } from "react";
import { NewEntryButton } from "./register/NewEntryButton";
import { useTranslation } from "react-i18next";
import { minorDigits } from "../../../../convex/shared/currencies";
import type { AccountView } from "../../../data/accounts";
import { ListErrorBoundary } from "./ListErrorBoundary";
import { TransactionFilters } from "./TransactionFilters";
import { TransactionFormModal } from "./TransactionFormModal";
import { TransactionList } from "./TransactionList";
import { useLedgerState } from "./useLedgerState";
import { EditAccess } from "../../../components/editAccess";
import { RegisterTable } from "./register/RegisterTable";
import { useDesktop } from "../../../lib/useDesktop";
import { useNewEntryParam } from "./useNewEntryParam";

/**
 * Every account's transactions in one list, newest first, each row naming its account and
 * showing its own currency. Adding asks which account; editing and deleting work as in one
 * account's ledger (balances, reconciling and bulk edits live there).
 */
export function AllAccountsLedger({ accounts }: { accounts: AccountView[] }) {
  const { t } = useTranslation("transactions");
  const ledger = useLedgerState(accounts);
  const { form } = ledger;
  const desktop = useDesktop();
  // The id, not the account: the row then always shows the account's live balance and name.
  const [entryId, setEntryId] = useState<string>();
  const entryAccount = accounts.find((a) => a._id === entryId) ?? accounts[0];
  useNewEntryParam(desktop ? ledger.entry.onOpen : () => ledger.openAdd(accounts[0]));
  const currencies = new Set(accounts.map((a) => a.currency));
  // Typed amounts are read with the most decimals any account has, so none is cut off.
  const amountCurrency = [...currencies].reduce((best, c) =>
    minorDigits(c) > minorDigits(best) ? c : best,
  );

  // A viewer of the household gets no add button (EditAccess).
  const canEdit = use(EditAccess);
  const addMenu = (target: ReactElement) =>
    canEdit && (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t("all.addTo")}</Menu.Label>
          {accounts.map((account) => (
            <Menu.Item key={account._id} onClick={() => ledger.openAdd(account)}>
              {`${account.name} (${account.currency})`}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  const addButton = addMenu(
    <Button
      leftSection={<IconPlus size={18} />}
      rightSection={<IconChevronDown size={16} />}
      data-testid="add-transaction"
    >
      {t("add")}
    </Button>,
  );
  // On a phone the add sits at the end of the search line, so the rows start higher.
  const phoneAdd = addMenu(
    <ActionIcon
      variant="filled"
      size="input-sm"
      aria-label={t("add")}
      data-testid="add-transaction"
    >
      <IconPlus size={18} />
    </ActionIcon>,
  );

  return (
    <Stack gap="xs" data-testid="all-accounts-ledger">
      {desktop && (
        <Group justify="flex-end" gap="sm">
          <NewEntryButton desktop={desktop} onOpen={ledger.entry.onOpen} />
          {addButton}
        </Group>
      )}
      <TransactionFilters
        currency={amountCurrency}
        acrossAccounts={{ mixed: currencies.size > 1 }}
        onChange={ledger.onFilters}
        desktop={desktop}
        trailing={desktop ? undefined : phoneAdd}
      />
      <ListErrorBoundary>
        {desktop ? (
          <RegisterTable
            account={null}
            accounts={accounts}
            {...ledger.listProps}
            emptyAction={addButton}
            entry={ledger.entry}
            entryAccount={entryAccount}
            onEntryAccount={(account) => setEntryId(account._id)}
          />
        ) : (
          <TransactionList accountId={null} {...ledger.listProps} emptyAction={addButton} />
        )}
      </ListErrorBoundary>
      {form.mode !== "closed" && (
        <TransactionFormModal
          opened
          onClose={ledger.closeForm}
          account={form.account}
          accounts={accounts}
          editing={form.mode === "edit" ? form.tx : undefined}
        />
      )}
    </Stack>
  );
}
