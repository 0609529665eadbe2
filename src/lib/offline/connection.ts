import type { ConvexReactClient } from "convex/react";

/**
 * The app's one Convex client, for code outside React's tree that needs to know whether a
 * write would reach the server now (the outbox). Set once in main.tsx.
 */
let appClient: ConvexReactClient | null = null;

export function setAppClient(client: ConvexReactClient): void {
  appClient = client;
}

/**
 * True when a write now would not reach the server: the browser says it is offline, or the
 * client had a connection and lost it.
 */
export function writesWaitForNetwork(): boolean {
  if (!navigator.onLine) return true;
  const state = appClient?.connectionState();
  return state !== undefined && state.hasEverConnected && !state.isWebSocketConnected;
}
