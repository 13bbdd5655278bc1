/** The home page's latest services and projects: six each, newest first. */
import type { ProjectCardRow, ServiceCardRow } from '../data/content.ts';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import { ServiceCard } from '../cards/ServiceCard.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';

export function LatestServices({ services }: { services: ServiceCardRow[] }) {
  return (
    <Section id="hizmetler" eyebrow="Hizmetlerimiz" title="Markanız için uçtan uca dijital çözümler" intro="Stratejiden prodüksiyona, web yazılımdan e-ticarete kadar ihtiyacınız olan her şey.">
      <CardGrid>
        {services.map((s) => (
          <li key={s.id}>
            <ServiceCard service={s} />
          </li>
        ))}
      </CardGrid>
      <div css={{ textAlign: 'center', marginTop: '2.5rem' }}>
        <ButtonLink to="/services" tone="outline">
          Tüm Hizmetler
        </ButtonLink>
      </div>
    </Section>
  );
}

export function LatestProjects({ projects }: { projects: ProjectCardRow[] }) {
  return (
    <Section id="projeler" tone="tint" eyebrow="Projelerimiz" title="Son çalışmalarımız" intro="Farklı sektörlerden markalarla elde ettiğimiz sonuçlardan bazıları.">
      <CardGrid>
        {projects.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p} />
          </li>
        ))}
      </CardGrid>
      <div css={{ textAlign: 'center', marginTop: '2.5rem' }}>
        <ButtonLink to="/projects" tone="outline">
          Tüm Projeler
        </ButtonLink>
      </div>
    </Section>
  );
}
