import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { writeEnvVars } from "../../../offline-backend/src/secrets";
import { ensureChromium } from "./chromium";
import { googleEnv } from "./oidcMock";
import { buildApp, freePort, outDir, startBackend, startPreview, type Running } from "./servers";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    backendUrl: string;
    siteUrl: string;
    dataDir: string;
    oidcIssuer: string;
  }
}

/**
 * Starts what the browser tests need: the offline backend on free ports with a fresh data
 * folder, and the production build of the app served on another free port.
 *
 * Google sign-in points at a local OpenID provider (support/oidcMock.ts) on a port chosen
 * here, which the Google test starts. The variables go in before the backend starts because
 * Convex Auth reads a provider's configuration when convex/auth.ts is imported; on Convex an
 * `env set` reloads the functions, the offline backend only updates process.env.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const dataDir = mkdtempSync(join(tmpdir(), "pfa-e2e-"));
  const [port, sitePort, appPort, oidcPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const backendUrl = `http://127.0.0.1:${port}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
  writeEnvVars(dataDir, googleEnv(oidcIssuer));
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
  project.provide("oidcIssuer", oidcIssuer);
  return async () => {
    for (const r of running.reverse()) await r.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
}
