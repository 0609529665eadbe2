import { useConvexAuth } from "convex/react";
import { useViewer, type Viewer } from "./auth";
import { useSignInState } from "./security";
import type { AuthStatus } from "../lib/authStatus";

export type { Viewer };

export interface Session {
  /** True until the first auth check (and the viewer query) has answered. */
  loading: boolean;
  status: AuthStatus;
  viewer: Viewer | null;
  /** The client holds tokens but the server no longer knows their session (or user). */
  ended: boolean;
}

/** The signed-in user as every screen sees it, live. */
export function useSession(): Session {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const viewer = useViewer();
  const state = useSignInState();
  const loading = isLoading || (isAuthenticated && (viewer === undefined || state === undefined));
  if (!loading && isAuthenticated && state === "twoFactorRequired") {
    return { loading: false, status: "twoFactor", viewer: null, ended: false };
  }
  const ended = !loading && isAuthenticated && viewer === null;
  if (loading || !isAuthenticated || !viewer) {
    return { loading, status: "signedOut", viewer: null, ended };
  }
  return {
    loading: false,
    status: viewer.emailVerified ? "verified" : "unverified",
    viewer,
    ended: false,
  };
}
