/** A project as a card: image, category, client, title, description, tags and results. */
import { ArrowRight, ExternalLink, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contentPath } from '../../../generated/public-content.ts';
import { safeHref } from '../../lib/safe-url.ts';
import type { ProjectCardRow } from '../data/content.ts';
import { useSite } from '../site-context.tsx';
import { Tag } from '../ui/Tag.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

/** `priority`: the card's image is the page's main (LCP) image, e.g. the first of a list on a phone. */
export function ProjectCard({ project, tags = 3, results = 0, priority = false }: { project: ProjectCardRow; tags?: number; results?: number; priority?: boolean }) {
  const { media } = useSite();
  const image = media(project.featured_image);
  const external = safeHref(project.project_url);
  return (
    <article css={(theme) => ({ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: theme.radius.lg, overflow: 'hidden', background: '#fff', border: `1px solid ${theme.color.border}`, boxShadow: theme.shadow.sm })}>
      <div css={(theme) => ({ position: 'relative', aspectRatio: '16 / 10', background: theme.color.surfaceAlt })}>
        {image && <ResponsiveImage src={image} alt={project.title} width={640} height={400} sizes={IMAGE_SIZES.card} priority={priority} css={{ width: '100%', height: '100%', display: 'block' }} />}
        {external && /^https?:/.test(external) && (
          <a href={external} target="_blank" rel="noopener noreferrer" aria-label={`${project.title} projesini ziyaret et`} css={{ position: 'absolute', top: 12, right: 12, display: 'inline-flex', padding: 8, borderRadius: 999, background: 'rgb(255 255 255 / 0.92)', color: '#0f172a' }}>
            <ExternalLink size={18} aria-hidden />
          </a>
        )}
      </div>
      <div css={{ padding: '1.4rem', display: 'flex', flexDirection: 'column', gap: '0.7rem', flex: 1 }}>
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <Tag>{project.category}</Tag>
          <span css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{project.client}</span>
        </div>
        <h3 css={{ margin: 0, fontSize: '1.2rem' }}>{project.title}</h3>
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '0.95rem' })}>{project.description}</p>
        {project.tags.length > 0 && (
          <ul aria-label="Etiketler" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem' }}>
            {project.tags.slice(0, tags).map((t) => (
              <li key={t} css={(theme) => ({ fontSize: '0.8rem', padding: '0.15rem 0.55rem', borderRadius: 999, border: `1px solid ${theme.color.border}`, color: theme.color.textMuted })}>
                {t}
              </li>
            ))}
          </ul>
        )}
        {results > 0 && project.results.length > 0 && (
          <ul aria-label="Sonuçlar" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.3rem' }}>
            {project.results.slice(0, results).map((r) => (
              <li key={r} css={(theme) => ({ display: 'flex', gap: '0.45rem', alignItems: 'center', fontSize: '0.9rem', color: theme.color.primaryDark, fontWeight: 600 })}>
                <TrendingUp size={15} aria-hidden css={{ flex: 'none' }} />
                {r}
              </li>
            ))}
          </ul>
        )}
        <Link to={contentPath('projects', project.slug)} aria-label={`Projeyi İncele: ${project.title}`} css={(theme) => ({ marginTop: 'auto', display: 'inline-flex', alignItems: 'center', gap: '0.4rem', fontWeight: 700, color: theme.color.primaryDark, textDecoration: 'none' })}>
          Projeyi İncele <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
    </article>
  );
}
