import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html.ts';

const win = new JSDOM('').window as unknown as Window;
const clean = (html: string) => sanitizeHtml(html, win);

describe('sanitizeHtml', () => {
  it('keeps formatting, headings, lists, links and images', () => {
    const html = '<h2>Başlık</h2><p><strong>kalın</strong> <em>italik</em> <a href="/blog">bağlantı</a></p><ul><li>bir</li></ul><img src="/storage/v1/object/public/media/a.webp" alt="a">';
    const out = clean(html);
    expect(out).toContain('<h2>Başlık</h2>');
    expect(out).toContain('<a href="/blog">bağlantı</a>');
    expect(out).toContain('<li>bir</li>');
    expect(out).toContain('alt="a"');
  });
  it('removes scripts, event handlers, styles, frames and javascript: links', () => {
    const out = clean('<p onclick="steal()">x</p><script>alert(1)</script><style>*{}</style><iframe src="https://evil"></iframe><a href="javascript:alert(1)">y</a><img src=x onerror=alert(1)>');
    expect(out).not.toMatch(/onclick|<script|<style|<iframe|javascript:|onerror/);
    expect(out).toContain('<p>x</p>');
  });
  it('makes new-tab links safe and images lazy', () => {
    const out = clean('<a href="https://example.com" target="_blank">e</a><img src="/a.webp" alt="">');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('loading="lazy"');
  });
  it('opens internal links in the same tab and external links in a new one', () => {
    const site = new JSDOM('', { url: 'https://ajans.com.tr/blog' }).window as unknown as Window;
    const out = sanitizeHtml(
      '<a href="/hizmet" target="_blank" rel="noopener noreferrer">iç</a>' +
        '<a href="https://ajans.com.tr/projects/x" target="_blank">aynı site</a>' +
        '<a href="https://example.com/y">dış</a>' +
        '<a href="//cdn.example.com/z">protokolsüz</a>' +
        '<a href="mailto:info@ajans.com.tr" target="_blank">posta</a>',
      site,
    );
    expect(out).toBe(
      '<a href="/hizmet">iç</a>' +
        '<a href="https://ajans.com.tr/projects/x">aynı site</a>' +
        '<a href="https://example.com/y" target="_blank" rel="noopener noreferrer">dış</a>' +
        '<a href="//cdn.example.com/z" target="_blank" rel="noopener noreferrer">protokolsüz</a>' +
        '<a href="mailto:info@ajans.com.tr">posta</a>',
    );
  });
  it('returns an empty string for empty input', () => {
    expect(clean('')).toBe('');
    expect(sanitizeHtml(null, win)).toBe('');
  });
});
