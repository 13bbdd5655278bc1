/**
 * The search box's and its instant results' styles: plain class names and one small static
 * stylesheet (no styling runtime in the browser), which the server puts in every page's head
 * (entry-server.tsx), so the box is styled at first paint and the lazily loaded results
 * (instant-search.ts) bring no styles of their own.
 */
import { brandVar } from '../../lib/brand-theme.ts';

const border = '#e2e8f0';
const text = '#0f172a';
const muted = '#475569';
const tint = brandVar('--brand-tint');
const strongText = brandVar('--brand-text');

export const SEARCH_CSS = `
.site-search{display:flex;gap:.4rem;align-items:center}
.site-search__label,.site-search__status{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.site-search__field{position:relative;flex:1}
.site-search__input{box-sizing:border-box;width:100%;padding:.5rem .75rem;border:1px solid ${border};border-radius:10px;font:inherit;color:${text};background:#fff}
.site-search--compact .site-search__input{width:9rem}
.site-search__button{display:inline-flex;padding:.5rem;border:1px solid ${border};border-radius:10px;background:#fff;color:${text};cursor:pointer}
.site-search__results{position:absolute;z-index:60;top:calc(100% + 4px);right:0;width:min(24rem,92vw);margin:0;padding:.3rem;list-style:none;background:#fff;border:1px solid ${border};border-radius:10px;box-shadow:0 12px 40px rgb(15 23 42 / .12)}
.site-search__results[hidden]{display:none}
.site-search__option{display:flex;justify-content:space-between;gap:.75rem;align-items:baseline;padding:.5rem .6rem;border-radius:6px;color:${text};text-decoration:none}
.site-search__option[aria-selected="true"],.site-search__option:hover{background:${tint};color:${strongText}}
.site-search__type{flex:none;font-size:.75rem;font-weight:700;text-transform:uppercase;color:${muted}}
.site-search__option mark{background:#fff3a3;color:${text}}
.site-search__all{justify-content:flex-start;font-weight:600;border-top:1px solid ${border};border-radius:0 0 6px 6px}
`
  .trim()
  .replace(/\n/g, '');

/** The <style> element for the page's head. */
export const SEARCH_STYLE_TAG = `<style data-search-styles>${SEARCH_CSS}</style>`;
