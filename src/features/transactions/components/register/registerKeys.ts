/**
 * What a key does in the register, as plain data so it is tested without a browser. Keys typed
 * into a field (the entry row, the filters) never reach here; see isTypingTarget.
 */
export type RegisterKeyAction =
  | { type: "move"; to: number; extend: boolean }
  | { type: "select"; extend: boolean }
  | { type: "edit" }
  | { type: "cancel" };

/** `active`: the row with the focus (-1: none yet); `count`: rows loaded. */
export function registerKeyAction(
  key: string,
  shift: boolean,
  active: number,
  count: number,
): RegisterKeyAction | null {
  const last = count - 1;
  const clamp = (i: number) => Math.max(0, Math.min(last, i));
  switch (key) {
    case "ArrowDown":
      return count > 0 ? { type: "move", to: clamp(active + 1), extend: shift } : null;
    case "ArrowUp":
      return count > 0 ? { type: "move", to: clamp(active - 1), extend: shift } : null;
    case "PageDown":
      return count > 0 ? { type: "move", to: clamp(active + 15), extend: shift } : null;
    case "PageUp":
      return count > 0 ? { type: "move", to: clamp(active - 15), extend: shift } : null;
    case "Home":
      return count > 0 ? { type: "move", to: 0, extend: shift } : null;
    case "End":
      return count > 0 ? { type: "move", to: last, extend: shift } : null;
    case " ":
      return active >= 0 ? { type: "select", extend: shift } : null;
    case "Enter":
      return active >= 0 ? { type: "edit" } : null;
    case "Escape":
      return { type: "cancel" };
    default:
      return null;
  }
}

/** Whether a key event comes from something that takes keys itself (a field, a button, a menu). */
export function isTypingTarget(target: EventTarget | null): boolean {
  // An Element, not only an HTMLElement: a click on a button's icon lands on its <svg>.
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest("input, textarea, select, button, a, [role=menu], [role=listbox]") !== null;
}

const MOVE_KEYS = new Set(["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End"]);

/**
 * Whether a key pressed on a row's own button or checkbox (its cleared mark, its select box)
 * still moves between rows: those controls do nothing with the arrows, and focus left on the
 * mark just clicked must not trap the keyboard on that row. Space and Enter stay theirs.
 */
export function movesFromRowControl(key: string, target: EventTarget | null): boolean {
  if (!MOVE_KEYS.has(key) || !(target instanceof Element)) return false;
  if (target.closest("[role=row][data-index]") === null) return false;
  return target.closest("button, input[type=checkbox]") !== null;
}
