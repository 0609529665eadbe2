import type { ConvexReactClient } from "convex/react";

/**
 * Where Convex Auth keeps its tokens and OAuth verifier: sessionStorage, since auth persists
 * per browser session. Shared by ConvexAuthProvider and the Google popup, which
 * writes the verifier itself.
 */
export function authStorage(): Storage {
  return window.sessionStorage;
}

/** ConvexAuthProvider's storage namespace (its default, the deployment URL), set explicitly. */
export function authStorageNamespace(client: ConvexReactClient): string {
  return client.url;
}

/** Convex Auth's key for the OAuth verifier: the name, "_", the namespace without symbols. */
export function oauthVerifierKey(namespace: string): string {
  return `__convexAuthOAuthVerifier_${namespace.replace(/[^a-zA-Z0-9]/g, "")}`;
}

/**
 * Whether a `code` in the address is Convex Auth's (a sign-in link, an OAuth return). A bank
 * returning from its authorisation page (Accounts, `?bank=callback&code=…`) also brings a
 * `code`: that one is the bank's, and handing it to sign-in would sign the person out.
 */
export function shouldHandleAuthCode(): boolean {
  return new URLSearchParams(window.location.search).get("bank") !== "callback";
}
