/**
 * Block contact-form: the site's contact form (contact/ContactForm.tsx: the same checks,
 * disclosure, Turkish messages and flood guard) under a title and intro, with the optional
 * fields and the button text the block chose. A message records the page it was sent from.
 */
import { useId } from 'react';
import type { BlockData } from '../block-list/block-data.ts';
import { ContactFormIsland } from '../islands/parts.tsx';
import { Container } from '../ui/Container.tsx';

export default function ContactForm({ data }: { data: BlockData<'contact-form'> }) {
  // Ids unique on the page, the same on the server and in the browser.
  const prefix = `form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
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
        <ContactFormIsland
          idPrefix={prefix}
          label={data.title || 'İletişim formu'}
          buttonLabel={data.button_label || 'Mesaj Gönder'}
          fields={{ phone: data.show_phone !== false, company: data.show_company !== false, service: data.show_service !== false }}
        />
      </Container>
    </section>
  );
}
