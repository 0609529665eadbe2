import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { forgetDevice } from "../../data/device/forgetDevice";
import { SESSION_ENDED_STATE } from "../../lib/sessionEndedState";

/**
 * A sign-out from this tab also ends the session on the server a moment before the tab drops
 * its tokens; waiting this long tells that apart from a session ended elsewhere.
 */
const GRACE_MS = 1500;

/**
 * When the server says this tab's session has ended (signed out elsewhere, password changed,
 * account deleted) while the tab still holds its tokens: drop the tokens locally and go to
 * /login, which says why (one message there, not a toast over it). Without this the tab would
 * keep failing until its token expired.
 */
export function useSignOutEndedSession(ended: boolean): void {
  const { signOut } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ isAuthenticated, signOut, navigate, location });
  useEffect(() => {
    latest.current = { isAuthenticated, signOut, navigate, location };
  });

  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => {
      const now = latest.current;
      if (!now.isAuthenticated) {
        void now.navigate("/login", { replace: true });
        return;
      }
      // Keeps where the guard came from, so signing in again returns there.
      const state = { ...(now.location.state as object | null), ...SESSION_ENDED_STATE };
      // Say why first, so no other message shows while the tokens go. The server has already
      // forgotten the session; signing out only clears this tab.
      void now.navigate("/login", { replace: true, state });
      void now.signOut().catch(() => undefined);
      void forgetDevice();
    }, GRACE_MS);
    return () => clearTimeout(timer);
  }, [ended]);
}
