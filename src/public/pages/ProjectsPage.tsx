/** Projects: every published project, newest first, filtered by category with buttons. */
import { ProjectsFilterIsland } from '../islands/parts.tsx';
import type { ProjectsData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { ContactCta } from '../ui/ContactCta.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';

export default function ProjectsPage({ data }: PageProps<ProjectsData>) {
  return (
    <>
      <PageHero title="Projelerimiz" subtitle={STATIC_PAGES.projects.description} />
      <Section>
        <h2 css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Tüm projeler</h2>
        <ProjectsFilterIsland projects={data.projects} />
      </Section>
      <ContactCta title="Sıradaki başarı hikayesi sizinki olsun" />
    </>
  );
}
