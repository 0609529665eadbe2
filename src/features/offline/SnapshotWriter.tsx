import { useEffect } from "react";
import { useAccounts } from "../../data/accounts";
import { useBudgetMonth } from "../../data/budgets";
import { keep, useRecentRows } from "../../data/device/keep";
import { KEPT_BILLS } from "../../data/device/keptData";
import { useUpcoming } from "../../data/schedules";
import { LAST_LEDGER_KEY } from "../../lib/lastLedger";
import { readLocal } from "../../lib/localStore";
import { useToday } from "../../lib/today";

/** While connected, "as of" moves on even when nothing changed. */
const CONFIRM_EVERY_MS = 60 * 1000;

/**
 * Keeps on the device what a person would want to read offline, as the live answers arrive:
 * accounts and balances, the last ledger's newest rows, this month's budget, upcoming bills.
 * Each is one bounded query (KEPT_ROWS rows, KEPT_BILLS bills), never the whole history.
 */
export default function SnapshotWriter({ person }: { person: string }) {
  const today = useToday();
  const accounts = useAccounts();
  const budget = useBudgetMonth(today.slice(0, 7));
  const upcoming = useUpcoming(30);
  const last = readLocal(LAST_LEDGER_KEY);
  const ledgerId = accounts?.find((a) => a._id === last)?._id ?? accounts?.[0]?._id;
  const rows = useRecentRows(ledgerId);

  useEffect(() => keep(person, "accounts", accounts), [person, accounts]);
  useEffect(() => keep(person, "budget", budget), [person, budget]);
  useEffect(() => keep(person, "bills", upcoming?.items.slice(0, KEPT_BILLS)), [person, upcoming]);
  useEffect(() => {
    if (ledgerId && rows) keep(person, "ledger", { accountId: ledgerId, rows });
  }, [person, ledgerId, rows]);
  useEffect(() => {
    keep(person, "syncedAt", Date.now());
    const timer = setInterval(() => keep(person, "syncedAt", Date.now()), CONFIRM_EVERY_MS);
    return () => clearInterval(timer);
  }, [person]);
  return null;
}
