/** The home page's latest services and projects: six each, newest first. */
import { listProjects, listServices } from '../data/content.ts';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import { ServiceCard } from '../cards/ServiceCard.tsx';
import { useAsync } from '../../lib/use-async.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';
import { Spinner } from '../ui/Spinner.tsx';

const HOME_LIMIT = 6;

export function LatestServices() {
  const { data, loading } = useAsync(() => listServices(HOME_LIMIT), []);
  return (
    <Section id="hizmetler" eyebrow="Hizmetlerimiz" title="Markanız için uçtan uca dijital çözümler" intro="Stratejiden prodüksiyona, web yazılımdan e-ticarete kadar ihtiyacınız olan her şey.">
      {loading && !data ? (
        <Spinner />
      ) : (
        <CardGrid>
          {(data ?? []).map((s) => (
            <li key={s.id}>
              <ServiceCard service={s} />
            </li>
          ))}
        </CardGrid>
      )}
      <div css={{ textAlign: 'center', marginTop: '2.5rem' }}>
        <ButtonLink to="/services" tone="outline">
          Tüm Hizmetler
        </ButtonLink>
      </div>
    </Section>
  );
}

export function LatestProjects() {
  const { data, loading } = useAsync(() => listProjects(HOME_LIMIT), []);
  return (
    <Section id="projeler" tone="tint" eyebrow="Projelerimiz" title="Son çalışmalarımız" intro="Farklı sektörlerden markalarla elde ettiğimiz sonuçlardan bazıları.">
      {loading && !data ? (
        <Spinner />
      ) : (
        <CardGrid>
          {(data ?? []).map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </CardGrid>
      )}
      <div css={{ textAlign: 'center', marginTop: '2.5rem' }}>
        <ButtonLink to="/projects" tone="outline">
          Tüm Projeler
        </ButtonLink>
      </div>
    </Section>
  );
}
