import type { NextFunction, Request, Response } from 'express';

const API_PATH = /^\/api(\/|$)/;

/**
 * API answers are the caller's own (a session's user, its CSRF token) or change with every write: no
 * browser, shared computer's cache or proxy keeps a copy. A route that means to be cached sets its own
 * Cache-Control, which replaces this default.
 */
export function apiAnswersNotStored(request: Request, response: Response, next: NextFunction): void {
  if (API_PATH.test(request.path)) response.setHeader('Cache-Control', 'no-store');
  next();
}
