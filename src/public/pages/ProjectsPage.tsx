/** Projects: every published project, newest first, filtered by category with buttons. */
import { useState } from 'react';
import { useAsync } from '../../lib/use-async.ts';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import { listProjects } from '../data/content.ts';
import { HeadTags } from '../seo/HeadTags.tsx';
import { STATIC_PAGES, staticPageMeta } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { ContactCta } from '../ui/ContactCta.tsx';
import { FilterButtons } from '../ui/FilterButtons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { Spinner } from '../ui/Spinner.tsx';

const ALL = '';

export default function ProjectsPage() {
  const site = useSite();
  const { data, loading } = useAsync(() => listProjects(), []);
  const [category, setCategory] = useState(ALL);
  const projects = data ?? [];
  const categories = [...new Set(projects.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'tr'));
  const shown = category ? projects.filter((p) => p.category === category) : projects;
  return (
    <>
      <HeadTags meta={staticPageMeta(site.meta, 'projects')} />
      <PageHero title="Projelerimiz" subtitle={STATIC_PAGES.projects.description} />
      <Section>
        {loading && !data ? (
          <Spinner />
        ) : (
          <>
            <FilterButtons label="Kategoriye göre filtrele" options={[{ value: ALL, label: 'Tüm Projeler' }, ...categories.map((c) => ({ value: c, label: c }))]} value={category} onChange={setCategory} />
            {shown.length === 0 ? (
              <p css={{ textAlign: 'center' }}>Bu kategoride henüz proje yok.</p>
            ) : (
              <CardGrid>
                {shown.map((p) => (
                  <li key={p.id}>
                    <ProjectCard project={p} results={2} />
                  </li>
                ))}
              </CardGrid>
            )}
          </>
        )}
      </Section>
      <ContactCta title="Sıradaki başarı hikayesi sizinki olsun" />
    </>
  );
}
