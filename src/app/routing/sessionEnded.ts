import { useAuthActions } from "@convex-dev/auth/react";
import { notifications } from "@mantine/notifications";
import { useConvexAuth } from "convex/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";

/**
 * A sign-out from this tab also ends the session on the server a moment before the tab drops
 * its tokens; waiting this long tells that apart from a session ended elsewhere.
 */
const GRACE_MS = 1500;
/** Long enough to be read after the page has changed under the user. */
const NOTICE_MS = 10_000;

/**
 * When the server says this tab's session has ended (signed out elsewhere, password changed,
 * account deleted) while the tab still holds its tokens: drop the tokens locally, say why, and
 * go to /login. Without this the tab would keep failing until its token expired.
 */
export function useSignOutEndedSession(ended: boolean): void {
  const { signOut } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const latest = useRef({ isAuthenticated, signOut, navigate, t });
  useEffect(() => {
    latest.current = { isAuthenticated, signOut, navigate, t };
  });

  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => {
      const now = latest.current;
      if (!now.isAuthenticated) {
        void now.navigate("/login", { replace: true });
        return;
      }
      notifications.show({
        id: "session-ended",
        color: "red",
        message: now.t("errors.UNAUTHENTICATED"),
        autoClose: NOTICE_MS,
      });
      // The server has already forgotten the session; signing out only clears this tab.
      void now
        .signOut()
        .catch(() => undefined)
        .finally(() => void now.navigate("/login", { replace: true }));
    }, GRACE_MS);
    return () => clearTimeout(timer);
  }, [ended]);
}
