/**
 * Registers the service worker (vite.config.ts: serviceWorkerPlugin), loaded after the first
 * screen so its code never delays it. A new version only waits and is announced: the page
 * switches when the person chooses "Reload", never by itself in the middle of a form.
 */
import { registerSW } from "virtual:pwa-register";
import { announceUpdate } from "./updateState";

/** How often an open tab asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => announceUpdate(() => update(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
  });
}
