/** A blog post as a card: image, category, title, author and date, excerpt, tags, 'Devamını Oku'. */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contentPath } from '../../../generated/public-content.ts';
import type { BlogAuthor } from '../../../schema/blog-posts.ts';
import { useFormatDate } from '../language/use-language.ts';
import type { PostCardRow } from '../data/content.ts';
import { useSite } from '../site-context.tsx';
import { Tag } from '../ui/Tag.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

/** The author's name, or the agency's when none is set. */
export function authorName(author: unknown, siteName: string): string {
  return (author as BlogAuthor | null)?.name?.trim() || siteName;
}

/**
 * `priority`: the card's image is the page's main (LCP) image, e.g. the first of a list on a phone;
 * `defer`: the card is below the fold (the related posts), its image fetched as it approaches.
 */
export function PostCard({ post, priority = false, defer = false }: { post: PostCardRow; priority?: boolean; defer?: boolean }) {
  const formatDate = useFormatDate();
  const { media, meta } = useSite();
  const image = media(post.featured_image);
  return (
    <article css={(theme) => ({ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: theme.radius.lg, overflow: 'hidden', background: '#fff', border: `1px solid ${theme.color.border}`, boxShadow: theme.shadow.sm })}>
      <div css={(theme) => ({ position: 'relative', aspectRatio: '16 / 9', background: theme.color.surfaceAlt })}>
        {image && <ResponsiveImage src={image} alt={post.title} width={640} height={360} sizes={IMAGE_SIZES.card} priority={priority} defer={defer} css={{ width: '100%', height: '100%', display: 'block' }} />}
      </div>
      <div css={{ padding: '1.3rem', display: 'flex', flexDirection: 'column', gap: '0.65rem', flex: 1 }}>
        <Tag css={{ alignSelf: 'flex-start' }}>{post.category}</Tag>
        <h3 css={{ margin: 0, fontSize: '1.15rem' }}>
          <Link to={contentPath('blog_posts', post.slug)} css={(theme) => ({ color: theme.color.text, textDecoration: 'none', '&:hover': { color: theme.color.primaryDark } })}>
            {post.title}
          </Link>
        </h3>
        <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>
          {authorName(post.author, meta.siteName)} · <time dateTime={post.created_at}>{formatDate(post.created_at, 'long')}</time>
        </p>
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '0.95rem' })}>{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul aria-label="Etiketler" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.35rem' }}>
            {post.tags.slice(0, 3).map((t) => (
              <li key={t} css={(theme) => ({ fontSize: '0.78rem', color: theme.color.textMuted })}>
                #{t}
              </li>
            ))}
          </ul>
        )}
        <Link to={contentPath('blog_posts', post.slug)} aria-label={`Devamını Oku: ${post.title}`} css={(theme) => ({ marginTop: 'auto', display: 'inline-flex', alignItems: 'center', gap: '0.4rem', fontWeight: 700, color: theme.color.primaryDark, textDecoration: 'none' })}>
          Devamını Oku <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
    </article>
  );
}
