import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { headersFile, parseHeadersFile, securityHeaders } from "./scripts/securityHeaders.js";

/**
 * Security headers (scripts/securityHeaders.ts): `vite build` computes them from the
 * VITE_CONVEX_URL it builds with and writes `_headers` for static hosts; `vite preview` serves
 * that file's headers, so the preview matches what the build was made for. Not in `vite dev`,
 * whose React refresh needs inline scripts.
 */
function securityHeadersPlugin(): Plugin {
  let source = "";
  return {
    name: "security-headers",
    config(config, { mode, isPreview }) {
      const root = path.resolve(config.root ?? process.cwd());
      const env = loadEnv(mode, root, "VITE_");
      if (!isPreview) {
        source = headersFile(securityHeaders(env.VITE_CONVEX_URL));
        return;
      }
      const built = path.resolve(root, config.build?.outDir ?? "dist", "_headers");
      const headers = fs.existsSync(built)
        ? parseHeadersFile(fs.readFileSync(built, "utf8"))
        : securityHeaders(env.VITE_CONVEX_URL);
      return { preview: { headers } };
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source });
    },
  };
}

/**
 * The service worker (Workbox, generated at build time): it precaches the app shell and every
 * route's code, the fonts, flags and icons, so a second visit draws from the cache and the app
 * opens without a network. Nothing else is cached: no runtime caching at all, so no answer of
 * the API (another origin: the Convex deployment or the offline backend; its WebSocket never
 * passes a service worker anyway) is ever kept where another person's session could read it.
 * `registerType: "prompt"`: a new version waits until the person chooses "Reload"
 * (src/lib/offline/registerServiceWorker.ts registers it after the first screen).
 */
function serviceWorkerPlugin() {
  return VitePWA({
    registerType: "prompt",
    injectRegister: false,
    // public/manifest.webmanifest is the manifest (tests/unit/manifest.test.ts checks it).
    manifest: false,
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
      // The import screen's chunk (spreadsheet parsing) is the largest, about 0.9 MB.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // Any in-app address opens the shell; the sign-in popup page is a file of its own.
      navigateFallback: "/index.html",
      navigateFallbackDenylist: [/^\/google-popup\.html$/, /^\/_headers$/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once, so a network lost during the first visit
      // still finds the code of the screens not opened yet. An update never does: it waits
      // (no skipWaiting) until "Reload".
      clientsClaim: true,
      skipWaiting: false,
    },
  });
}

/** src/locales/<lng>/<ns>.json and src/features/<feature>/locales/<lng>.json → <lng>. */
const LOCALE_FILE =
  /\/src\/(?:locales\/([a-z]{2})\/[^/]+|features\/[^/]+\/locales\/([a-z]{2}))\.json$/;

// Servers bind to loopback only; ports come from the start script (VITE_PORT) or default 5173.
export default defineConfig({
  plugins: [react(), securityHeadersPlugin(), serviceWorkerPlugin()],
  server: {
    host: "127.0.0.1",
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    watch: { ignored: ["**/.data/**", "**/.data-*/**", "**/offline-backend/**"] },
  },
  preview: { host: "127.0.0.1" },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // One chunk per language with every namespace in it: the first screen waits for its
        // translations, and one request is quicker than one per feature.
        manualChunks(id) {
          const match = LOCALE_FILE.exec(id);
          return match ? `locale-${match[1] ?? match[2]}` : undefined;
        },
      },
    },
  },
});
