import type { CurrencyCode } from "../../convex/shared/currencies";
import { devicePerson } from "../lib/offline/devicePerson";
import { OutboxList } from "./OutboxList";
import { useOutboxEntries } from "../data/device/useOutboxEntries";

/**
 * The ledger's new transactions still on this device ("waiting to sync", or refused with the
 * reason), above its rows; nothing when the outbox is empty.
 */
export function LedgerOutbox({
  accountId,
  accounts,
}: {
  /** One account's ledger; undefined for every account's. */
  accountId?: string;
  accounts: { _id: string; currency: CurrencyCode }[];
}) {
  const person = devicePerson();
  const entries = useOutboxEntries(person);
  if (person === null || entries.length === 0) return null;
  const currencies = new Map(accounts.map((a) => [a._id, a.currency]));
  return (
    <OutboxList person={person} entries={entries} accountId={accountId} currencies={currencies} />
  );
}
