import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
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

/** src/locales/<lng>/<ns>.json and src/features/<feature>/locales/<lng>.json → <lng>. */
const LOCALE_FILE =
  /\/src\/(?:locales\/([a-z]{2})\/[^/]+|features\/[^/]+\/locales\/([a-z]{2}))\.json$/;

// Servers bind to loopback only; ports come from the start script (VITE_PORT) or default 5173.
export default defineConfig({
  plugins: [react(), securityHeadersPlugin()],
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
