import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compression from 'compression';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SOCKET_PATH } from '@referrals/contracts';
import { SESSION_COOKIE } from '../session/session.js';
import { readBootScript } from './boot-script.js';
import { type PageHeads, withPageHead, withRenderedPage } from './page-head.js';
import type { PageRenderer } from './page-renderer.js';
import { withScriptSource } from './security-headers.js';

/**
 * Public pages the server renders for a visitor without a session cookie: what they show then is the
 * same for everyone (a signed-in user's "/" is the dashboard, which the browser renders as before). What
 * is typed into /login's fields before hydration is taken over by the page once hydrated (LoginPage).
 */
const SIGNED_OUT_PAGES: ReadonlySet<string> = new Set(['/', '/legal', '/login']);

/**
 * An invitation's preview (the spec's two addresses), which the server renders as its shell: the
 * preview's bar and placeholders, the same for everyone, with nothing of the invitation or its operator
 * (the browser checks the viewer is its operator, then asks for the preview). Only for a viewer with a
 * session cookie: anyone else is sent to sign in, which the shell would only delay.
 */
const PREVIEW_SHELL = /^\/(?:invite|networker_invitation_page)\/[^/]+\/preview\/?$/;

/** Whether the page at `path` renders on the server without answers of its own. */
const rendersWithoutAnswers = (path: string, hasSession: boolean): boolean =>
  hasSession ? PREVIEW_SHELL.test(path) : SIGNED_OUT_PAGES.has(path);

const hasSessionCookie = (request: Request): boolean =>
  (request.headers.cookie ?? '').split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`));

/** The pages the server knows more of than index.html: their heads, and their content when it can render. */
export interface ServerPages {
  headFor: PageHeads;
  render: PageRenderer | null;
}

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built web app: precompressed (brotli, gzip) hashed assets cached for a year,
 * and index.html, never cached, for every other path that is not the API, so that the
 * client-side router can show its own pages, including its 404 screen. A page that has a head of its
 * own (a public invitation's title and link preview) gets it in that first response; the public pages
 * come rendered on the server when the web app's server build is there.
 */
export function serveWebApp(app: Express, webDistDir: string, pages?: ServerPages): void {
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
  // Pages are compressed as they are sent: a rendered page carries its HTML and antd's styles (about
  // 90 kB), which a slow phone connection would otherwise take whole.
  const compressPage = compression();
  app.use((request: Request, response: Response, next: NextFunction) =>
    isServerPath(request.path) ? next() : compressPage(request, response, next),
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
    const hasSession = hasSessionCookie(request);
    const head = pages ? await pages.headFor(request.path, { hasSession }) : null;
    const render = head || rendersWithoutAnswers(request.path, hasSession) ? pages?.render : null;
    // Without its boot script (a web build made before there was one), a page renders in the browser.
    const bootScript = render ? await readBootScript(webDistDir) : null;
    const rendered =
      render && bootScript ? await render(request.originalUrl, head?.queryAnswers ?? []) : null;
    if (!head && !rendered) return response.sendFile(indexFile);
    const indexHtml = await readFile(indexFile, 'utf8');
    const withHead = head ? withPageHead(indexHtml, head) : indexHtml;
    if (!rendered || !bootScript) return response.type('html').send(withHead);
    const policy = response.getHeader('Content-Security-Policy');
    if (typeof policy === 'string')
      response.setHeader('Content-Security-Policy', withScriptSource(policy, bootScript.policySource));
    response.type('html').send(withRenderedPage(withHead, rendered, bootScript.text));
  });
}

export function isServerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith(SOCKET_PATH);
}
