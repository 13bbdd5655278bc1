/** One progress bar per file of the running upload batch. */
import type { UploadProgress } from './use-media-upload.ts';

export function UploadProgressList({ items }: { items: UploadProgress[] }) {
  if (!items.length) return null;
  return (
    <ul aria-label="Yüklenen dosyalar" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
      {items.map((it) => (
        <li key={it.key} css={(theme) => ({ display: 'grid', gap: '0.25rem', fontSize: '0.85rem', color: theme.color.textMuted })}>
          <span css={{ display: 'flex', justifyContent: 'space-between', gap: '1rem' }}>
            <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{it.name}</span>
            <span>{it.state === 'waiting' ? 'Sırada' : it.state === 'failed' ? 'Hata' : `%${Math.round(it.fraction * 100)}`}</span>
          </span>
          <progress
            value={it.fraction}
            max={1}
            aria-label={`${it.name} yükleme durumu`}
            css={(theme) => ({ width: '100%', height: 8, accentColor: it.state === 'failed' ? theme.color.danger : theme.color.primary })}
          />
        </li>
      ))}
    </ul>
  );
}
