import { useAuthActions } from "@convex-dev/auth/react";
import { useConvex } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";

/** Where the popup lands; a static page that hands the code to this window and closes. */
const POPUP_PAGE = "/google-popup.html";
const MESSAGE_TYPE = "pfa-google-code";

class PopupUnavailable extends Error {}

/** Convex Auth's client keeps the OAuth verifier under this key in its storage. */
function verifierKey(address: string): string {
  return `__convexAuthOAuthVerifier_${address.replace(/[^a-zA-Z0-9]/g, "")}`;
}

function waitForCode(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; code?: string } | null;
      if (event.origin !== window.location.origin || data?.type !== MESSAGE_TYPE || !data.code) return;
      cleanup();
      resolve(data.code);
    };
    // Reading `closed` can throw under a strict opener policy: treat that like a closed popup.
    const timer = window.setInterval(() => {
      let closed = true;
      try {
        closed = popup.closed;
      } catch {
        closed = true;
      }
      if (closed) {
        cleanup();
        reject(new PopupUnavailable());
      }
    }, 400);
    const cleanup = () => {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
    };
    window.addEventListener("message", onMessage);
  });
}

/**
 * Google sign-in (R43): a popup first; when it is blocked, closed, or the opener policy gets in
 * the way, the whole page redirects to Google instead and comes back signed in.
 */
export function useGoogleSignIn(): () => Promise<void> {
  const { signIn } = useAuthActions();
  const convex = useConvex();
  return useCallback(async () => {
    // Opened synchronously in the click so popup blockers allow it.
    const popup = window.open("", "pfa-google", "popup,width=480,height=640");
    try {
      if (!popup) throw new PopupUnavailable();
      const started = await convex.action(api.auth.signIn, {
        provider: "google",
        params: { redirectTo: POPUP_PAGE },
      });
      if (!started.redirect || !started.verifier) throw new Error("Google sign-in did not start");
      // ConvexAuthProvider namespaces its storage by the client's address (a private field).
      const address = (convex as unknown as { address?: string }).address ?? convex.url;
      window.sessionStorage.setItem(verifierKey(address), started.verifier);
      popup.location.href = started.redirect;
      const code = await waitForCode(popup);
      // The verifier stored above proves this window started the flow.
      const provider = undefined as unknown as string;
      const result = await signIn(provider, { code });
      if (!result.signingIn) throw new Error("Google sign-in failed");
    } catch (error) {
      if (!(error instanceof PopupUnavailable)) {
        popup?.close();
        throw error;
      }
      await signIn("google");
    }
  }, [convex, signIn]);
}
