import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_ORIGIN = 'http://127.0.0.1:3000';

const fromHere = (relativePath: string): string => fileURLToPath(new URL(relativePath, import.meta.url));

/**
 * Writes the build's mode to dist/.build-mode (a dotfile: never served), so `npm start` can tell a
 * production build (`vite build`) from one holding the testing pages (`--mode development`).
 */
function recordBuildMode(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'record-build-mode',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: () => writeFileSync(resolve(outDir, '.build-mode'), mode),
  };
}

export default defineConfig(({ mode }) => ({
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
    recordBuildMode(mode),
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
}));
