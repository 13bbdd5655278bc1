/**
 * Instant results under the search box (SearchForm.tsx loads this on the box's first focus):
 * 200 ms after the visitor stops typing, the first five results of `search_site` in the
 * page's language (as anon, through the site's query client), each its title with the
 * matched words marked, its type and its link, and a last row for the results page. An ARIA
 * combobox: arrows move through the options, Enter opens the chosen one (or, with none
 * chosen, submits the form to the results page), Escape closes. Plain DOM, no framework:
 * the header's island owns the box, this adds the list beside it.
 */
import { publicClient } from '../../lib/public-client.ts';
import { searchStrings, searchTypeLabel } from '../../lib/i18n/strings/search.ts';
import { titleParts } from './title-marks.ts';

export interface InstantSearchOptions {
  language: string;
  /** The results page's address ('/arama', '/en/arama'). */
  action: string;
  /** The list's accessible name (the box's label). */
  label: string;
}

interface Hit {
  type: string;
  url: string;
  title: string;
}

export const INSTANT_RESULTS = 5;
const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

const attached = new WeakSet<HTMLInputElement>();

function optionElement(id: string, href: string, className: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.id = id;
  a.href = href;
  a.className = className;
  a.tabIndex = -1;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  return a;
}

function hitOption(id: string, hit: Hit, q: string, typeLabel: string): HTMLAnchorElement {
  const a = optionElement(id, hit.url, 'site-search__option');
  const title = document.createElement('span');
  for (const part of titleParts(hit.title, q)) {
    if (part.marked) {
      const mark = document.createElement('mark');
      mark.textContent = part.text;
      title.append(mark);
    } else title.append(part.text);
  }
  const type = document.createElement('span');
  type.className = 'site-search__type';
  type.textContent = typeLabel;
  a.append(title, type);
  return a;
}

export function attachInstantSearch(input: HTMLInputElement, options: InstantSearchOptions): void {
  if (attached.has(input)) return;
  attached.add(input);
  const words = searchStrings(options.language);
  const list = document.createElement('div');
  list.id = `${input.id}-results`;
  list.className = 'site-search__results';
  list.hidden = true;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', options.label);
  const status = document.createElement('div');
  status.className = 'site-search__status';
  status.setAttribute('role', 'status');
  input.after(list, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  let active = -1;
  const shown = () => [...list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];

  function select(index: number): void {
    const items = shown();
    active = items.length ? (index + items.length) % items.length : -1;
    items.forEach((item, i) => item.setAttribute('aria-selected', String(i === active)));
    if (active >= 0) input.setAttribute('aria-activedescendant', items[active]!.id);
    else input.removeAttribute('aria-activedescendant');
  }

  function close(): void {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    select(-1);
  }

  function show(hits: Hit[], q: string): void {
    list.replaceChildren(
      ...hits.map((hit, i) => hitOption(`${list.id}-${i}`, hit, q, searchTypeLabel(options.language, hit.type))),
      Object.assign(optionElement(`${list.id}-all`, `${options.action}?q=${encodeURIComponent(q)}`, 'site-search__option site-search__all'), { textContent: words.allResults }),
    );
    status.textContent = hits.length ? words.count(hits.length) : words.noResults;
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  }

  async function run(): Promise<void> {
    const q = input.value.trim();
    const mine = ++asked;
    if (q.length < MIN_LENGTH) {
      close();
      return;
    }
    const client = await publicClient();
    const { data, error } = await client.rpc('search_site', { q, max: INSTANT_RESULTS, language: options.language });
    // An answer to an older query, or the box emptied meanwhile: dropped.
    if (mine !== asked || input.value.trim() !== q) return;
    if (error) {
      close();
      return;
    }
    show(data ?? [], q);
  }

  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run().catch(close), DEBOUNCE_MS);
  };
  input.addEventListener('input', later);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (list.hidden) return;
      e.preventDefault();
      select(e.key === 'ArrowDown' ? active + 1 : active < 0 ? -1 : active - 1);
    } else if (e.key === 'Enter' && !list.hidden && active >= 0) {
      e.preventDefault();
      window.location.assign(shown()[active]!.href);
    } else if (e.key === 'Escape' && !list.hidden) {
      e.preventDefault();
      close();
    }
  });
  // A click on an option must not blur the box first (the list would close under the pointer).
  list.addEventListener('pointerdown', (e) => e.preventDefault());
  input.addEventListener('blur', close);
  input.addEventListener('focus', () => {
    if (list.childElementCount && input.value.trim().length >= MIN_LENGTH) later();
  });
  // The keystroke that loaded this module, if any (not the words a results page put in the box).
  if (input.value !== input.defaultValue && input.value.trim().length >= MIN_LENGTH) later();
}
