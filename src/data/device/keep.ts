import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { devicePerson } from "../../lib/offline/devicePerson";
import { KEPT_ROWS, type KeptData, type KeptKey } from "./keptData";
import { loadDeviceStore } from "./outbox";

/**
 * A ledger's newest KEPT_ROWS rows, live. Not a paginated page: a subscribed page keeps its
 * first range, so one opened on an empty account would grow with every row imported into it.
 */
export function useRecentRows(accountId: Id<"accounts"> | undefined) {
  return useQuery(api.transactions.recent, accountId ? { accountId, count: KEPT_ROWS } : "skip");
}

/** Keeps `data` on the device for the person, and notes that the server just confirmed it. */
export function keep<K extends KeptKey>(person: string, key: K, data: KeptData[K] | undefined) {
  if (data === undefined) return;
  void loadDeviceStore()
    .then(async (store) => {
      // Signed out meanwhile (the device's data is being wiped): keep nothing more.
      if (devicePerson() !== person) return;
      await store.saveSnapshot(person, key, data);
      if (key !== "syncedAt") await store.saveSnapshot(person, "syncedAt", Date.now());
    })
    // Full or unavailable storage: reading offline shows less, nothing else is affected.
    .catch(() => undefined);
}
