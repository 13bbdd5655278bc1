/**
 * 'Yayın hazırlığı': in the form of a resource with a publication flag, what the item still
 * lacks for a good page (alt texts, meta description, lengths, internal links), updated as
 * the form changes. Advice only: saving and publishing stay possible.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { dataKeys } from '../data/query-keys.ts';
import type { AnyResource } from '../resource/types.ts';
import { loadReadinessContext } from './load-readiness-context.ts';
import { checkReadiness, readinessFields } from './readiness.ts';

export interface ReadinessPanelProps {
  resource: AnyResource;
  /** The form's current values. */
  values: Record<string, unknown>;
}

export function ReadinessPanel({ resource, values }: ReadinessPanelProps) {
  const db = useAdminClient();
  const fields = useMemo(() => readinessFields(resource), [resource]);
  // Items with a publication flag and something to check (a block of JSON alone has nothing).
  const applies = Boolean(resource.status) && Boolean(fields.title || fields.metaDescription || fields.images.length || fields.richText.length);

  // Read once per screen and again after writes; only the context, never the form's values.
  const context = useQuery({ queryKey: dataKeys.overview('readiness-context'), queryFn: () => loadReadinessContext(db), enabled: applies });
  const ctx = context.data;
  const failed = context.isError && !ctx;

  const issues = useMemo(() => (ctx ? checkReadiness(fields, values, ctx) : undefined), [ctx, fields, values]);
  if (!applies) return null;

  return (
    <section
      aria-labelledby="readiness-title"
      data-testid="readiness-panel"
      css={(theme) => ({ display: 'grid', gap: '0.5rem', margin: '0 0 1.25rem', padding: '1rem', borderRadius: theme.radius.md, background: theme.color.surfaceAlt })}
    >
      <h3 id="readiness-title" css={{ margin: 0, fontSize: '0.95rem' }}>
        Yayın hazırlığı{issues?.length ? ` (${issues.length} eksik)` : ''}
      </h3>
      {failed ? (
        <p css={(theme) => ({ margin: 0, fontSize: '0.875rem', color: theme.color.textMuted })}>Yayın hazırlığı kontrol edilemedi.</p>
      ) : !issues ? (
        <p css={(theme) => ({ margin: 0, fontSize: '0.875rem', color: theme.color.textMuted })}>Kontrol ediliyor...</p>
      ) : issues.length === 0 ? (
        <p css={{ margin: 0, fontSize: '0.875rem', display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <CircleCheck size={16} aria-hidden="true" css={(theme) => ({ color: theme.color.success })} />
          Yayına hazır: eksik bulunmadı.
        </p>
      ) : (
        <>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.35rem', fontSize: '0.875rem' }}>
            {issues.map((issue) => (
              <li key={issue.message} css={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
                <TriangleAlert size={16} aria-hidden="true" css={(theme) => ({ color: theme.color.warning, flexShrink: 0, marginTop: 2 })} />
                {issue.message}
              </li>
            ))}
          </ul>
          <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>Bunlar öneridir; içeriği yine de yayınlayabilirsiniz.</p>
        </>
      )}
    </section>
  );
}
