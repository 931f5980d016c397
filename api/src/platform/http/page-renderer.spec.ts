import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from 'pino';
import { loadPageRenderer } from './page-renderer.js';

function serverEntry(source: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'page-renderer-')), 'entry-server.mjs');
  writeFileSync(file, source);
  return file;
}

const recordingLogger = () => {
  const warnings: unknown[][] = [];
  const logger = { warn: jest.fn((...args: unknown[]) => warnings.push(args)) } as unknown as Logger;
  return { logger, warnings };
};

describe("the web app's server build", () => {
  it('renders a page from the address and the answers it is given', async () => {
    const { logger } = recordingLogger();
    const render = await loadPageRenderer(
      serverEntry(
        'export const renderPage = async (url, answers) => ({ rootHtml: `<p>${url} ${answers.length}</p>`, headHtml: "<style></style>" });',
      ),
      logger,
    );
    await expect(render!('/invite/x?ref=1', [{ queryKey: ['/api/x'], answer: 1 }])).resolves.toEqual({
      rootHtml: '<p>/invite/x?ref=1 1</p>',
      headHtml: '<style></style>',
    });
  });

  it('sends a page it fails to render unrendered, and says why', async () => {
    const { logger, warnings } = recordingLogger();
    const render = await loadPageRenderer(
      serverEntry('export const renderPage = async () => { throw new Error("window is not defined"); };'),
      logger,
    );
    await expect(render!('/invite/x', [])).resolves.toBeNull();
    expect(warnings).toEqual([
      [
        expect.objectContaining({
          url: '/invite/x',
          err: expect.objectContaining({ message: 'window is not defined' }),
        }),
        'page sent unrendered: the server could not render it',
      ],
    ]);
  });

  it('is optional: without it the pages render in the browser alone, as the log says', async () => {
    const { logger, warnings } = recordingLogger();
    const missing = join(tmpdir(), 'no-such-build', 'entry-server.js');
    await expect(loadPageRenderer(missing, logger)).resolves.toBeNull();
    expect(warnings).toHaveLength(1);
  });
});
