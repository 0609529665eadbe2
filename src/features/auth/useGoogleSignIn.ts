import { useAuthActions } from "@convex-dev/auth/react";
import { useConvex } from "convex/react";
import { useCallback } from "react";
import { useGoogleEnabled, useStartSignIn } from "../../data/auth";
import { authStorage, authStorageNamespace, oauthVerifierKey } from "./authStorage";

/** Where the popup lands; a static page that hands the code to this window and closes. */
export const POPUP_PAGE = "/google-popup.html";
const MESSAGE_TYPE = "pfa-google-code";
/** How long a closed popup may still deliver its message (it posts, then closes itself). */
const CLOSE_GRACE_MS = 1500;

/** The popup could not do its job (blocked, closed, cut off by an opener policy): redirect. */
class PopupUnavailable extends Error {}

/** Google sign-in is not set up on this deployment (no AUTH_GOOGLE_ID / AUTH_GOOGLE_SECRET). */
export class GoogleNotConfigured extends Error {}

function waitForCode(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    let closedAt: number | null = null;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; code?: string | null } | null;
      if (event.origin !== window.location.origin || data?.type !== MESSAGE_TYPE) return;
      cleanup();
      // The popup came back without a code: Google or the backend refused the sign-in.
      if (data.code) resolve(data.code);
      else reject(new Error("Google sign-in failed"));
    };
    // Reading `closed` can throw under a strict opener policy, and a severed popup reads as
    // closed: both mean the answer cannot come back here.
    const timer = window.setInterval(() => {
      let closed: boolean;
      try {
        closed = popup.closed;
      } catch {
        closed = true;
      }
      if (!closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= CLOSE_GRACE_MS) {
        cleanup();
        reject(new PopupUnavailable());
      }
    }, 250);
    const cleanup = () => {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
    };
    window.addEventListener("message", onMessage);
  });
}

/**
 * Google sign-in (R43): a popup first; when it is blocked, closed, or the opener policy gets in
 * the way, the whole page redirects to Google instead and comes back signed in. Resolves to
 * undefined while the configuration is still loading, false when Google is not configured.
 */
export function useGoogleSignIn(): {
  enabled: boolean | undefined;
  signInWithGoogle: () => Promise<void>;
} {
  const { signIn } = useAuthActions();
  const convex = useConvex();
  const enabled = useGoogleEnabled();
  const startSignIn = useStartSignIn();
  const signInWithGoogle = useCallback(async () => {
    if (enabled !== true) throw new GoogleNotConfigured();
    // Opened synchronously in the click so popup blockers allow it.
    const popup = window.open("", "pfa-google", "popup,width=480,height=640");
    try {
      if (!popup) throw new PopupUnavailable();
      const started = await startSignIn({
        provider: "google",
        params: { redirectTo: POPUP_PAGE },
      });
      if (!started.redirect || !started.verifier) throw new Error("Google sign-in did not start");
      // Where ConvexAuthProvider looks for the verifier when it redeems the code below.
      authStorage().setItem(oauthVerifierKey(authStorageNamespace(convex)), started.verifier);
      try {
        popup.location.href = started.redirect;
      } catch {
        throw new PopupUnavailable();
      }
      const code = await waitForCode(popup);
      // `provider` undefined: redeem the code with the stored verifier (Convex Auth's own
      // return path, as when it finds ?code= in the URL).
      const result = await signIn(undefined as unknown as string, { code });
      if (!result.signingIn) throw new Error("Google sign-in failed");
    } catch (error) {
      try {
        popup?.close();
      } catch {
        // A popup cut off by an opener policy cannot be closed from here.
      }
      if (!(error instanceof PopupUnavailable)) throw error;
      // Full-page redirect: Convex Auth stores a fresh verifier and redeems ?code= on return.
      await signIn("google", { redirectTo: window.location.pathname });
    }
  }, [convex, enabled, signIn, startSignIn]);
  return { enabled, signInWithGoogle };
}
