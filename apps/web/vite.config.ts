import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiTarget = process.env.PDS_API_TARGET ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      "/api": { target: apiTarget, ws: true, changeOrigin: false },
      "/config.js": { target: apiTarget },
    },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 900 },
});
