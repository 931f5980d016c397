import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { securityHeaders, withScriptSource } from './security-headers.js';

/** The Content-Security-Policy header helmet sets with the app's options. */
function appPolicy(): string {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as Response;
  securityHeaders({ https: false })({} as Request, response, () => undefined);
  const policy = headers.get('content-security-policy');
  if (!policy) throw new Error('helmet set no Content-Security-Policy');
  return policy;
}

describe("a page's own inline script in the Content-Security-Policy", () => {
  it('is added to the script sources alone, every other directive as it was', () => {
    const policy = appPolicy();
    const extended = withScriptSource(policy, "'sha256-abc='");
    expect(extended).toContain("script-src 'self' 'sha256-abc='");
    expect(extended.replace(" 'sha256-abc='", '')).toBe(policy);
    expect(extended.match(/sha256/g)).toHaveLength(1);
  });

  it('is refused by a policy without script sources, rather than left out unseen', () => {
    expect(() => withScriptSource("default-src 'self'", "'sha256-abc='")).toThrow(/no script-src/);
  });
});
