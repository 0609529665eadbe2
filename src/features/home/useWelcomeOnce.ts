import { useEffect, useState } from "react";
import type { Viewer } from "../../data/session";

/** Per tab, like the session itself: the sign-in Home last welcomed. */
const KEY = "pfa-welcomed";

function readTab(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function writeTab(value: string): void {
  try {
    window.sessionStorage.setItem(KEY, value);
  } catch {
    // Storage unavailable: the welcome shows again on the next visit, nothing worse.
  }
}

/**
 * True on the first Home visit after signing in (R21), false on every later one: the welcome
 * and its facts are news once, then they only push the money down. A sign-in is told apart by
 * the user and their previous login, which each new sign-in changes.
 */
export function useWelcomeOnce(viewer: Viewer | null): boolean {
  const signIn = viewer === null ? null : `${viewer.id}:${viewer.lastLoginAt ?? "first"}`;
  // What was stored when this visit began: writing this sign-in below must not hide the
  // welcome of the visit that writes it.
  const [welcomedBefore] = useState(readTab);
  useEffect(() => {
    if (signIn !== null) writeTab(signIn);
  }, [signIn]);
  return welcomedBefore !== signIn;
}
