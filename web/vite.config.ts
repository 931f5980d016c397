import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type UserConfig,
} from 'vite';
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

export default defineConfig(({ mode, isSsrBuild }) => (isSsrBuild ? serverConfig() : browserConfig(mode)));

/** Both builds' plugins: the router's code splitting and React. */
const routerAndReact = () => [
  // The router plugin rewrites route files for code splitting, so it must run before React's transform.
  tanstackRouter({
    target: 'react',
    routesDirectory: fromHere('./src/routes'),
    generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
    autoCodeSplitting: true,
    quoteStyle: 'single',
  }),
  react(),
];

/**
 * The build the API renders public pages with (build.mjs): one self-contained module, every library
 * bundled in, so it runs wherever the API does without the web's node_modules.
 */
function serverConfig(): UserConfig {
  return {
    plugins: routerAndReact(),
    // As Vite defines it in the browser's build (the process's NODE_ENV, else production, whatever the
    // mode), where a server build leaves it to the running process: React and antd then render the same
    // markup, class names included, on both sides.
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    // `source` points @referrals/contracts at its TypeScript source, so no contracts build is needed first.
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  };
}

function browserConfig(mode: string): UserConfig {
  return {
    plugins: [
      ...routerAndReact(),
      // The API serves these precompressed copies next to each asset.
      compression({ algorithms: ['gzip', 'brotliCompress'] }),
      recordBuildMode(mode),
    ],
    resolve: {
      // `source` points @referrals/contracts at its TypeScript source, so no contracts build is needed first.
      conditions: ['source', ...defaultClientConditions],
    },
    build: {
      // One style sheet for the whole app, linked from index.html: a page rendered on the server paints
      // with its styles in place, whichever route's code holds them (about 17 kB gzipped in all).
      cssCodeSplit: false,
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
              // Icons apart from the other libraries, grouped the same way: merged with them, a public page's few
              // icons brought antd's form, dialog and input code along (248 kB of route code where 61 kB is its own).
              {
                name: 'libs-icons',
                test: /node_modules[\\/]@ant-design[\\/]icons/,
                entriesAware: true,
                entriesAwareMergeThreshold: 8 * 1024,
              },
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
  };
}
