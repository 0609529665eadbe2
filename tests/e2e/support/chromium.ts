import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "../../../scripts/chromium.mjs";

/** Installs Debian's Chromium when it is missing and we are root (CI, fresh machines). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run "apt-get install -y chromium".`);
  }
  console.log("Installing Chromium from Debian's packages…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
