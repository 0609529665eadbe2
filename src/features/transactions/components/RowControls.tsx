import { RowActionsMenu } from "../../../components/RowActionsMenu";
import type { TransactionView } from "../../../data/transactions";
import type { LedgerRowTools } from "./ledgerRowContext";

interface Props {
  tools: LedgerRowTools;
  tx: TransactionView;
  /** What names the row, for the box's label. */
  title: string;
  selected: boolean;
  className: string;
  /** The register keeps its boxes out of the Tab order (Space selects the focused row). */
  tabIndex?: number;
}

/** A row's selection box, when rows can be selected: a click with Shift selects a range. */
export function RowSelect({ tools, tx, title, selected, className, tabIndex }: Props) {
  const { t, onSelect } = tools;
  if (!onSelect) return null;
  return (
    <input
      type="checkbox"
      tabIndex={tabIndex}
      className={`mantine-focus-auto ${className}`}
      aria-label={t("bulk.select", { title })}
      checked={selected}
      // A click (keyboard Space included) carries the Shift state; change alone does not.
      onChange={() => undefined}
      onClick={(e) => onSelect(tx, e.shiftKey)}
      data-testid="select-row"
    />
  );
}

/** A row's actions (edit, delete), named after the row and its date. */
export function RowMenu({ tools, tx, title }: Pick<Props, "tools" | "tx" | "title">) {
  const { t, formatters, onEdit, onDelete } = tools;
  return (
    <RowActionsMenu
      label={t("row.actions", { title, date: formatters.date(tx.date) })}
      onEdit={() => onEdit(tx)}
      onDelete={() => onDelete(tx)}
    />
  );
}
