import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet's headers with a strict Content-Security-Policy: scripts and styles from this
 * origin only (antd's CSS-in-JS needs inline styles), no plugins, no <base>, no framing.
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
