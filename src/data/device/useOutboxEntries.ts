import { useEffect, useState } from "react";
import type { OutboxEntry } from "./outboxTypes";
import { loadDeviceStore } from "./outbox";

/** The person's outbox, live (this tab's and other tabs' changes); empty without a person. */
export function useOutboxEntries(person: string | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (person === null) return;
    let live = true;
    let unsubscribe = () => {};
    void loadDeviceStore().then((store) => {
      if (!live) return;
      const load = () =>
        void store
          .outboxEntries(person)
          .then((rows) => live && setEntries(rows))
          .catch(() => undefined);
      unsubscribe = store.onOutboxChange(load);
      load();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [person]);
  return person === null ? [] : entries;
}
