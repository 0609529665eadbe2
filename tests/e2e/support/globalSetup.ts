import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureChromium } from "./chromium";
import { buildApp, freePort, startBackend, startPreview, type Running } from "./servers";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    backendUrl: string;
    siteUrl: string;
    dataDir: string;
  }
}

/**
 * Starts what the browser tests need: the offline backend on free ports with a fresh data
 * folder, and the production build of the app served on another free port.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const dataDir = mkdtempSync(join(tmpdir(), "pfa-e2e-"));
  const [port, sitePort, appPort] = [await freePort(), await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const backendUrl = `http://127.0.0.1:${port}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const running: Running[] = [];
  try {
    running.push(await startBackend({ port, sitePort, dataDir, appUrl }));
    await buildApp({ backendUrl, siteUrl });
    running.push(await startPreview(appPort));
  } catch (error) {
    for (const r of running) await r.stop();
    throw error;
  }
  project.provide("appUrl", appUrl);
  project.provide("backendUrl", backendUrl);
  project.provide("siteUrl", siteUrl);
  project.provide("dataDir", dataDir);
  return async () => {
    for (const r of running.reverse()) await r.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
