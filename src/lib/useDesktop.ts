import { useMediaQuery } from "@mantine/hooks";

/**
 * Whether the screen is wide enough for the desktop layouts (the register, the accounts
 * sidebar); below it, phones keep the list and dialogs. Same breakpoint as the ledger's scroll.
 */
export function useDesktop(): boolean {
  return !(useMediaQuery("(max-width: 48em)") ?? false);
}
