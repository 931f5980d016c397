import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_ORIGIN = 'http://127.0.0.1:3000';

const fromHere = (relativePath: string): string => fileURLToPath(new URL(relativePath, import.meta.url));

export default defineConfig({
  plugins: [
    // The router plugin rewrites route files for code splitting, so it must run before React's transform.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    // The API serves these precompressed copies next to each asset.
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
  resolve: {
    // `source` points @referrals/contracts at its TypeScript source, so no contracts build is needed first.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    // The entry holds React DOM, the router and antd's core on purpose (one request instead of dozens):
    // about 535 kB minified, 180 kB gzipped. Warn only if it grows past that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The library groups are named after every page that shares them; a short name is enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('libs') ? 'assets/libs-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the entry needs before the first route renders, in one request rather than dozens:
            // on a slow mobile connection each extra request costs a round trip.
            { name: 'app', tags: ['$initial'] },
            // Libraries used by the lazily loaded pages, grouped by the pages that share them, small groups
            // merged: fewer requests per page without making one page download another's libraries.
            {
              name: 'libs',
              test: /node_modules/,
              entriesAware: true,
              entriesAwareMergeThreshold: 24 * 1024,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN },
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
});
