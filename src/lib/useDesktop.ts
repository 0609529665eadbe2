import { useMediaQuery } from "@mantine/hooks";

/**
 * Whether the screen is wide enough for the desktop layouts (the register, the accounts
 * sidebar); below it, phones keep the list and dialogs.
 * The ledger scrolls with the page below it.
 */
export function useDesktop(): boolean {
  return !(useMediaQuery("(max-width: 48em)") ?? false);
}
