/** Services: published services, newest first, six a page (?sayfa=2), the way we work, and a call to contact us. */
import { ServiceCard } from '../cards/ServiceCard.tsx';
import { ProcessSteps } from '../services/ProcessSteps.tsx';
import { listHref, pageCount } from '../routes/list-view.ts';
import { SERVICES_PER_PAGE, type ServicesData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { CardGrid } from '../ui/CardGrid.tsx';
import { ContactCta } from '../ui/ContactCta.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Section } from '../ui/Section.tsx';

export default function ServicesPage({ data }: PageProps<ServicesData>) {
  return (
    <>
      <PageHero title={STATIC_PAGES.services.title} subtitle={STATIC_PAGES.services.description} />
      <Section>
        <h2 css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Tüm hizmetler</h2>
        <CardGrid>
          {data.services.items.map((s) => (
            <li key={s.id}>
              <ServiceCard service={s} features={5} />
            </li>
          ))}
        </CardGrid>
        <Pager page={data.view.page} pages={pageCount(data.services, SERVICES_PER_PAGE)} href={(p) => listHref('/services', { page: p })} />
      </Section>
      <Section tone="tint">
        <ProcessSteps />
      </Section>
      <ContactCta />
    </>
  );
}
