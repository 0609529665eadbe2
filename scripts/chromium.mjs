// Debian's Chromium, headless, as the scripts, the benchmarks and the e2e tests launch it.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep Chromium off the network (this machine has none beyond loopback) and quiet. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Containers often give /dev/shm only 64 MB; Chromium then crashes tabs.
  "--disable-dev-shm-usage",
];

export async function launchChromium() {
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
