import { useEffect, useState } from "react";
import type { Snapshot } from "./deviceStore";
import { loadDeviceStore } from "./outbox";
import type { KeptData } from "./keptData";

export type Kept = Partial<KeptData>;

/** What the device keeps for the person; undefined while it is read. */
export function useKept(person: string | null): Kept | undefined {
  const [kept, setKept] = useState<Kept | undefined>(undefined);
  useEffect(() => {
    if (person === null) return;
    let live = true;
    void loadDeviceStore()
      .then((store) => store.readSnapshots(person))
      .then((rows: Record<string, Snapshot>) => {
        if (!live) return;
        setKept(Object.fromEntries(Object.entries(rows).map(([k, row]) => [k, row.data])));
      })
      .catch(() => live && setKept({}));
    return () => {
      live = false;
    };
  }, [person]);
  return person === null ? {} : kept;
}
