import { useEffect } from "react";
import { useSecurityActions } from "../../data/security";
import { LOCAL_KEYS, readLocal, writeLocal } from "../../lib/localStore";

/** How often an open tab says it is still active (the server keeps one write per few minutes). */
const EVERY_MS = 5 * 60 * 1000;

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
 * new-browser alert) right after signing in, then every few minutes while the tab is open.
 */
export function SessionReport() {
  const { reportClient } = useSecurityActions();
  useEffect(() => {
    const report = () =>
      void reportClient({ userAgent: navigator.userAgent.slice(0, 512), browserId: browserId() })
        // Best effort: a failed report only leaves "last active" a little older.
        .catch(() => undefined);
    report();
    const timer = setInterval(report, EVERY_MS);
    return () => clearInterval(timer);
  }, [reportClient]);
  return null;
}
