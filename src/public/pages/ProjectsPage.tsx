/** Projects: every published project, newest first, filtered by category with buttons. */
import { useState } from 'react';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import type { ProjectsData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { CardGrid } from '../ui/CardGrid.tsx';
import { ContactCta } from '../ui/ContactCta.tsx';
import { FilterButtons } from '../ui/FilterButtons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';

const ALL = '';

export default function ProjectsPage({ data }: PageProps<ProjectsData>) {
  const [category, setCategory] = useState(ALL);
  const { projects } = data;
  const categories = [...new Set(projects.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'tr'));
  const shown = category ? projects.filter((p) => p.category === category) : projects;
  return (
    <>
      <PageHero title="Projelerimiz" subtitle={STATIC_PAGES.projects.description} />
      <Section>
        <h2 css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Tüm projeler</h2>
        <FilterButtons label="Kategoriye göre filtrele" options={[{ value: ALL, label: 'Tüm Projeler' }, ...categories.map((c) => ({ value: c, label: c }))]} value={category} onChange={setCategory} />
        {shown.length === 0 ? (
          <p css={{ textAlign: 'center' }}>Bu kategoride henüz proje yok.</p>
        ) : (
          <CardGrid>
            {shown.map((p, i) => (
              <li key={p.id}>
                <ProjectCard project={p} results={2} priority={i === 0} />
              </li>
            ))}
          </CardGrid>
        )}
      </Section>
      <ContactCta title="Sıradaki başarı hikayesi sizinki olsun" />
    </>
  );
}
