import { Paper, SegmentedControl, Text } from "@mantine/core";
import {
  use,
  useCallback,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../../../components/editAccess";
import { useScreenNewEntryKey } from "../../../../components/newEntryKey";
import type { AccountView } from "../../../../data/accounts";
import type { TransactionView } from "../../../../data/transactions";
import { readLocal, writeLocal } from "../../../../lib/localStore";
import { useToday } from "../../../../lib/today";
import { LedgerFooter } from "../LedgerFooter";
import { useLedgerRows, type LedgerSource } from "../useLedgerRows";
import { InContainer, LedgerPlaceholder, VirtualRows } from "../VirtualRows";
import { isTypingTarget } from "./registerKeys";
import { EntryRow } from "./EntryRow";
import classes from "./Register.module.css";
import { RegisterHeader } from "./RegisterHeader";
import { RegisterRow, type AmountColumns } from "./RegisterRow";
import { useRegisterKeys } from "./useRegisterKeys";

/** The user's choice of one signed amount column or outflow and inflow, per browser. */
const AMOUNTS_KEY = "pfa-register-amounts";
const ROW_HEIGHT = 26;

export interface RegisterProps extends Omit<LedgerSource, "accountId"> {
  /** One account's register, or null: every account's, each row naming its account. */
  account: AccountView | null;
  accounts: AccountView[];
  filtered: boolean;
  accountNames: Map<string, string>;
  /** Whether the new-entry row is open, and how it opens and closes (the page's button too). */
  entry: { open: boolean; onOpen: () => void; onClose: () => void };
  /** The account a new entry goes to when the register spans every account. */
  entryAccount: AccountView;
  onEntryAccount: (account: AccountView) => void;
  /** Offered by the empty state of an account without transactions. */
  emptyAction?: ReactNode;
  /** A reconciliation is open above the register: Space ticks rows. */
  reconciling?: boolean;
}

/** Whether the row can be edited in the entry row, or needs the dialog. */
function editsInPlace(tx: TransactionView): boolean {
  return tx.kind !== "transfer" && !tx.splits?.length && !tx.original;
}

/**
 * The desktop register: a dense table filling the window, newest first, with the running
 * balance of a single account, an entry row at the top and the keyboard for everything
 * (useRegisterKeys). Only the rows on screen are in the DOM.
 */
export function RegisterTable(props: RegisterProps) {
  const { account, accounts, filtered, accountNames, onEdit, selection } = props;
  const { entry, entryAccount, onEntryAccount } = props;
  const { t } = useTranslation("transactions");
  // "n" opens the entry row here, for whoever may add (NewEntryButton says so); a viewer's
  // rows open no editor either (EditAccess).
  const canEdit = use(EditAccess);
  useScreenNewEntryKey(entry.onOpen, canEdit);
  const today = useToday();
  const [amounts, setAmounts] = useState<AmountColumns>(() =>
    readLocal(AMOUNTS_KEY) === "flows" ? "flows" : "amount",
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [entryDate, setEntryDate] = useState(today);
  const single = account !== null;
  const { boxRef, ...list } = useLedgerRows(
    { ...props, accountId: account?._id ?? null },
    { runningBalance: single, rowHeight: ROW_HEIGHT },
  );
  const { status, rowTools, virtualizer } = list;
  const rows: TransactionView[] = list.results;
  // Across accounts the rows carry no balance; the field is then simply absent.
  const showBalance = single && rows.length > 0 && rows[0].balance !== undefined;
  const scrollTo = useCallback((i: number) => virtualizer.scrollToIndex(i), [virtualizer]);

  const editRow = (tx: TransactionView) => {
    if (!canEdit) return;
    if (editsInPlace(tx) && tx.cleared !== "reconciled") setEditing(tx._id);
    else onEdit(tx);
  };
  const keys = useRegisterKeys({
    rows,
    scrollTo,
    onSelect: rowTools.onSelect,
    onTick: props.reconciling ? rowTools.onToggleCleared : undefined,
    onEdit: editRow,
    onCancel: () => {
      if (editing !== null) setEditing(null);
      else entry.onClose();
    },
  });

  // A click on a row (not on its checkbox, mark or menu) edits it in place.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target)) return;
    const row = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
    if (!row) return;
    const index = Number(row.dataset.index);
    keys.setActive(index);
    if (rows[index]) editRow(rows[index]);
  };
  // Whichever way a row got the focus (Tab, a click, a screen reader), the keys start from it.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"][data-index]');
    if (row) keys.setActive(Number(row.dataset.index));
  };
  const chooseAmounts = (value: string) => {
    const next: AmountColumns = value === "flows" ? "flows" : "amount";
    setAmounts(next);
    writeLocal(AMOUNTS_KEY, next);
  };

  const style = {
    "--register-amounts": amounts === "flows" ? "96px 96px" : "110px",
    "--register-balance": single ? "110px" : "0px",
    "--register-account": single ? "0px" : "minmax(90px, 0.8fr)",
  } as CSSProperties;

  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} data-fill-card>
      <div
        className={classes.table}
        style={style}
        role="grid"
        aria-label={t("list.label")}
        aria-rowcount={status === "Exhausted" ? rows.length + 1 : -1}
        aria-multiselectable={selection ? true : undefined}
        aria-busy={status !== "Exhausted" && status !== "CanLoadMore"}
        onKeyDown={keys.onKeyDown}
        data-testid="transaction-list"
      >
        <RegisterHeader single={single} amounts={amounts} />
        {entry.open && (
          <EntryRow
            key={entryAccount._id}
            account={entryAccount}
            accounts={single ? undefined : accounts}
            onAccount={onEntryAccount}
            transferAccounts={accounts}
            date={entryDate}
            amounts={amounts}
            onSaved={setEntryDate}
            onCancel={entry.onClose}
          />
        )}
        {list.placeholder ? (
          <InContainer role="row">
            <LedgerPlaceholder list={list} filtered={filtered} emptyAction={props.emptyAction} />
          </InContainer>
        ) : (
          <div
            ref={boxRef}
            style={list.boxStyle}
            onClick={onClick}
            onFocus={onFocus}
            role="rowgroup"
            data-ledger-scroll
          >
            <VirtualRows
              list={list}
              onRow={(el) => keys.rowRef((el?.firstElementChild ?? null) as HTMLElement | null)}
            >
              {(tx, index) => {
                const owner = accounts.find((a) => a._id === tx.accountId);
                return editing === tx._id && owner ? (
                  <EntryRow
                    account={owner}
                    editing={tx}
                    date={tx.date}
                    amounts={amounts}
                    onSaved={() => setEditing(null)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <RegisterRow
                    tx={tx}
                    index={index}
                    active={keys.active === index || (keys.active < 0 && index === 0)}
                    selected={selection?.selected.has(tx._id) ?? false}
                    amounts={amounts}
                    accountName={single ? undefined : accountNames.get(tx.accountId)}
                    otherAccountName={
                      tx.counterpartAccountId
                        ? accountNames.get(tx.counterpartAccountId)
                        : undefined
                    }
                    showBalance={showBalance}
                  />
                );
              }}
            </VirtualRows>
          </div>
        )}
      </div>
      <LedgerFooter
        list={list}
        selection={selection}
        single={single}
        note={
          single &&
          rows.length > 0 &&
          !showBalance && (
            <Text size="xs" c="dimmed" data-testid="balance-hidden">
              {t("register.balanceHidden")}
            </Text>
          )
        }
        dense={{
          hint: (
            <Text size="xs" c="dimmed" truncate="end" visibleFrom="xl">
              {t("register.keysHint")}
            </Text>
          ),
          aside: (
            <SegmentedControl
              size="xs"
              aria-label={t("register.amountColumns")}
              value={amounts}
              onChange={chooseAmounts}
              data={[
                { value: "amount", label: t("register.oneAmount") },
                { value: "flows", label: t("register.flows") },
              ]}
              data-testid="amount-columns"
            />
          ),
        }}
      />
    </Paper>
  );
}
