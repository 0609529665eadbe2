import { useCallback, useRef, useState, type KeyboardEvent } from "react";
import type { TransactionView } from "../../../../data/transactions";
import { isTypingTarget, movesFromRowControl, registerKeyAction } from "./registerKeys";

interface Options {
  rows: TransactionView[];
  /** Brings a row into view (the list is virtualised, so it may not be drawn yet). */
  scrollTo: (index: number) => void;
  onSelect?: (tx: TransactionView, extend: boolean) => void;
  /** While reconciling, Space ticks the row's cleared mark instead of selecting it. */
  onTick?: (tx: TransactionView) => void;
  onEdit: (tx: TransactionView) => void;
  onCancel: () => void;
}

/**
 * The register's keys: arrows (Page Up/Down, Home, End) move the row with the focus, Shift
 * extends the selection as it goes, Space selects (ticks while reconciling), Enter edits in place
 * and Escape closes what is open ("n", a new entry, is taken by RegisterTable for the whole
 * screen: useScreenNewEntryKey). One row at a time is in the Tab order (roving focus).
 */
export function useRegisterKeys(options: Options) {
  const { rows, scrollTo, onSelect, onTick, onEdit, onCancel } = options;
  const [active, setActive] = useState(-1);
  const pendingFocus = useRef<number | null>(null);

  const focusRow = useCallback(
    (index: number) => {
      setActive(index);
      pendingFocus.current = index;
      scrollTo(index);
    },
    [scrollTo],
  );

  /** Ref callback of each drawn row: takes the focus when it is the one the keys moved to. */
  const rowRef = useCallback((element: HTMLElement | null) => {
    if (element === null || pendingFocus.current === null) return;
    if (Number(element.dataset.index) !== pendingFocus.current) return;
    pendingFocus.current = null;
    element.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const inField = isTypingTarget(event.target) && !movesFromRowControl(event.key, event.target);
    if (inField && event.key !== "Escape") return;
    const action = registerKeyAction(event.key, event.shiftKey, active, rows.length);
    if (action === null) return;
    if (action.type === "cancel" && inField) return;
    event.preventDefault();
    switch (action.type) {
      case "move":
        focusRow(action.to);
        if (action.extend && rows[action.to]) onSelect?.(rows[action.to], true);
        break;
      case "select":
        if (!rows[active]) break;
        if (onTick) onTick(rows[active]);
        else onSelect?.(rows[active], action.extend);
        break;
      case "edit":
        if (rows[active]) onEdit(rows[active]);
        break;
      case "cancel":
        onCancel();
        break;
    }
  };

  return { active, setActive, focusRow, rowRef, onKeyDown };
}
