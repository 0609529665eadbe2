// `npm start`: the app at http://127.0.0.1:5173 with its backend.
// With a Convex deployment configured (CONVEX_DEPLOYMENT in .env.local) it runs `npx convex dev`
// beside Vite; otherwise it starts the offline backend, which needs no internet.
import { killOnExit, readEnvLocal, startProcess } from "./lib.mjs";

const envLocal = readEnvLocal();
const appPort = Number(process.env.VITE_PORT ?? 5173);
const appUrl = `http://127.0.0.1:${appPort}`;
const children = [];
killOnExit(children);

async function startRealConvex() {
  console.log(`Using the Convex deployment ${envLocal.CONVEX_DEPLOYMENT} (from .env.local).`);
  const convex = startProcess("convex", "npx", ["convex", "dev"]);
  children.push(convex.child);
  const vite = startProcess("vite", "npx", ["vite", "--port", String(appPort)], {
    readyPattern: /Local:/,
  });
  children.push(vite.child);
  await vite.ready;
  console.log(
    `\nApp: ${appUrl}\nBackend: ${envLocal.VITE_CONVEX_URL ?? "(see convex dev output)"}\n`,
  );
}

async function startOffline() {
  const port = Number(process.env.OFFLINE_BACKEND_PORT ?? 3210);
  const sitePort = Number(process.env.OFFLINE_BACKEND_SITE_PORT ?? port + 1);
  console.log(
    "No Convex deployment configured: starting the offline backend (local data in .data/).",
  );
  const backend = startProcess(
    "backend",
    "npx",
    [
      "tsx",
      "offline-backend/src/cli.ts",
      "serve",
      "--watch",
      "--port",
      String(port),
      "--site-port",
      String(sitePort),
    ],
    { readyPattern: /ready/i, env: { OFFLINE_BACKEND_SITE_URL: appUrl } },
  );
  children.push(backend.child);
  await backend.ready;
  const backendUrl = `http://127.0.0.1:${port}`;
  const vite = startProcess("vite", "npx", ["vite", "--port", String(appPort)], {
    env: { VITE_CONVEX_URL: backendUrl, VITE_CONVEX_SITE_URL: `http://127.0.0.1:${sitePort}` },
    readyPattern: /Local:/,
  });
  children.push(vite.child);
  await vite.ready;
  console.log(
    `\nApp:     ${appUrl}\nBackend: ${backendUrl} (offline; HTTP actions on http://127.0.0.1:${sitePort})\n`,
  );
}

try {
  await (envLocal.CONVEX_DEPLOYMENT ? startRealConvex() : startOffline());
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  process.exit(1);
}
