import { Box, Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LedgerFooter } from "./LedgerFooter";
import { TransactionRow } from "./TransactionRow";
import { useLedgerRows, type LedgerSource } from "./useLedgerRows";
import { LedgerPlaceholder, VirtualRows } from "./VirtualRows";

interface TransactionListProps extends LedgerSource {
  filtered: boolean;
  accountNames: Map<string, string>;
  emptyAction: ReactNode;
}

/**
 * The account's transactions, live and paginated, in a virtualized list: only the rows on
 * screen are in the DOM, so tens of thousands of loaded rows scroll smoothly.
 */
export function TransactionList(props: TransactionListProps) {
  const { accountId, filtered, accountNames, emptyAction, selection } = props;
  const { t } = useTranslation("transactions");
  const { boxRef, ...list } = useLedgerRows(props);
  if (list.placeholder) {
    return <LedgerPlaceholder list={list} filtered={filtered} emptyAction={emptyAction} />;
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
      <Box
        ref={boxRef}
        role="list"
        aria-label={t("list.label")}
        aria-busy={list.status === "LoadingMore"}
        data-testid="transaction-list"
        data-ledger-scroll
        style={list.boxStyle}
      >
        <VirtualRows list={list} itemRole="listitem">
          {(tx) => (
            <TransactionRow
              tx={tx}
              otherAccountName={
                tx.counterpartAccountId ? accountNames.get(tx.counterpartAccountId) : undefined
              }
              selected={selection?.selected.has(tx._id)}
              accountName={accountId === null ? accountNames.get(tx.accountId) : undefined}
            />
          )}
        </VirtualRows>
      </Box>
      <LedgerFooter list={list} selection={selection} single={accountId !== null} />
    </Paper>
  );
}
