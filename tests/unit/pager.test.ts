/**
 * The compact pager: first, last, the current page and its neighbours, gaps as ellipses, a
 * bounded number of links however many pages; previous and next are plain links.
 */
import { ThemeProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { publicTheme } from '../../src/lib/theme.ts';
import { Pager } from '../../src/public/ui/Pager.tsx';
import { pagerItems } from '../../src/public/ui/pager-items.ts';

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first, last and the neighbours, with gaps between', () => {
    expect(pagerItems(1, 1667)).toEqual([1, 2, 'gap', 1667]);
    expect(pagerItems(2, 1667)).toEqual([1, 2, 3, 'gap', 1667]);
    expect(pagerItems(500, 1667)).toEqual([1, 'gap', 499, 500, 501, 'gap', 1667]);
    expect(pagerItems(1667, 1667)).toEqual([1, 'gap', 1666, 1667]);
  });
  it('shows a lone left-out page instead of a gap', () => {
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
  it('is bounded for any page', () => {
    for (let p = 1; p <= 300; p++) expect(pagerItems(p, 300).length).toBeLessThanOrEqual(7);
  });
});

describe('Pager', () => {
  const render = (page: number, pages: number) => {
    const html = renderToStaticMarkup(
      createElement(ThemeProvider, { theme: publicTheme, children: createElement(MemoryRouter, null, createElement(Pager, { page, pages, href: (p: number) => (p > 1 ? `/blog?sayfa=${p}` : '/blog') })) }),
    );
    return new JSDOM(html).window.document;
  };

  it('renders nothing for a single page', () => {
    expect(render(1, 1).querySelector('nav')).toBeNull();
  });

  it('links previous, first, neighbours, last and next, the current page marked', () => {
    const doc = render(50, 1667);
    const nav = doc.querySelector('nav[aria-label="Sayfalama"]')!;
    const links = [...nav.querySelectorAll('a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Önceki sayfa', '/blog?sayfa=49'],
      ['Sayfa 1', '/blog'],
      ['Sayfa 49', '/blog?sayfa=49'],
      ['Sayfa 50', '/blog?sayfa=50'],
      ['Sayfa 51', '/blog?sayfa=51'],
      ['Sayfa 1667', '/blog?sayfa=1667'],
      ['Sonraki sayfa', '/blog?sayfa=51'],
    ]);
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toBe('50');
    expect([...nav.querySelectorAll('li[aria-hidden="true"]')].map((li) => li.textContent)).toEqual(['…', '…']);
  });

  it('shows previous as disabled on the first page and next on the last', () => {
    const first = render(1, 3).querySelector('nav')!;
    expect(first.querySelector('li:first-child span[aria-disabled="true"]')?.textContent).toBe('Önceki');
    expect(first.querySelector('a[aria-label="Sonraki sayfa"]')?.getAttribute('href')).toBe('/blog?sayfa=2');
    const last = render(3, 3).querySelector('nav')!;
    expect(last.querySelector('li:last-child span[aria-disabled="true"]')?.textContent).toBe('Sonraki');
  });
});
