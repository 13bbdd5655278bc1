/** FAQ: the fixed questions in five categories, a call to action and the phone number. */
import { Phone } from 'lucide-react';
import { FAQ_CATEGORIES } from '../faq/faq-data.ts';
import { FaqList } from '../faq/FaqList.tsx';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export const DEFAULT_PHONE = '+90 212 555 01 23';

export default function FaqPage() {
  const site = useSite();
  const phone = site.settings?.contact_phone || DEFAULT_PHONE;
  return (
    <>
      <PageHero title="Sıkça Sorulan Sorular" subtitle={STATIC_PAGES.faq.description} />
      <Container css={{ maxWidth: '56rem', padding: '3rem 1.25rem' }}>
        {FAQ_CATEGORIES.map((c) => (
          <section key={c.title} aria-labelledby={`faq-${c.title}`} css={{ marginBottom: '2.5rem' }}>
            <h2 id={`faq-${c.title}`} css={{ fontSize: '1.4rem' }}>
              {c.title}
            </h2>
            <FaqList items={c.items} />
          </section>
        ))}
        <section aria-labelledby="faq-cta" css={(theme) => ({ padding: '2rem', borderRadius: theme.radius.lg, background: theme.color.surfaceAlt, textAlign: 'center' })}>
          <h2 id="faq-cta" css={{ margin: '0 0 0.5rem', fontSize: '1.4rem' }}>Sorunuzun yanıtını bulamadınız mı?</h2>
          <p css={(theme) => ({ margin: '0 0 1.2rem', color: theme.color.textMuted })}>Ekibimiz size yardımcı olmaktan mutluluk duyar.</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.8rem', justifyContent: 'center', alignItems: 'center' }}>
            <ButtonLink to="/contact">Bize Ulaşın</ButtonLink>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} css={(theme) => ({ display: 'inline-flex', gap: '0.4rem', alignItems: 'center', fontWeight: 700, color: theme.color.primaryDark })}>
              <Phone size={18} aria-hidden /> {phone}
            </a>
          </div>
        </section>
      </Container>
    </>
  );
}
