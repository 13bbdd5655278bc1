/** The projects page's category buttons and the cards they filter (an island: it needs the projects). */
import { useState } from 'react';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import type { ProjectsData } from '../routes/loaders.ts';
import { CardGrid } from '../ui/CardGrid.tsx';
import { FilterButtons } from '../ui/FilterButtons.tsx';

const ALL = '';

export function ProjectsFilter({ projects }: { projects: ProjectsData['projects'] }) {
  const [category, setCategory] = useState(ALL);
  const categories = [...new Set(projects.map((p) => p.category))].sort((a, b) => a.localeCompare(b, 'tr'));
  const shown = category ? projects.filter((p) => p.category === category) : projects;
  return (
    <>
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
    </>
  );
}
