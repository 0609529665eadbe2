// How the bench script, the e2e harness and the offline backend's own tests start the backend.
import { fileURLToPath } from "node:url";

export const BACKEND_CLI = fileURLToPath(new URL("../offline-backend/src/cli.ts", import.meta.url));

/**
 * Node's arguments for the backend's `serve`; tsx is a loader, so the backend runs in the
 * process that was spawned (a signal reaches it, a CPU profile is of it).
 */
export function backendServeArgs({ port, sitePort, dataDir, cli = BACKEND_CLI, extra = [] }) {
  return [
    // The engine allocates short-lived values per syscall; a larger young generation lets
    // most of them die before a scavenge copies them.
    "--max-semi-space-size=64",
    "--import",
    "tsx",
    cli,
    "serve",
    "--port",
    String(port),
    "--site-port",
    String(sitePort),
    "--data-dir",
    dataDir,
    ...extra,
  ];
}
