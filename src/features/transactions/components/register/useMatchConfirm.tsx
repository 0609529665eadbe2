import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { useStatement } from "../useStatement";

type Statement = ReturnType<typeof useStatement>;

/**
 * "Your balance matches: finish?": one confirmation ends a reconciliation whose cleared
 * balance equals the statement, as YNAB asks. It comes when a tick brings the difference to
 * zero, or on Enter in the statement's balance; never while the balance is being typed, where
 * a passing "85" of "850" may match for a moment.
 */
export function useMatchConfirm(state: Statement) {
  const { t } = useTranslation("transactions");
  const asking = useRef(false);
  const cleared = state.summary?.clearedBalance;
  const seen = useRef(cleared);

  const ask = () => {
    if (asking.current || state.difference !== 0) return;
    asking.current = true;
    modals.openConfirmModal({
      title: t("reconcile.matchesTitle"),
      children: <Text size="sm">{t("reconcile.matchesBody")}</Text>,
      labels: { confirm: t("reconcile.finish"), cancel: t("common:actions.cancel") },
      confirmProps: { "data-testid": "confirm-reconcile-match", "data-autofocus": true },
      onConfirm: () => void state.submit(),
      onClose: () => {
        asking.current = false;
      },
    });
  };

  // A tick (here or on another device) moved the cleared balance onto the statement's.
  useEffect(() => {
    const before = seen.current;
    seen.current = cleared;
    // Not after the adjustment entry the user just asked for: Finish is their next click.
    if (state.saving) return;
    if (before !== undefined && cleared !== undefined && before !== cleared) ask();
    // Only a change of the cleared balance asks; `ask` reads the latest state itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cleared]);

  /** Enter in the statement's balance asks when it already matches. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Enter" || event.defaultPrevented) return;
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('[data-testid="statement-balance"]') === null) return;
    event.preventDefault();
    ask();
  };

  return { onKeyDown };
}

/**
 * ArrowDown from the reconcile bar's balance or buttons goes to the register's row with the
 * focus, so ticking goes on with the arrows and Space without a reach for the mouse.
 */
export function focusRegisterRows(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" || event.defaultPrevented || event.altKey) return;
  if (!(event.target instanceof Element)) return;
  // A date picker or list open in the bar keeps its own arrows.
  if (event.target.closest("[role=listbox], [role=dialog], [aria-expanded=true]")) return;
  const row = document.querySelector<HTMLElement>(
    '[data-testid="transaction-list"] [role="row"][data-index][tabindex="0"]',
  );
  if (!row) return;
  event.preventDefault();
  row.focus();
}
