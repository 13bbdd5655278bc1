/**
 * The built index.html with its small stylesheets inlined: the site's only CSS file is the
 * fonts' @font-face rules (about 2 KB), and as a <link> it blocks the first paint for a round
 * trip of its own. Its url()s are absolute (/assets/…), so they work inline unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Larger files stay links: inlining them would repeat them in every page. */
const MAX_INLINE_BYTES = 8 * 1024;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

export function inlineSmallStylesheets(template: string, distDir: string): string {
  return template.replace(STYLESHEET, (tag, href: string) => {
    const file = path.join(distDir, href);
    if (!file.startsWith(path.join(distDir, 'assets') + path.sep) || !fs.existsSync(file)) return tag;
    const css = fs.readFileSync(file, 'utf8');
    if (Buffer.byteLength(css) > MAX_INLINE_BYTES || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style>`;
  });
}
