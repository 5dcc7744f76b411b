import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = new URL('.', import.meta.url);

export default defineConfig({
  root: decodeURIComponent(here.pathname),
  plugins: [react()],
  resolve: {
    // Import shared code from its TypeScript source, so the client never waits for a shared build.
    alias: [
      { find: /^@frontdoor\/shared$/, replacement: decodeURIComponent(new URL('../shared/src/index.ts', here).pathname) },
      { find: /^@frontdoor\/shared\/render$/, replacement: decodeURIComponent(new URL('../shared/src/render/index.ts', here).pathname) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // shared/ is pure schemas and rules, so a module the client imports nothing from can be
      // dropped whole. Without this, the barrel's top-level zod schemas (server config among them)
      // would ship to every visitor.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/shared/src/') },
      output: {
        // The schema library in a chunk of its own: pages that validate load it, and a marketing
        // page (which validates nothing) never does, whatever other code it shares a chunk with.
        manualChunks: (id: string) => (id.includes('/node_modules/zod/') ? 'zod' : undefined),
      },
    },
  },
});
