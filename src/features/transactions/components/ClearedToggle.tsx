import { IconCircle, IconCircleCheck, IconLock } from "@tabler/icons-react";
import ledger from "./ledger.module.css";
import type { TransactionView } from "../../../data/transactions";
import { PlainIconButton } from "../../../components/PlainIconButton";
import type { LedgerRowTools } from "./ledgerRowContext";

interface ClearedToggleProps {
  tx: TransactionView;
  title: string;
  t: LedgerRowTools["t"];
  /** Absent for a viewer: the mark is shown, not offered. */
  onToggle: LedgerRowTools["onToggleCleared"];
}

/**
 * The cleared mark at the start of a row: an empty circle (uncleared), a check (cleared) or a
 * lock (reconciled, which asks before unmarking). Its accessible name says what a click does;
 * the status itself is a native tooltip, which costs the row nothing until hovered.
 */
export function ClearedToggle({ tx, title, t, onToggle }: ClearedToggleProps) {
  const status = tx.cleared ?? "uncleared";
  const Icon =
    status === "reconciled" ? IconLock : status === "cleared" ? IconCircleCheck : IconCircle;
  if (!onToggle) {
    // Read only: an uncleared row keeps the mark's place empty, so the rows stay aligned.
    if (status === "uncleared") return <span className={ledger.clearedMark} aria-hidden />;
    return (
      <span
        className={ledger.clearedMark}
        title={t(`reconcile.status.${status}`)}
        data-testid="cleared-mark"
        data-status={status}
      >
        <Icon size={18} aria-hidden />
        <span className={ledger.srOnly}>{t(`reconcile.status.${status}`)}</span>
      </span>
    );
  }
  return (
    <PlainIconButton
      title={t(`reconcile.status.${status}`)}
      color={status === "uncleared" ? "gray" : "teal"}
      aria-label={t(status === "uncleared" ? "reconcile.markCleared" : "reconcile.unmarkCleared", {
        title,
      })}
      aria-pressed={status !== "uncleared"}
      data-testid="cleared-toggle"
      data-status={status}
      onClick={() => onToggle(tx)}
    >
      <Icon size={18} />
    </PlainIconButton>
  );
}
