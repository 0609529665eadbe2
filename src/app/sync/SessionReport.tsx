import { useEffect } from "react";
import { useSecurityActions } from "../../data/security";
import { LOCAL_KEYS, readLocal, writeLocal } from "../../lib/localStore";

/**
 * How often a visible tab says it is still active: Settings → Security's "Last active" is then
 * at most about a minute behind (the server records one report per ACTIVE_EVERY_MS, 50 s).
 */
const REPORT_EVERY_MS = 60 * 1000;

function browserId(): string {
  const kept = readLocal(LOCAL_KEYS.browserId);
  if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
  writeLocal(LOCAL_KEYS.browserId, made);
  return made;
}

/**
 * Tells the server which browser this session runs in (for Settings → Security's list and the
 * new-browser alert) right after signing in, then every minute while the tab is in view and
 * again whenever it comes back into view. A hidden tab is not someone using the app.
 */
export function SessionReport() {
  const { reportClient } = useSecurityActions();
  useEffect(() => {
    const report = () =>
      void reportClient({ userAgent: navigator.userAgent.slice(0, 512), browserId: browserId() })
        // Best effort: a failed report only leaves "last active" a little older.
        .catch(() => undefined);
    const reportIfSeen = () => {
      if (document.visibilityState !== "hidden") report();
    };
    report();
    const timer = setInterval(reportIfSeen, REPORT_EVERY_MS);
    document.addEventListener("visibilitychange", reportIfSeen);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", reportIfSeen);
    };
  }, [reportClient]);
  return null;
}
