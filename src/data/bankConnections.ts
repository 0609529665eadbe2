import { useAction, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

/** One bank connection as the list returns it (never its access: that stays on the server). */
export type BankConnection = FunctionReturnType<typeof api.bankConnections.list>[number];
export type BankAccount = BankConnection["accounts"][number];

/** The user's bank connections, live: a sync in any tab or the cron shows at once. */
export function useBankConnections() {
  return useQuery(api.bankConnections.list, {});
}

/** The demo bank's setup token when this deployment runs one (the offline backend), else null. */
export function useDemoBankToken() {
  return useQuery(api.bankConnections.demoToken, {});
}

export function useBankActions() {
  return {
    connect: useAction(api.bankConnections.connect),
    sync: useAction(api.bankConnections.sync),
    link: useMutation(api.bankConnections.link),
    adjust: useMutation(api.bankConnections.adjust),
    remove: useMutation(api.bankConnections.remove),
    unlink: useMutation(api.bankConnections.unlink),
    reconnect: useAction(api.bankConnections.reconnect),
    institutions: useAction(api.bankConnections.institutions),
    startAuthorization: useAction(api.bankConnections.startAuthorization),
    completeAuthorization: useAction(api.bankConnections.completeAuthorization),
  };
}

/** Where the bank sends the person back after authorising (the Accounts page reads it). */
export function bankRedirectUrl(): string {
  return `${window.location.origin}/accounts?bank=callback`;
}
