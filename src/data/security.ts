import { useAction, useConvexAuth, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

/** Where this tab's session stands: signed out, owing its two-factor code, or signed in. */
export function useSignInState() {
  const { isAuthenticated } = useConvexAuth();
  return useQuery(api.users.signInState, isAuthenticated ? {} : "skip");
}

export type SessionRow = FunctionReturnType<typeof api.security.sessions>[number];

export function useSecurityOverview() {
  return useQuery(api.security.overview, {});
}

export function useSessions() {
  return useQuery(api.security.sessions, {});
}

export function useSecurityActions() {
  return {
    totpBegin: useAction(api.security.totpBegin),
    totpConfirm: useAction(api.security.totpConfirm),
    totpDisable: useAction(api.security.totpDisable),
    regenerateRecoveryCodes: useAction(api.security.regenerateRecoveryCodes),
    totpVerify: useAction(api.security.totpVerify),
    reauthenticate: useAction(api.security.reauthenticate),
    endSession: useMutation(api.security.endSession),
    endOtherSessions: useMutation(api.security.endOtherSessions),
    reportClient: useMutation(api.security.reportClient),
  };
}

/**
 * Whether this tab may read the user's data: signed in and, with two-factor on, past the code
 * step (before it every data query is refused with TWO_FACTOR_REQUIRED).
 */
export function useDataAccess(): boolean {
  const { isAuthenticated } = useConvexAuth();
  const state = useSignInState();
  return isAuthenticated && state === "signedIn";
}
