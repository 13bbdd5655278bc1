/**
 * Projects: published projects, newest first, six a page (?sayfa=2), optionally of one category
 * (?kategori=E-Ticaret). The category buttons are links the server answers, so the filter works
 * without any script and the HTML holds only the page shown.
 */
import { ProjectCard } from '../cards/ProjectCard.tsx';
import { listHref, pageCount } from '../routes/list-view.ts';
import { PROJECTS_PER_PAGE, type ProjectsData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { CardGrid } from '../ui/CardGrid.tsx';
import { ContactCta } from '../ui/ContactCta.tsx';
import { FilterButtons } from '../ui/FilterButtons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Section } from '../ui/Section.tsx';

export default function ProjectsPage({ data }: PageProps<ProjectsData>) {
  const { page, category } = data.view;
  const href = (p: number, c = category) => listHref('/projects', { page: p, category: c || undefined });
  const projects = data.projects.items;
  return (
    <>
      <PageHero title="Projelerimiz" subtitle={STATIC_PAGES.projects.description} />
      <Section>
        <h2 css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Tüm projeler</h2>
        <FilterButtons
          label="Kategoriye göre filtrele"
          options={[{ value: '', label: 'Tüm Projeler' }, ...data.categories.map((c) => ({ value: c.name, label: c.name }))]}
          value={category ?? ''}
          href={(c) => href(1, c)}
        />
        {projects.length === 0 ? (
          <p css={{ textAlign: 'center' }}>Bu kategoride henüz proje yok.</p>
        ) : (
          <CardGrid>
            {projects.map((p, i) => (
              <li key={p.id}>
                <ProjectCard project={p} results={2} priority={i === 0} />
              </li>
            ))}
          </CardGrid>
        )}
        <Pager page={page} pages={pageCount(data.projects, PROJECTS_PER_PAGE)} href={(p) => href(p)} />
      </Section>
      <ContactCta title="Sıradaki başarı hikayesi sizinki olsun" />
    </>
  );
}
