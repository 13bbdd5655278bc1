/** The type filter of the library: Tümü / Görsel / Video / Doküman as toggle buttons. */
import { Button } from '../ui/Button.tsx';
import { MEDIA_TYPE_FILTERS, type MediaTypeFilter } from './media-filter.ts';

export function MediaTypeTabs({ value, onChange }: { value: MediaTypeFilter; onChange: (value: MediaTypeFilter) => void }) {
  return (
    <div role="group" aria-label="Dosya türü" css={{ display: 'flex', flexWrap: 'wrap', gap: '0.35rem' }}>
      {MEDIA_TYPE_FILTERS.map((f) => (
        <Button key={f.value} size="sm" variant={value === f.value ? 'primary' : 'secondary'} aria-pressed={value === f.value} onClick={() => onChange(f.value)}>
          {f.label}
        </Button>
      ))}
    </div>
  );
}
