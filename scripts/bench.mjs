// `npm run bench`: performance figures, printed and never asserted.
// 1. built JS per route (raw and gzip) and the first-load bytes;
// 2. time to the first rendered screen in Chromium (median of 5 cold loads), and on a second
//    visit from the service worker's precache, with and without the network;
// 3. the offline backend's sync latency and the ledger's query cost at 100,000 transactions;
// 4. the offline backend at 100,000 transactions: start-up, first page, live update, inserts.
// `npm run bench -- --only bundle,load` runs a subset; parts: bundle, load, latency, query,
// scale, live, ledger, import, bank, notify.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { backendServeArgs } from "./backend.mjs";
import { launchChromium } from "./chromium.mjs";
import { freePort, killOnExit, root, startProcess } from "./lib.mjs";

const onlyArg = process.argv.find(
  (a, i, all) => all[i - 1] === "--only" || a.startsWith("--only="),
);
const only = onlyArg ? new Set(onlyArg.replace(/^--only=/, "").split(",")) : null;
const wants = (part) => !only || only.has(part);

// Its own folder: node_modules may be shared by several checkouts building at once.
const outDir = mkdtempSync(join(tmpdir(), "pfa-bench-dist-"));
const children = [];
killOnExit(children);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function chunkSize(file) {
  const content = readFileSync(join(outDir, file));
  return { raw: content.length, gzip: gzipSync(content).length };
}

/** JS a chunk pulls in: itself plus its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function bundleReport(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryFiles = closure(manifest, entryKey);
  const sum = (keys) =>
    [...keys].reduce(
      (acc, k) => {
        const { raw, gzip } = chunkSize(manifest[k].file);
        return { raw: acc.raw + raw, gzip: acc.gzip + gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const entry = sum(entryFiles);
  const css = (manifest[entryKey].css ?? []).reduce((n, f) => n + chunkSize(f).gzip, 0);
  console.log(`\nBundle (production build)`);
  console.log(
    `  first load (entry + static imports): ${kb(entry.raw)} raw, ${kb(entry.gzip)} gzip; CSS ${kb(css)} gzip`,
  );
  console.log(`  per route (JS beyond the first load):`);
  for (const key of Object.keys(manifest).filter((k) =>
    /features\/.*Page\.tsx$|app\/HomeRoute\.tsx$/.test(k),
  )) {
    const extra = [...closure(manifest, key)].filter((k) => !entryFiles.has(k));
    const { raw, gzip } = sum(extra);
    console.log(
      `    ${key.replace(/^src\/(features|app)\//, "").padEnd(40)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`,
    );
  }
}

/** Screens timed on a cold load, and the element that shows each is usable. */
const FIRST_SCREENS = [
  { name: "home, guest", path: "/", ready: '[data-testid="signup-cta"]' },
  { name: "log-in", path: "/login", ready: 'input[type="email"]' },
];

/* global window, document, requestAnimationFrame, MutationObserver -- markWhenShown runs in the page */
/**
 * Runs in the page before the app: notes when `selector` is first in the DOM, then painted
 * (the next frame), in ms since navigation start.
 */
function markWhenShown(selector) {
  window.__usableAt = new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector(selector)) return false;
      requestAnimationFrame(() => resolve(performance.now()));
      return true;
    };
    const observer = new MutationObserver(() => check() && observer.disconnect());
    document.addEventListener("DOMContentLoaded", () => {
      if (!check()) observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

async function firstLoadTimes(appUrl) {
  const browser = await launchChromium();
  for (const screen of FIRST_SCREENS) {
    const times = [];
    const bytes = [];
    for (let i = 0; i < 5; i += 1) {
      // A first visit: no service worker yet (secondVisitTimes measures the one it installs).
      const context = await browser.newContext({ locale: "en-US", serviceWorkers: "block" });
      await context.addInitScript(markWhenShown, screen.ready);
      const page = await context.newPage();
      let transferred = 0;
      page.on("response", async (response) => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        transferred += body.length;
      });
      await page.goto(`${appUrl}${screen.path}`, { waitUntil: "commit" });
      times.push(Math.round(await page.evaluate(() => window.__usableAt)));
      await page.waitForLoadState("networkidle");
      bytes.push(transferred);
      await context.close();
    }
    console.log(`\nFirst load in Chromium (${screen.name}, cold cache, 5 loads)`);
    console.log(
      `  navigation start → first usable screen painted: median ${median(times)} ms ` +
        `(all: ${times.join(", ")} ms)`,
    );
    console.log(`  bytes fetched (uncompressed): median ${kb(median(bytes))}`);
    // Timings on a shared machine say little without how busy it was.
    console.log(
      `  load average while measuring: ${loadavg()[0].toFixed(1)} (${cpus().length} cores)`,
    );
  }
  await browser.close();
}

/**
 * The first screen on a second visit, drawn from the service worker's precache: with the
 * network, and with it cut (Chromium's offline emulation). Same browser profile, new tabs.
 */
async function secondVisitTimes(appUrl) {
  const browser = await launchChromium();
  const screen = FIRST_SCREENS[0];
  const context = await browser.newContext({ locale: "en-US", serviceWorkers: "allow" });
  await context.addInitScript(markWhenShown, screen.ready);
  const first = await context.newPage();
  await first.goto(`${appUrl}${screen.path}`);
  // Installed means precached: every screen's code is on the device from here on.
  await first.evaluate(() => navigator.serviceWorker.ready);
  await first.close();
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    const times = [];
    for (let i = 0; i < 5; i += 1) {
      const page = await context.newPage();
      await page.goto(`${appUrl}${screen.path}`, { waitUntil: "commit" });
      times.push(Math.round(await page.evaluate(() => window.__usableAt)));
      await page.close();
    }
    console.log(
      `\nSecond visit (${screen.name}, service worker, ${offline ? "offline" : "online"}, 5 loads)`,
    );
    console.log(
      `  navigation start → first usable screen painted: median ${median(times)} ms ` +
        `(all: ${times.join(", ")} ms); load average ${loadavg()[0].toFixed(1)}`,
    );
  }
  await browser.close();
}

