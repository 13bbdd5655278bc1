/**
 * Block form: one of the forms staff built (schema/forms.ts, loaded with the page as the
 * `forms` collection) under a title and intro; an inactive or deleted form shows nothing.
 * An answer records the page it was sent from.
 */
import { useId } from 'react';
import type { BlockData } from '../block-list/block-data.ts';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { FormIsland } from '../islands/parts.tsx';
import { Container } from '../ui/Container.tsx';

export default function Form({ data }: { data: BlockData<'form'> }) {
  const prefix = `form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const form = useBlockCollection('forms')?.find((f) => f.id === data.form_id);
  if (!form) return null;
  const headingId = `${prefix}-title`;
  return (
    <section aria-labelledby={data.title ? headingId : undefined} css={{ padding: '3rem 0' }}>
      <Container css={{ maxWidth: '52rem' }}>
        {data.title && (
          <h2 id={headingId} css={{ fontSize: 'clamp(1.6rem, 4vw, 2.3rem)', margin: '0 0 0.75rem', textAlign: 'center' }}>
            {data.title}
          </h2>
        )}
        {data.intro && <p css={(theme) => ({ margin: '0 auto 2rem', maxWidth: '40rem', textAlign: 'center', color: theme.color.textMuted, whiteSpace: 'pre-line' })}>{data.intro}</p>}
        <FormIsland form={form} idPrefix={prefix} label={data.title || form.title} />
      </Container>
    </section>
  );
}
