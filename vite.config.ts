import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** src/locales/<lng>/<ns>.json and src/features/<feature>/locales/<lng>.json → <lng>. */
const LOCALE_FILE =
  /\/src\/(?:locales\/([a-z]{2})\/[^/]+|features\/[^/]+\/locales\/([a-z]{2}))\.json$/;

// Servers bind to loopback only; ports come from the start script (VITE_PORT) or default 5173.
export default defineConfig({
  plugins: [react()],
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