async function bundleAndLoad() {
  const dataDir = mkdtempSync(join(tmpdir(), "pfa-bench-"));
  try {
    const [port, sitePort, appPort] = [await freePort(), await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${appPort}`;
    const backend = startProcess(
      "backend",
      process.execPath,
      backendServeArgs({ port, sitePort, dataDir }),
      { readyPattern: /ready/i, quiet: true, env: { OFFLINE_BACKEND_SITE_URL: appUrl } },
    );
    children.push(backend.child);
    await backend.ready;
    const build = spawnSync(
      process.execPath,
      [
        join(root, "node_modules/vite/bin/vite.js"),
        "build",
        "--outDir",
        outDir,
        "--emptyOutDir",
        "--manifest",
        "--logLevel",
        "warn",
      ],
      {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, VITE_CONVEX_URL: `http://127.0.0.1:${port}` },
      },
    );
    if (build.status !== 0) throw new Error("build failed");
    bundleReport(JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")));
    if (!wants("load")) return;
    const preview = startProcess(
      "preview",
      process.execPath,
      [
        join(root, "node_modules/vite/bin/vite.js"),
        "preview",
        "--outDir",
        outDir,
        "--port",
        String(appPort),
        "--strictPort",
      ],
      { readyPattern: /127\.0\.0\.1/, quiet: true },
    );
    children.push(preview.child);
    await preview.ready;
    await firstLoadTimes(appUrl);
    await secondVisitTimes(appUrl);
  } finally {
    // The backend saves its data as it stops: the folder goes once it has exited.
    const exited = children.map(
      (child) =>
        new Promise((done) =>
          child.exitCode !== null || child.signalCode !== null ? done() : child.once("exit", done),
        ),
    );
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(exited);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (wants("bundle") || wants("load")) await bundleAndLoad();

const scripts = [
  ["latency", "offline-backend/bench/latency.ts"],
  ["query", "tests/bench/queryCost.ts"],
  ["query", "tests/bench/investmentsCost.ts"],
  ["scale", "offline-backend/bench/scale.ts"],
  ["bank", "tests/bench/bankSync.ts"],
  ["notify", "tests/bench/notificationSweep.ts"],
];
for (const [part, script] of scripts) {
  if (!wants(part) || !existsSync(join(root, script))) continue;
  console.log(`\n${script}`);
  spawnSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), script], {
    cwd: root,
    stdio: "inherit",
  });
}

// Browser benchmarks (live update between pages, the 10,000-row ledger) share one e2e set-up.
const browserBenches = [
  ["live", "tests/bench/liveUpdate.browser.ts"],
  ["ledger", "tests/bench/ledger.browser.ts"],
  ["import", "tests/bench/import.browser.ts"],
].filter(([part, file]) => wants(part) && existsSync(join(root, file)));
if (browserBenches.length > 0) {
  console.log(`\n${browserBenches.map(([, file]) => file).join(", ")}`);
  spawnSync(
    process.execPath,
    [
      join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      "--config",
      "tests/bench/vitest.config.ts",
      "--reporter=dot",
      ...browserBenches.map(([, file]) => file),
    ],
    { cwd: root, stdio: "inherit" },
  );
}
