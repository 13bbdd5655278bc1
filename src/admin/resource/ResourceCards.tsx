/**
 * The list as a card grid (config.list.card). With manual ordering (team) the cards can be
 * dragged (ui/SortableList.tsx: keyboard too, Turkish announcements) or moved with the up/down
 * buttons; `onReorder` gets the new order of ids.
 */
import { rectSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { mediaUrl } from '../../lib/media-url.ts';
import { IconButton } from '../ui/Button.tsx';
import { useApiUrl } from '../ui/ImageUrlField.tsx';
import { arrayMove, SortableItem, SortableList } from '../ui/SortableList.tsx';
import { CellValue } from './CellValue.tsx';
import { LanguageBadges } from './LanguageBadges.tsx';
import { RowActions, RowTitleLink } from './RowActions.tsx';
import { rowActivation } from './row-activation.ts';
import type { ListProps } from './ResourceTable.tsx';
import type { Row } from './types.ts';

interface CardsProps extends ListProps {
  /** Set when the rows may be reordered by hand (and no search or filter hides some). */
  onReorder?: (ids: string[]) => void;
}

export function ResourceCards({ resource, rows, titleOf, onEdit, onDelete, onReorder, selection }: CardsProps) {
  const apiUrl = useApiUrl();
  const card = resource.list.card ?? { title: resource.list.columns[0]!.field };
  const ids = rows.map((r) => r.id);
  const move = (from: number, to: number) => onReorder?.(arrayMove(ids, from, to));
  const nameOf = (id: string) => {
    const row = rows.find((r) => r.id === id);
    return row ? titleOf(row) : 'Kayıt';
  };
  const statusColumn = resource.list.columns.find((c) => c.display === 'status');
  const subtitleColumn = resource.list.columns.find((c) => c.field === card.subtitle);

  const renderCard = (row: Row, index: number, handle: ReactNode) => {
    const image = card.image ? mediaUrl(row[card.image as string] as string | null, apiUrl) : undefined;
    const title = titleOf(row);
    return (
      <article {...rowActivation(() => onEdit(row))} css={(theme) => ({ cursor: 'pointer', '&:focus-visible': { outline: `2px solid ${theme.color.primary}` }, height: '100%', display: 'flex', flexDirection: 'column', gap: '0.6rem', padding: '1rem', borderRadius: theme.radius.md, background: theme.color.surface, border: `1px solid ${theme.color.border}` })}>
        <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start' }}>
          {selection && <input type="checkbox" aria-label={`Seç: ${title}`} checked={selection.isSelected(row.id)} onChange={() => selection.toggle(row)} css={{ width: 18, height: 18, marginTop: 4, flex: 'none' }} />}
          {handle}
          {card.image && (image ? <img src={image} alt="" width={56} height={56} loading="lazy" css={{ borderRadius: 8, objectFit: 'cover', flex: 'none' }} /> : <span aria-hidden="true" css={(theme) => ({ width: 56, height: 56, borderRadius: 8, background: theme.color.surfaceAlt, flex: 'none' })} />)}
          <div css={{ minWidth: 0, flex: 1 }}>
            <h3 css={{ margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' }}>
              <RowTitleLink resource={resource} row={row} title={title} onOpen={() => onEdit(row)} />
            </h3>
            {/* Through the column's display, so an option shows its Turkish label, never its key. */}
            {card.subtitle && (
              <div css={(theme) => ({ margin: '0.15rem 0 0', color: theme.color.textMuted, fontSize: '0.85rem', overflowWrap: 'anywhere' })}>
                <CellValue resource={resource} row={row} field={card.subtitle as string} display={subtitleColumn?.display ?? 'text'} />
              </div>
            )}
          </div>
          {statusColumn && <CellValue resource={resource} row={row} field={statusColumn.field as string} display="status" />}
        </div>
        {card.description && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '0.88rem', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' })}>{String(row[card.description as string] ?? '')}</p>}
        {card.meta && card.meta.length > 0 && <CardMeta resource={resource} row={row} fields={card.meta as string[]} />}
        <LanguageBadges rowId={row.id} />
        <div css={{ marginTop: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>
            {onReorder && (
              <>
                <IconButton icon={ArrowUp} size="sm" label={`Yukarı taşı: ${title}`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                <IconButton icon={ArrowDown} size="sm" label={`Aşağı taşı: ${title}`} disabled={index === rows.length - 1} onClick={() => move(index, index + 1)} />
              </>
            )}
          </span>
          <RowActions resource={resource} row={row} name={title} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
        </div>
      </article>
    );
  };

  const grid = (theme: import('@emotion/react').Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem', gridTemplateColumns: '1fr', [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });
  const allSelected = rows.length > 0 && rows.every((r) => selection?.isSelected(r.id));
  return (
    <>
      {selection && (
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', marginBottom: '0.75rem', fontSize: '0.9rem' }}>
          <input type="checkbox" checked={allSelected} onChange={() => selection.toggleAll(rows)} css={{ width: 18, height: 18 }} />
          Bu sayfadakilerin tümünü seç
        </label>
      )}
      <SortableList ids={ids} strategy={rectSortingStrategy} nameOf={nameOf} onMove={move}>
        <ul css={grid}>
          {rows.map((row, i) => (
            <SortableItem key={row.id} id={row.id} label={titleOf(row)} enabled={Boolean(onReorder)}>
              {(handle) => renderCard(row, i, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableList>
    </>
  );
}

/** The card's `meta` fields as label: value pairs, each through its column's display. */
function CardMeta({ resource, row, fields }: { resource: ListProps['resource']; row: Row; fields: string[] }) {
  return (
    <dl css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.3rem 1rem', fontSize: '0.82rem' }}>
      {fields.map((m) => {
        const col = resource.list.columns.find((c) => c.field === m);
        return (
          <div key={m} css={{ display: 'flex', gap: '0.3rem' }}>
            <dt css={(theme) => ({ color: theme.color.textMuted })}>{resource.fieldTitles[m] ?? String(m)}:</dt>
            <dd css={{ margin: 0 }}>
              <CellValue resource={resource} row={row} field={m} display={col?.display ?? (Array.isArray(row[m]) ? 'count' : 'text')} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
