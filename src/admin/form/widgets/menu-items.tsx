/**
 * A menu's links: label, address and type per row; a site-internal link can be chosen from the
 * site's pages ('Sayfa seç', the label filled from the page's title when empty) or typed by
 * hand. A top-level link can have one level of sub-links ('Alt menü ekle'); sub-links have no
 * sub-menu of their own (the JSON Schema of schema/menus.ts refuses deeper nesting too).
 * Rows are dragged by their handle (keyboard too) or moved with the arrows. Each row says at
 * itself what is wrong: a link to no published page (a warning), and, once a save was tried,
 * a row without its label or address (the schema refuses it, so nothing is dropped unseen).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { MenuItem, MenuLink } from '../../../../schema/menus.ts';
import { usePageTargets } from '../../data/link-targets-data.ts';
import { inputCss, smallButtonCss } from '../../ui/input-style.ts';
import { normalizeUrl } from '../normalize-url.ts';
import { ListEditor } from './lists.tsx';
import { INCOMPLETE_LINK, isIncompleteLink, isMissingPage, knownPathsOf, MISSING_PAGE } from './menu-link-check.ts';
import { PagePickerDialog } from './PagePickerDialog.tsx';

const BLANK: MenuLink = { label: '', url: '', type: 'internal' };

/** The site paths a menu may link to (fixed pages, published content); undefined while loading. */
function useKnownPaths(): ReadonlySet<string> | undefined {
  const targets = usePageTargets();
  return useMemo(() => (targets.data ? knownPathsOf(targets.data) : undefined), [targets.data]);
}

/** Whether a save of the form holding `ref` was tried (its submit event), so rows may say what is missing. */
function useSaveTried(ref: RefObject<HTMLElement | null>): boolean {
  const [tried, setTried] = useState(false);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const onSubmit = () => setTried(true);
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [ref]);
  return tried;
}

interface LinkFieldsProps<T extends MenuLink> {
  item: T;
  set(v: T): void;
  /** Numbers the row for screen readers ('2', or '2.1' for a sub-link). */
  name: string;
  /** RJSF's id of the row ('root_items_1'): its inputs are `<id>_label`, `<id>_url`, so a refused save focuses them. */
  id: string;
  known: ReadonlySet<string> | undefined;
  saveTried: boolean;
}

/** One link's fields, and what is wrong with it under them. */
function LinkFields<T extends MenuLink>({ item, set, name, id, known, saveTried }: LinkFieldsProps<T>) {
  const [picking, setPicking] = useState(false);
  const noteId = useId();
  const incomplete = saveTried && isIncompleteLink(item);
  const note = incomplete ? INCOMPLETE_LINK : isMissingPage(item, known) ? MISSING_PAGE : undefined;
  return (
    <div css={{ display: 'grid', gap: '0.3rem' }}>
      <div css={{ display: 'grid', gap: '0.4rem', gridTemplateColumns: '1fr 1fr auto auto' }}>
        <input id={`${id}_label`} aria-label={`Etiket ${name}`} placeholder="Etiket" value={item.label} aria-invalid={incomplete && !item.label.trim() ? true : undefined} aria-describedby={note ? noteId : undefined} onChange={(e) => set({ ...item, label: e.target.value })} css={inputCss(incomplete && !item.label.trim())} />
        <input
          id={`${id}_url`}
          aria-label={`Bağlantı ${name}`}
          placeholder="/sayfa veya https://..."
          value={item.url}
          aria-invalid={incomplete && !item.url.trim() ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => set({ ...item, url: e.target.value })}
          onBlur={() => normalizeUrl(item.url) !== item.url && set({ ...item, url: normalizeUrl(item.url) })}
          css={inputCss(incomplete && !item.url.trim())}
        />
        <select aria-label={`Bağlantı türü ${name}`} value={item.type} onChange={(e) => set({ ...item, type: e.target.value as MenuLink['type'] })} css={inputCss()}>
          <option value="internal">Site içi</option>
          <option value="external">Harici</option>
        </select>
        <button type="button" aria-label={`Sayfa seç ${name}`} disabled={item.type !== 'internal'} onClick={() => setPicking(true)} css={smallButtonCss}>
          Sayfa seç
        </button>
      </div>
      {note && (
        <p id={noteId} data-menu-link-note={incomplete ? 'incomplete' : 'missing-page'} css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: incomplete ? theme.color.danger : theme.color.warning })}>
          {note}
        </p>
      )}
      <PagePickerDialog open={picking} onClose={() => setPicking(false)} onSelect={(page) => set({ ...item, type: 'internal', url: page.path, label: item.label.trim() ? item.label : page.title })} />
    </div>
  );
}

/** The name a row's drag handle says: its number and label. */
const dragName = (number: string, link: MenuLink | undefined) => `${number}. ${link?.label.trim() || 'Etiketsiz bağlantı'}`;

export function MenuItemsWidget(p: WidgetProps) {
  const items = Array.isArray(p.value) ? (p.value as MenuItem[]) : [];
  const known = useKnownPaths();
  const frame = useRef<HTMLDivElement>(null);
  const saveTried = useSaveTried(frame);
  return (
    <div ref={frame}>
      <ListEditor<MenuItem>
        label={p.label}
        items={items}
        blank={BLANK}
        addLabel="Öğe Ekle"
        dragName={(i) => dragName(String(i + 1), items[i])}
        onChange={(v) => p.onChange(v)}
        render={(item, set, i) => {
          const children = item.children ?? [];
          // A menu without sub-links keeps the shape it had before sub-menus existed.
          const setChildren = (next: MenuLink[]) => {
            const { children: _old, ...rest } = item;
            set(next.length ? { ...rest, children: next } : rest);
          };
          return (
            <div css={{ display: 'grid', gap: '0.4rem' }}>
              <LinkFields item={item} set={set} name={String(i + 1)} id={`${p.id}_${i}`} known={known} saveTried={saveTried} />
              <div css={(theme) => ({ marginLeft: '1.5rem', paddingLeft: '0.75rem', borderLeft: `2px solid ${theme.color.border}` })}>
                <ListEditor<MenuLink>
                  label={`Alt menü ${i + 1}`}
                  items={children}
                  blank={BLANK}
                  addLabel="Alt menü ekle"
                  addName={`Alt menü ekle (${i + 1})`}
                  rowName={(j) => `${i + 1}.${j + 1}`}
                  dragName={(j) => dragName(`${i + 1}.${j + 1}`, children[j])}
                  onChange={setChildren}
                  render={(child, setChild, j) => <LinkFields item={child} set={setChild} name={`${i + 1}.${j + 1}`} id={`${p.id}_${i}_children_${j}`} known={known} saveTried={saveTried} />}
                />
              </div>
            </div>
          );
        }}
      />
    </div>
  );
}
