/**
 * What the device keeps for a signed-in person, in IndexedDB: one database per person
 * ("pfa-device-<person id>"), with
 * - `snapshots`: the last answers they saw (accounts and balances, the open ledger's recent
 *   rows, this month's budget, upcoming bills), each with when it was saved, for reading offline;
 * - `outbox`: new transactions typed offline, waiting to be sent with their clientId.
 * Sign-out deletes every such database (wipeDeviceData). Loaded only when needed.
 */
import type { OutboxEntry } from "./outboxTypes";

export type { OutboxEntry } from "./outboxTypes";

const PREFIX = "pfa-device-";
const VERSION = 1;

export interface Snapshot<T = unknown> {
  key: string;
  savedAt: number;
  data: T;
}

const opened = new Map<string, Promise<IDBDatabase>>();

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

function openFor(person: string): Promise<IDBDatabase> {
  let db = opened.get(person);
  if (!db) {
    db = new Promise((resolve, reject) => {
      const req = indexedDB.open(`${PREFIX}${person}`, VERSION);
      req.onupgradeneeded = () => {
        req.result.createObjectStore("snapshots", { keyPath: "key" });
        req.result.createObjectStore("outbox", { keyPath: "clientId" });
      };
      req.onsuccess = () => {
        // Another tab's sign-out deletes the database: let it, and open anew next time.
        req.result.onversionchange = () => {
          req.result.close();
          opened.delete(person);
        };
        resolve(req.result);
      };
      req.onerror = () => reject(req.error ?? new Error("IndexedDB open failed"));
    });
    opened.set(person, db);
    db.catch(() => opened.delete(person));
  }
  return db;
}

async function inStore<T>(
  person: string,
  store: "snapshots" | "outbox",
  mode: IDBTransactionMode,
  run: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openFor(person);
  const tx = db.transaction(store, mode);
  const result = await request(run(tx.objectStore(store)));
  if (mode === "readwrite") {
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB write failed"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB write aborted"));
    });
  }
  return result;
}

export async function saveSnapshot(person: string, key: string, data: unknown): Promise<void> {
  await inStore(person, "snapshots", "readwrite", (s) => s.put({ key, savedAt: Date.now(), data }));
}

export async function readSnapshots(person: string): Promise<Record<string, Snapshot>> {
  const rows = await inStore(person, "snapshots", "readonly", (s) => s.getAll());
  return Object.fromEntries((rows as Snapshot[]).map((row) => [row.key, row]));
}

export async function outboxEntries(person: string): Promise<OutboxEntry[]> {
  const rows = (await inStore(person, "outbox", "readonly", (s) => s.getAll())) as OutboxEntry[];
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

export async function putOutboxEntry(person: string, entry: OutboxEntry): Promise<void> {
  await inStore(person, "outbox", "readwrite", (s) => s.put(entry));
  announceOutboxChange();
}

export async function removeOutboxEntry(person: string, clientId: string): Promise<void> {
  await inStore(person, "outbox", "readwrite", (s) => s.delete(clientId));
  announceOutboxChange();
}

/** Deletes every person's kept data on this device (sign-out). */
export async function wipeDeviceData(): Promise<void> {
  for (const [person, db] of opened) {
    opened.delete(person);
    (await db.catch(() => null))?.close();
  }
  const names = (await indexedDB.databases())
    .map((info) => info.name ?? "")
    .filter((name) => name.startsWith(PREFIX));
  await Promise.all(names.map((name) => request(indexedDB.deleteDatabase(name))));
  announceOutboxChange();
}

// Outbox changes, to this tab's listeners and to the person's other tabs.
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("pfa-outbox");
channel?.addEventListener("message", () => listeners.forEach((listener) => listener()));

function announceOutboxChange(): void {
  listeners.forEach((listener) => listener());
  channel?.postMessage("changed");
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
