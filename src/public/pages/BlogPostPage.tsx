/** One post by slug: title, category, date, author, image, content, tags, sharing, related posts. */
import Calendar from 'lucide-react/icons/calendar';
import User from 'lucide-react/icons/user';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../language/use-language.ts';
import { authorName, PostCard } from '../cards/PostCard.tsx';
import { SocialIcon } from '../layout/SocialIcon.tsx';
import type { PostData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { blogPostMeta } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';
import { NotFoundBlock } from '../ui/NotFoundBlock.tsx';
import { Section } from '../ui/Section.tsx';
import { Tag } from '../ui/Tag.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { altText } from '../ui/alt-text.ts';
import { HERO_BAND, HERO_SOFT_TEXT } from '../theme/hero-colors.ts';

/** Share links for the three networks, for a canonical URL and a title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'twitter' as const, label: "X'te paylaş", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'facebook' as const, label: "Facebook'ta paylaş", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'linkedin' as const, label: "LinkedIn'de paylaş", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export default function BlogPostPage({ data }: PageProps<PostData>) {
  const formatDate = useFormatDate();
  const site = useSite();
  const p = data.post;
  if (!p) return <NotFoundBlock message="Blog yazısı bulunamadı" backTo="/blog" backLabel="Bloga dön" />;
  const meta = blogPostMeta(site.meta, p);
  const image = site.media(p.featured_image);
  return (
    <>
      <article>
        <header css={{ background: HERO_BAND, color: '#fff', padding: 'clamp(3rem, 8vw, 4.5rem) 0' }}>
          <Container css={{ maxWidth: '52rem' }}>
            <Link to={`/blog?kategori=${encodeURIComponent(p.category)}`} css={{ textDecoration: 'none' }}>
              <Tag>{p.category}</Tag>
            </Link>
            <h1 css={{ fontSize: 'clamp(1.9rem, 5vw, 2.8rem)', margin: '0.8rem 0 1rem' }}>{p.title}</h1>
            {p.excerpt && (
              <p data-testid="post-excerpt" css={{ margin: '0 0 1.2rem', fontSize: '1.15rem', lineHeight: 1.6, color: HERO_SOFT_TEXT, maxWidth: '44rem' }}>
                {p.excerpt}
              </p>
            )}
            <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem 1.4rem', color: HERO_SOFT_TEXT }}>
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
                <User size={17} aria-hidden /> {authorName(p.author, site.meta.siteName)}
              </span>
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
                <Calendar size={17} aria-hidden /> <time dateTime={p.created_at}>{formatDate(p.created_at, 'long')}</time>
              </span>
            </p>
          </Container>
        </header>
        <Container css={{ maxWidth: '52rem', padding: '2.5rem 1.25rem' }}>
          {image && <ResponsiveImage src={image} alt={altText(data.alts, p.featured_image, p.title)} priority width={1200} height={675} sizes={IMAGE_SIZES.article} css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.lg, marginBottom: '2rem' })} />}
          <Html html={p.content} css={(theme) => ({ fontSize: '1.08rem', lineHeight: 1.8, 'h2, h3': { marginTop: '2rem' }, blockquote: { margin: '1.5rem 0', padding: '0.8rem 1.2rem', borderLeft: `4px solid ${theme.color.primary}`, background: theme.color.surfaceAlt }, a: { color: theme.color.primaryDark } })} />
          {p.tags.length > 0 && (
            <ul aria-label="Etiketler" css={{ listStyle: 'none', margin: '2rem 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem' }}>
              {p.tags.map((t) => (
                <li key={t}>
                  <Tag>#{t}</Tag>
                </li>
              ))}
            </ul>
          )}
          <section aria-labelledby="share-title" css={(theme) => ({ marginTop: '2rem', paddingTop: '1.5rem', borderTop: `1px solid ${theme.color.border}`, display: 'flex', alignItems: 'center', gap: '0.8rem', flexWrap: 'wrap' })}>
            <h2 id="share-title" css={{ fontSize: '1rem', margin: 0 }}>Paylaş:</h2>
            {shareLinks(meta.canonical, p.title).map((s) => (
              <a key={s.network} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} css={(theme) => ({ display: 'inline-flex', padding: 9, borderRadius: 999, background: theme.color.surfaceAlt, color: theme.color.primaryDark })}>
                <SocialIcon network={s.network} size={18} />
              </a>
            ))}
          </section>
        </Container>
      </article>
      {data.related.length > 0 && (
        <Section tone="tint" title="İlgili Yazılar" id="ilgili-yazilar">
          <CardGrid>
            {data.related.map((r) => (
              <li key={r.id}>
                <PostCard post={r} defer />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
