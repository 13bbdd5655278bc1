/**
 * The page document: the LCP image's preload that React writes at the start of the markup
 * ends up at the top of the head (before the styles), the markup keeps nothing of it, and a
 * page without one is unchanged; the fonts' stylesheet is inlined, larger files stay links.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineSmallStylesheets } from '../../server/app/seo/inline-styles.ts';
import { fillDocument } from '../../src/public/ssr/document.ts';

const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="stylesheet" crossorigin href="/assets/index-a.css">
<title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('fillDocument', () => {
  it('moves the leading preloads into the head, right after the viewport, before any stylesheet', () => {
    const preload = '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/i?width=320 320w, /i?width=640 640w" imageSizes="100vw"/>';
    const html = fillDocument(TEMPLATE, { head: '<style data-emotion="css x">.x{}</style>', body: `${preload}<header>h</header><main><img src="/i"></main>`, afterRoot: '<script type="application/json" id="initial-state">{}</script>' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(preload)).toBeGreaterThan(head.indexOf('name="viewport"'));
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(html).toContain('<div id="root"><header>h</header><main><img src="/i"></main></div><script type="application/json" id="initial-state">{}</script>');
    expect(html.split(preload)).toHaveLength(2);
  });

  it('leaves a page without preloads (and a preload later in the markup) where it is', () => {
    const body = '<header>h</header><link rel="preload" as="image" href="/late"/>';
    const html = fillDocument(TEMPLATE, { head: '', body, afterRoot: '' });
    expect(html).toContain(`<div id="root">${body}</div>`);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="preload"');
  });
});

describe('inlineSmallStylesheets', () => {
  it('inlines a small built stylesheet and keeps a large one as a link', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-a.css'), '@font-face{font-family:Inter;src:url(/assets/i.woff2)}');
    expect(inlineSmallStylesheets(TEMPLATE, dist)).toContain('<style>@font-face{font-family:Inter;src:url(/assets/i.woff2)}</style>');
    expect(inlineSmallStylesheets(TEMPLATE, dist)).not.toContain('rel="stylesheet"');
    fs.writeFileSync(path.join(dist, 'assets', 'index-a.css'), `a{color:red}${' '.repeat(9000)}`);
    expect(inlineSmallStylesheets(TEMPLATE, dist)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
