import { memo, use, useState } from "react";
import { amountSign, AmountWithSign } from "../../../../components/MoneyText";
import type { TransactionView } from "../../../../data/transactions";
import { ClearedToggle } from "../ClearedToggle";
import {
  LedgerRowContext,
  originalText,
  partText,
  transferText,
  whoTexts,
} from "../ledgerRowContext";
import ledger from "../ledger.module.css";
import { RowMenu, RowSelect } from "../RowControls";
import classes from "./Register.module.css";

export type AmountColumns = "amount" | "flows";

interface RegisterRowProps {
  tx: TransactionView & { balance?: number };
  index: number;
  active: boolean;
  selected: boolean;
  amounts: AmountColumns;
  /** The row's own account, in the register across all accounts. */
  accountName?: string;
  /** Name of the other account of a transfer, when it still exists. */
  otherAccountName?: string;
  showBalance: boolean;
}

/**
 * One register line in columns: date, payee, category (split and transfer shown as such),
 * notes, amount (or outflow and inflow), the balance after it, cleared mark. Plain elements
 * on the theme's variables, and every shared tool from LedgerRowContext, so the rows a scroll
 * mounts stay cheap (see TransactionRow).
 */
export const RegisterRow = memo(function RegisterRow({
  tx,
  index,
  active,
  selected,
  amounts,
  accountName,
  otherAccountName,
  showBalance,
}: RegisterRowProps) {
  const tools = use(LedgerRowContext);
  if (!tools) throw new Error("RegisterRow needs a LedgerRowContext");
  const { t, formatters, categoryName, onSelect, onToggleCleared } = tools;
  const { date, money } = formatters;
  const [open, setOpen] = useState(false);
  const parts = tx.splits ?? [];
  const split = parts.length > 0;
  const transfer = tx.kind === "transfer";
  const payee = tx.payee || transferText(t, tx, otherAccountName) || "";
  const title = payee || tx.notes || categoryName(tx.category);
  const sign = amountSign(tx.amount, true);
  const tags = tx.tags ?? [];
  const original = originalText(tools, tx);
  const who = whoTexts(tools, tx);
  const amountText = <AmountWithSign text={money(tx.amount, tx.currency, true)} />;
  const flow = (show: boolean) => (
    <span className={`pfa-amount ${classes.num}`} data-sign={sign}>
      {show && <AmountWithSign text={money(Math.abs(tx.amount), tx.currency)} />}
    </span>
  );
  return (
    <div
      role="row"
      className={classes.row}
      tabIndex={active ? 0 : -1}
      aria-selected={onSelect ? selected : undefined}
      aria-rowindex={index + 2}
      data-index={index}
      data-active={active}
      data-testid="transaction-row"
      data-kind={tx.kind}
      title={who.length > 0 ? who.join(" · ") : undefined}
    >
      <span role="gridcell" className={classes.iconCell}>
        <RowSelect tools={tools} tx={tx} title={title} selected={selected} dense />
      </span>
      <span role="gridcell" className={`${classes.cell} ${classes.date}`} data-testid="cell-date">
        {date(tx.date)}
      </span>
      <span role="gridcell" className={classes.cell} data-testid="cell-account">
        {accountName}
      </span>
      {/* The cell that names the row (the payee, else the notes) is the row's title. */}
      <span
        role="gridcell"
        className={classes.cell}
        data-testid={payee ? "transaction-title" : "cell-payee"}
        data-truncate-ok
      >
        {payee}
      </span>
      <span role="gridcell" className={classes.cell} data-testid="cell-category">
        {split ? (
          <button
            type="button"
            tabIndex={-1}
            className={`mantine-focus-auto ${classes.link}`}
            aria-expanded={open}
            aria-label={t(open ? "split.hide" : "split.show", { title })}
            onClick={() => setOpen((o) => !o)}
            data-testid="split-toggle"
          >
            {t("split.label", { count: parts.length })}
          </button>
        ) : transfer ? (
          <span className={classes.dim}>{t("kinds.transfer")}</span>
        ) : (
          categoryName(tx.category)
        )}
      </span>
      <span role="gridcell" className={classes.cell} data-testid="cell-notes" data-truncate-ok>
        {payee || !tx.notes ? tx.notes : <span data-testid="transaction-title">{tx.notes}</span>}
        {original && <span className={classes.dim}> {original}</span>}
        {tx.pending && (
          // The bank has not posted it yet (bank connections).
          <span className={`${classes.tag} ${classes.pending}`} data-testid="transaction-pending">
            {t("pending")}
          </span>
        )}
        {who.length > 0 && (
          // Who did it (a household of several): the row's tooltip shows it, so the notes
          // keep their width; screen readers read it here.
          <span className={ledger.srOnly} data-testid="transaction-who">
            {who.join(" · ")}
          </span>
        )}
        {tags.length > 0 && (
          <span data-testid="transaction-tags">
            {tags.map((tag) => (
              <span key={tag} className={classes.tag}>
                {tag}
              </span>
            ))}
          </span>
        )}
      </span>
      {amounts === "amount" ? (
        <span
          role="gridcell"
          className={`pfa-amount ${classes.num}`}
          data-sign={sign}
          data-testid="transaction-amount"
        >
          {amountText}
        </span>
      ) : (
        <>
          <span role="gridcell" data-testid="cell-outflow">
            {flow(tx.amount < 0)}
          </span>
          <span role="gridcell" data-testid="cell-inflow">
            {flow(tx.amount > 0)}
          </span>
          {/* The signed amount, for screen readers and checks, once per row. */}
          <span className={ledger.srOnly} data-testid="transaction-amount">
            {money(tx.amount, tx.currency, true)}
          </span>
        </>
      )}
      {/* Shown once under the register; read with each amount by screen readers. */}
      <span className={ledger.srOnly}>{tx.currency}</span>
      <span
        role="gridcell"
        className={`pfa-amount ${classes.num} ${classes.balance}`}
        data-negative={(tx.balance ?? 0) < 0}
        data-testid="running-balance"
      >
        {showBalance && tx.balance !== undefined ? money(tx.balance, tx.currency) : null}
      </span>
      <span role="gridcell" className={classes.iconCell}>
        <ClearedToggle tx={tx} title={title} t={t} onToggle={onToggleCleared} />
      </span>
      <span role="gridcell" className={classes.iconCell}>
        <RowMenu tools={tools} tx={tx} title={title} />
      </span>
      {open && (
        <div className={classes.parts} data-testid="split-parts" style={{ gridColumn: "1 / -1" }}>
          {parts.map((part, i) => (
            <div key={i} className={classes.part}>
              <span>{partText(tools, part)}</span>
              <span className={classes.num}>{money(part.amount, tx.currency, true)}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
