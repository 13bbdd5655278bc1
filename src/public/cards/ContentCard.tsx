/** The default card of a declared content type: its image, title and description, a link to the item. */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PUBLIC_PAGES, type PublicCardRows, type PublicPagesTable } from '../../../generated/public-pages.ts';
import { contentPath } from '../../../generated/public-content.ts';
import { columnText } from '../seo/content-meta.ts';
import { useSite } from '../site-context.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export function ContentCard<T extends PublicPagesTable>({ table, row, priority = false }: { table: T; row: PublicCardRows[T]; priority?: boolean }) {
  const { media } = useSite();
  const card = PUBLIC_PAGES[table].card;
  const fields: Record<string, unknown> = row;
  const title = columnText(fields, card.title);
  const image = media('image' in card ? columnText(fields, card.image) || null : null);
  const to = contentPath(table, columnText(fields, 'slug'));
  return (
    <article css={(theme) => ({ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: theme.radius.lg, overflow: 'hidden', background: '#fff', border: `1px solid ${theme.color.border}`, boxShadow: theme.shadow.sm })}>
      {image && (
        <div css={(theme) => ({ aspectRatio: '16 / 9', background: theme.color.surfaceAlt })}>
          <ResponsiveImage src={image} alt={title} width={640} height={360} sizes={IMAGE_SIZES.card} priority={priority} css={{ width: '100%', height: '100%', display: 'block' }} />
        </div>
      )}
      <div css={{ padding: '1.3rem', display: 'flex', flexDirection: 'column', gap: '0.65rem', flex: 1 }}>
        <h3 css={{ margin: 0, fontSize: '1.15rem' }}>
          <Link to={to} css={(theme) => ({ color: theme.color.text, textDecoration: 'none', '&:hover': { color: theme.color.primaryDark } })}>
            {title}
          </Link>
        </h3>
        {'description' in card && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '0.95rem' })}>{columnText(fields, card.description)}</p>}
        <Link to={to} aria-label={`Detayları Gör: ${title}`} css={(theme) => ({ marginTop: 'auto', display: 'inline-flex', alignItems: 'center', gap: '0.4rem', fontWeight: 700, color: theme.color.primaryDark, textDecoration: 'none' })}>
          Detayları Gör <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
    </article>
  );
}
