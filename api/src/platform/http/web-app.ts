import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SOCKET_PATH } from '@referrals/contracts';
import { type PageHeads, withPageHead } from './page-head.js';

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built web app: precompressed (brotli, gzip) hashed assets cached for a year,
 * and index.html, never cached, for every other path that is not the API, so that the
 * client-side router can show its own pages, including its 404 screen. A page that has a head of its
 * own (`pageHeads`: a public invitation's title and link preview) gets it in that first response.
 */
export function serveWebApp(app: Express, webDistDir: string, pageHeads?: PageHeads): void {
  const indexFile = join(webDistDir, 'index.html');
  const assets = expressStaticGzip(webDistDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      setHeaders: (response, path) => {
        response.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    },
  });
  // API paths never reach the assets: their malformed escapes (%ED%A0%80) get the API's JSON 400, not plain text.
  app.use((request: Request, response: Response, next: NextFunction) =>
    isServerPath(request.path) ? next() : assets(request, response, next),
  );
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.path);
    if (!isPage) return next();
    if (!existsSync(indexFile)) {
      response
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run "npm run build:web" (npm start does it).');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    const head = pageHeads ? await pageHeads(request.path) : null;
    if (!head) return response.sendFile(indexFile);
    response.type('html').send(withPageHead(await readFile(indexFile, 'utf8'), head));
  });
}

export function isServerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith(SOCKET_PATH);
}
