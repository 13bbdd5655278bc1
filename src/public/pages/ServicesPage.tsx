/** Services: every published service, newest first, the way we work, and a call to contact us. */
import { useAsync } from '../../lib/use-async.ts';
import { ServiceCard } from '../cards/ServiceCard.tsx';
import { listServices } from '../data/content.ts';
import { ProcessSteps } from '../services/ProcessSteps.tsx';
import { HeadTags } from '../seo/HeadTags.tsx';
import { STATIC_PAGES, staticPageMeta } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { ContactCta } from '../ui/ContactCta.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { Spinner } from '../ui/Spinner.tsx';

export default function ServicesPage() {
  const site = useSite();
  const { data, loading } = useAsync(() => listServices(), []);
  return (
    <>
      <HeadTags meta={staticPageMeta(site.meta, 'services')} />
      <PageHero title="Hizmetlerimiz" subtitle={STATIC_PAGES.services.description} />
      <Section>
        {loading && !data ? (
          <Spinner />
        ) : (
          <CardGrid>
            {(data ?? []).map((s) => (
              <li key={s.id}>
                <ServiceCard service={s} features={5} />
              </li>
            ))}
          </CardGrid>
        )}
      </Section>
      <Section tone="tint">
        <ProcessSteps />
      </Section>
      <ContactCta />
    </>
  );
}
