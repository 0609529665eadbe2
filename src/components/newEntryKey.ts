import { useHotkeys } from "@mantine/hooks";
import { useEffect } from "react";

/**
 * The "n" key opens a new entry, and exactly one handler answers a press: a screen that has a
 * new entry of its own (the register's entry row) while it is shown, else the app's quick add.
 * The quick add opens the last ledger, which another tab may have changed: on the register
 * the new entry belongs in the register on screen.
 */
const screenOwners = new Set<symbol>();

/** The key, as its buttons advertise it (aria-keyshortcuts). */
export const NEW_ENTRY_KEY = "n";

/** A screen's own new entry takes the "n" key while `enabled`; the app's quick add stands back. */
export function useScreenNewEntryKey(open: () => void, enabled: boolean) {
  useHotkeys(enabled ? [[NEW_ENTRY_KEY, open]] : []);
  useEffect(() => {
    if (!enabled) return;
    const owner = Symbol("new entry");
    screenOwners.add(owner);
    return () => void screenOwners.delete(owner);
  }, [enabled]);
}

/** The app's quick add: the "n" key wherever no screen has taken it. */
export function useAppNewEntryKey(open: () => void) {
  useHotkeys([[NEW_ENTRY_KEY, () => screenOwners.size === 0 && open()]]);
}
