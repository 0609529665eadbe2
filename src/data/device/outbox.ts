/**
 * The outbox of new transactions typed while offline: kept on the device (deviceStore), each
 * with a clientId made here, and sent once the network is back. The server treats a resend of
 * the same clientId as the same write (transactions.create), so an answer lost on the way
 * never makes a second transaction.
 */
import type { ConvexReactClient } from "convex/react";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { errorCodeOf } from "../../../convex/shared/errors";
import { writesWaitForNetwork } from "../../lib/offline/connection";
import type { OutboxCall, OutboxEntry } from "./outboxTypes";

export const loadDeviceStore = () => import("./deviceStore");

/** 36 characters, within the server's 64. */
export function newClientId(): string {
  return crypto.randomUUID();
}

export async function keepInOutbox(person: string, call: OutboxCall): Promise<void> {
  const store = await loadDeviceStore();
  const entry: OutboxEntry = {
    clientId: call.args.clientId,
    call,
    createdAt: Date.now(),
    state: "waiting",
  };
  await store.putOutboxEntry(person, entry);
}

/** The server's refusals that are about the session, not the entry: try again later. */
const NOT_ABOUT_THE_ENTRY = new Set(["UNAUTHENTICATED", "TWO_FACTOR_REQUIRED", "RATE_LIMITED"]);

let sending: Promise<void> | null = null;

/**
 * Sends the person's waiting entries, oldest first, one at a time. A refusal is kept with its
 * reason for the person to fix or discard; anything else (no answer) stops the run, to be
 * tried again when the connection is back. One run at a time per tab; another tab sending the
 * same entry at once is harmless (same clientId).
 */
export function sendOutbox(person: string, client: ConvexReactClient): Promise<void> {
  sending ??= run(person, client).finally(() => {
    sending = null;
  });
  return sending;
}

async function run(person: string, client: ConvexReactClient): Promise<void> {
  const store = await loadDeviceStore();
  for (const entry of await store.outboxEntries(person)) {
    if (entry.state !== "waiting") continue;
    if (writesWaitForNetwork()) return;
    try {
      if (entry.call.fn === "create")
        await client.mutation(api.transactions.create, entry.call.args);
      else await client.mutation(api.transactions.createTransfer, entry.call.args);
      await store.removeOutboxEntry(person, entry.clientId);
    } catch (error) {
      if (!(error instanceof ConvexError)) return;
      const reason = errorCodeOf(error);
      if (NOT_ABOUT_THE_ENTRY.has(reason)) return;
      await store.putOutboxEntry(person, { ...entry, state: "refused", reason });
    }
  }
}

/** A refused entry sent again as it is (after, say, the account was restored). */
export async function retryOutboxEntry(person: string, entry: OutboxEntry): Promise<void> {
  const store = await loadDeviceStore();
  await store.putOutboxEntry(person, { ...entry, state: "waiting", reason: undefined });
}

export async function discardOutboxEntry(person: string, clientId: string): Promise<void> {
  const store = await loadDeviceStore();
  await store.removeOutboxEntry(person, clientId);
}

/**
 * How many of the person's entries the server does not have yet (waiting or refused): what a
 * sign-out would delete from the device. None without a person or without IndexedDB.
 */
export async function unsentOutboxCount(person: string | null): Promise<number> {
  if (person === null) return 0;
  try {
    const store = await loadDeviceStore();
    return (await store.outboxEntries(person)).length;
  } catch {
    return 0;
  }
}
