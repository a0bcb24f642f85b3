import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.PORTAL_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/portal/',
  plugins: [react()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
  },
  // `npm run dev:portal` talks to `npm run dev:server` (start it with PUBLIC_URL=http://localhost:5173).
  server: {
    proxy: {
      '/api': server,
      '/idp': server,
      '/portal/config.json': server,
    },
  },
});
