import { IconArrowsExchange, IconArrowsSplit2 } from "@tabler/icons-react";
import { RowActionsMenu, type RowMenuItem } from "../../../components/RowActionsMenu";
import type { TransactionView } from "../../../data/transactions";
import type { LedgerRowTools } from "./ledgerRowContext";
import ledger from "./ledger.module.css";

interface Props {
  tools: LedgerRowTools;
  tx: TransactionView;
  /** What names the row, for the box's label. */
  title: string;
  selected: boolean;
  /** The register's: smaller, and out of the Tab order (Space selects the focused row). */
  dense?: boolean;
}

/** A row's selection box, when rows can be selected: a click with Shift selects a range. */
export function RowSelect({ tools, tx, title, selected, dense }: Props) {
  const { t, onSelect } = tools;
  if (!onSelect) return null;
  return (
    <input
      type="checkbox"
      tabIndex={dense ? -1 : undefined}
      className={`mantine-focus-auto ${ledger.select}`}
      data-dense={dense || undefined}
      aria-label={t("bulk.select", { title })}
      checked={selected}
      // A click (keyboard Space included) carries the Shift state; change alone does not.
      onChange={() => undefined}
      onClick={(e) => onSelect(tx, e.shiftKey)}
      data-testid="select-row"
    />
  );
}

/** A row's actions (edit, pair or unpair, delete), named after the row and its date. */
export function RowMenu({ tools, tx, title }: Pick<Props, "tools" | "tx" | "title">) {
  const { t, formatters, onEdit, onDelete, onPair, onUnpair } = tools;
  const items: RowMenuItem[] = [];
  if (tx.kind === "transfer" && onUnpair) {
    const icon = <IconArrowsSplit2 size={16} />;
    items.push({ label: t("pairing.unpair"), icon, onClick: () => onUnpair(tx) });
  } else if (tx.kind !== "transfer" && !tx.pending && !tx.splits?.length && onPair) {
    const icon = <IconArrowsExchange size={16} />;
    items.push({ label: t("pairing.pair"), icon, onClick: () => onPair(tx) });
  }
  return (
    <RowActionsMenu
      label={t("row.actions", { title, date: formatters.date(tx.date) })}
      onEdit={() => onEdit(tx)}
      onDelete={() => onDelete(tx)}
      items={items}
    />
  );
}
