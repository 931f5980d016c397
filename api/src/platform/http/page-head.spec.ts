import { describe, expect, it } from '@jest/globals';
import { withRenderedPage } from './page-head.js';

/** index.html as Vite builds it: the entry and its preloads in the head, then the app's style sheet. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Bold</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/style-ghi.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" role="status" aria-label="Loading"></div>
    </div>
    <!-- /#root -->
  </body>
</html>`;

describe('a page rendered on the server, in index.html', () => {
  const page = withRenderedPage(
    BUILT_INDEX,
    {
      rootHtml: '<main><h1>Hi Nora! $&amp; $1</h1></main>',
      headHtml: '<style data-css-hash="x">.ant-btn{}</style>',
    },
    'boot("$&")',
  );

  it('holds the page in #root, marked for hydration, in place of the boot screen', () => {
    expect(page).toContain(
      '<div id="root" data-server-rendered><main><h1>Hi Nora! $&amp; $1</h1></main></div>',
    );
    expect(page).not.toContain('class="boot"');
    expect(page).not.toContain('<!-- /#root -->');
  });

  it("puts antd's styles before the app's style sheet, which overrides them as in the browser", () => {
    expect(page.indexOf('<style data-css-hash="x">')).toBeGreaterThan(
      page.indexOf('<meta charset="UTF-8" />'),
    );
    expect(page.indexOf('<style data-css-hash="x">')).toBeLessThan(page.indexOf('<link rel="stylesheet"'));
  });

  it("writes the boot script into the head in place of the app's entry, which it names, without preloading the entry", () => {
    expect(page).toContain('<script data-app-entry="/assets/index-abc.js">boot("$&")</script>');
    expect(page).toMatch(/<meta charset="UTF-8" \/>\s*<script data-app-entry=/);
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('src="/assets/index-abc.js"');
  });
});
