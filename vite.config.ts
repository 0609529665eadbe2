import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
});
