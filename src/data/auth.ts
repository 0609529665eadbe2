import { useAction, useConvexAuth, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

/** The signed-in user as the server describes them (e-mail, name, verification). */
export type Viewer = NonNullable<FunctionReturnType<typeof api.users.viewer>>;

/** The signed-in user, live: undefined while loading or signed out, null when not found. */
export function useViewer() {
  const { isAuthenticated } = useConvexAuth();
  return useQuery(api.users.viewer, isAuthenticated ? {} : "skip");
}

/** Whether Google sign-in is configured on this deployment; undefined while loading. */
export function useGoogleEnabled() {
  return useQuery(api.auth.googleEnabled, {});
}

/** Starts a Convex Auth sign-in by hand (the Google popup needs the redirect URL first). */
export function useStartSignIn() {
  return useAction(api.auth.signIn);
}

export function useEmailVerification() {
  return {
    confirm: useMutation(api.emailVerification.confirm),
    resend: useAction(api.emailVerification.resend),
  };
}
