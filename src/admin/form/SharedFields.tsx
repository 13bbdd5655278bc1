/**
 * Above a translation's form: the item's fields every language shares (image, category, tags,
 * …), read-only, with where they are changed. Values as plain text (reference-text.ts).
 */
import type { FormResource } from '../resource/types.ts';
import { Card } from '../ui/Card.tsx';
import { referenceText } from './reference-text.ts';
import { sharedFieldsOf } from './translation-resource.ts';

export const SHARED_FIELDS_TEXTS = {
  title: 'Ortak alanlar',
  note: 'Bu alanlar tüm dillerde ortaktır; Türkçe sekmesinde değiştirilir.',
} as const;

function shownValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^(https?:\/\/|\/)/.test(value)) return value;
  return referenceText(value) || '—';
}

export function SharedFields({ resource }: { resource: FormResource }) {
  const t = resource.translation;
  const fields = t ? sharedFieldsOf(t.base) : [];
  if (!t || fields.length === 0) return null;
  const titles = t.base.fieldTitles;
  return (
    <div data-shared-fields css={{ marginBottom: '1rem' }}>
      <Card title={SHARED_FIELDS_TEXTS.title} description={SHARED_FIELDS_TEXTS.note}>
        <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.35rem 1rem', margin: 0, fontSize: '0.875rem' }}>
          {fields.map((f) => (
            <div key={f} css={{ display: 'contents' }}>
              <dt css={{ fontWeight: 600 }}>{titles[f] ?? f}</dt>
              <dd css={{ margin: 0, overflowWrap: 'anywhere', maxHeight: '4.5rem', overflow: 'hidden' }}>{shownValue(t.baseRow?.[f])}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
