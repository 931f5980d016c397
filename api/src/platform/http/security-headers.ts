import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet's headers with a strict Content-Security-Policy: scripts and styles from this
 * origin only (antd's CSS-in-JS needs inline styles; a page rendered on the server adds its boot
 * script's hash, withScriptSource), no plugins, no <base>, no framing.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });
}

const SCRIPT_SOURCES = /(^|;\s*)script-src\b([^;]*)/;

/**
 * A Content-Security-Policy header's value with one more source for scripts (an inline script's hash): a
 * page whose own script is written into it allows that script and no other.
 */
export function withScriptSource(policy: string, source: string): string {
  if (!SCRIPT_SOURCES.test(policy))
    throw new Error('The Content-Security-Policy has no script-src to extend');
  return policy.replace(
    SCRIPT_SOURCES,
    (_directive, start: string, sources: string) => `${start}script-src${sources} ${source}`,
  );
}
