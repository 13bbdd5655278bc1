/**
 * A menu's links: label, address and type per row; a site-internal link can be chosen from the
 * site's pages ('Sayfa seç', the label filled from the page's title when empty) or typed by
 * hand. A top-level link can have one level of sub-links ('Alt menü ekle'); sub-links have no
 * sub-menu of their own (the JSON Schema of schema/menus.ts refuses deeper nesting too).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { MenuItem, MenuLink } from '../../../../schema/menus.ts';
import { inputCss, smallButtonCss } from '../../ui/input-style.ts';
import { normalizeUrl } from '../normalize-url.ts';
import { ListEditor } from './lists.tsx';
import { PagePickerDialog } from './PagePickerDialog.tsx';

const BLANK: MenuLink = { label: '', url: '', type: 'internal' };

/** One link's fields; `name` numbers them for screen readers ('2', or '2.1' for a sub-link). */
function LinkFields<T extends MenuLink>({ item, set, name }: { item: T; set(v: T): void; name: string }) {
  const [picking, setPicking] = useState(false);
  return (
    <div css={{ display: 'grid', gap: '0.4rem', gridTemplateColumns: '1fr 1fr auto auto' }}>
      <input aria-label={`Etiket ${name}`} placeholder="Etiket" value={item.label} onChange={(e) => set({ ...item, label: e.target.value })} css={inputCss()} />
      <input
        aria-label={`Bağlantı ${name}`}
        placeholder="/sayfa veya https://..."
        value={item.url}
        onChange={(e) => set({ ...item, url: e.target.value })}
        onBlur={() => normalizeUrl(item.url) !== item.url && set({ ...item, url: normalizeUrl(item.url) })}
        css={inputCss()}
      />
      <select aria-label={`Bağlantı türü ${name}`} value={item.type} onChange={(e) => set({ ...item, type: e.target.value as MenuLink['type'] })} css={inputCss()}>
        <option value="internal">Site içi</option>
        <option value="external">Harici</option>
      </select>
      <button type="button" aria-label={`Sayfa seç ${name}`} disabled={item.type !== 'internal'} onClick={() => setPicking(true)} css={smallButtonCss}>
        Sayfa seç
      </button>
      <PagePickerDialog open={picking} onClose={() => setPicking(false)} onSelect={(page) => set({ ...item, type: 'internal', url: page.path, label: item.label.trim() ? item.label : page.title })} />
    </div>
  );
}

export function MenuItemsWidget(p: WidgetProps) {
  const items = Array.isArray(p.value) ? (p.value as MenuItem[]) : [];
  return (
    <ListEditor<MenuItem>
      label={p.label}
      items={items}
      blank={BLANK}
      addLabel="Öğe Ekle"
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
            <LinkFields item={item} set={set} name={String(i + 1)} />
            <div css={(theme) => ({ marginLeft: '1.5rem', paddingLeft: '0.75rem', borderLeft: `2px solid ${theme.color.border}` })}>
              <ListEditor<MenuLink>
                label={`Alt menü ${i + 1}`}
                items={children}
                blank={BLANK}
                addLabel="Alt menü ekle"
                addName={`Alt menü ekle (${i + 1})`}
                rowName={(j) => `${i + 1}.${j + 1}`}
                onChange={setChildren}
                render={(child, setChild, j) => <LinkFields item={child} set={setChild} name={`${i + 1}.${j + 1}`} />}
              />
            </div>
          </div>
        );
      }}
    />
  );
}
