import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import type { AuthStatus } from "./authStatus";

export type Viewer = NonNullable<FunctionReturnType<typeof api.users.viewer>>;

export interface Session {
  /** True until the first auth check (and the viewer query) has answered. */
  loading: boolean;
  status: AuthStatus;
  viewer: Viewer | null;
}

/** The signed-in user as every screen sees it, live. */
export function useSession(): Session {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const viewer = useQuery(api.users.viewer, isAuthenticated ? {} : "skip");
  const loading = isLoading || (isAuthenticated && viewer === undefined);
  if (loading || !isAuthenticated || !viewer) {
    return { loading, status: "signedOut", viewer: null };
  }
  return { loading: false, status: viewer.emailVerified ? "verified" : "unverified", viewer };
}
