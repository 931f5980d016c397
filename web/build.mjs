// Builds the web app twice from the same sources and mode (`--mode development` keeps the testing
// pages): dist/ for the browser, and dist-server/entry-server.js, with which the API renders the public
// pages on the server (vite.config.ts tells the two apart by `isSsrBuild`). Then the script the API
// writes into those pages' heads (src/boot/bootAfterPaint.ts): one classic script, dist/boot-after-paint.js,
// built without the app's configuration, as it imports nothing.
import { build } from 'vite';

const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag === -1 ? 'production' : process.argv[modeFlag + 1];

await build({ mode });
await build({ mode, build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server', emptyOutDir: true } });
await build({
  configFile: false,
  mode,
  logLevel: 'warn',
  build: {
    lib: {
      entry: 'src/boot/bootAfterPaint.ts',
      formats: ['iife'],
      name: 'bootAfterPaint',
      fileName: () => 'boot-after-paint.js',
    },
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
  },
});
