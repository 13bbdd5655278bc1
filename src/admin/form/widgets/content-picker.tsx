/**
 * Services or projects a block shows, chosen by title: one row per item, in the order the site
 * shows them (up, down, remove as in any list). The value stays what the block stores, the
 * items' slugs; the table is the block's `uses` (codegen puts it in `ui:options.table`). An
 * item that is no longer published (or was typed by hand before this picker) keeps its row,
 * named by its slug and marked, so nothing chosen disappears unseen.
 */
import type { WidgetProps } from '@rjsf/utils';
import type { PublicContentTable } from '../../../../generated/public-content.ts';
import { usePublishedItems } from '../../data/link-targets-data.ts';
import { inputCss } from '../../ui/input-style.ts';
import { ListEditor } from './lists.tsx';

export function ContentPickerWidget(p: WidgetProps) {
  const table = p.options.table as PublicContentTable;
  const items = Array.isArray(p.value) ? (p.value as string[]) : [];
  const published = usePublishedItems(table);
  const known = new Map((published.data ?? []).map((item) => [item.slug, item.title]));
  return (
    <div css={{ display: 'grid', gap: '0.4rem' }}>
      {published.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.color.danger, fontSize: '0.85rem' })}>
          Yayındaki kayıtlar okunamadı; seçilmiş olanlar korunuyor. Sayfayı yenileyip tekrar deneyin.
        </p>
      )}
      <ListEditor
        label={p.label}
        items={items}
        blank=""
        addLabel="Ekle"
        onChange={(v) => p.onChange(v)}
        render={(slug, set, i) => (
          <select aria-label={`${p.label} ${i + 1}`} value={slug} disabled={p.disabled || p.readonly} onChange={(e) => set(e.target.value)} css={inputCss()}>
            <option value="">Seçiniz</option>
            {slug !== '' && !known.has(slug) && <option value={slug}>{published.isPending ? slug : `${slug} (yayında değil)`}</option>}
            {[...known].map(([value, title]) => (
              // One item once: those chosen in other rows are offered greyed out.
              <option key={value} value={value} disabled={value !== slug && items.includes(value)}>
                {title}
              </option>
            ))}
          </select>
        )}
      />
    </div>
  );
}
