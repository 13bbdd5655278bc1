/** The blog sidebar: categories with counts, popular posts (the three newest), the newsletter. */
import { Link } from 'react-router-dom';
import { contentPath } from '../../../generated/public-content.ts';
import { useFormatDate } from '../language/use-language.ts';
import type { PostCardRow } from '../data/content.ts';
import { NewsletterFormIsland } from '../islands/parts.tsx';

const box = (theme: import('@emotion/react').Theme) => ({ padding: '1.4rem', borderRadius: theme.radius.lg, border: `1px solid ${theme.color.border}`, background: '#fff' });

interface BlogSidebarProps {
  category?: string;
  categories: { name: string; count: number }[];
  popular: PostCardRow[];
  categoryHref: (c?: string) => string;
}

export function BlogSidebar({ category, categories, popular, categoryHref }: BlogSidebarProps) {
  const formatDate = useFormatDate();
  return (
    <aside aria-label="Blog kenar çubuğu" css={{ display: 'grid', gap: '1.25rem', alignContent: 'start' }}>
      <nav aria-labelledby="sidebar-categories" css={box}>
        <h2 id="sidebar-categories" css={{ margin: '0 0 0.8rem', fontSize: '1.1rem' }}>Kategoriler</h2>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.4rem' }}>
          <li>
            <Link to={categoryHref()} aria-current={!category ? 'page' : undefined} css={(theme) => ({ color: !category ? theme.color.primaryDark : theme.color.text, fontWeight: !category ? 700 : 400 })}>
              Tüm Yazılar
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.name} css={{ display: 'flex', justifyContent: 'space-between' }}>
              <Link to={categoryHref(c.name)} aria-current={c.name === category ? 'page' : undefined} css={(theme) => ({ color: c.name === category ? theme.color.primaryDark : theme.color.text, fontWeight: c.name === category ? 700 : 400 })}>
                {c.name}
              </Link>
              <span css={(theme) => ({ color: theme.color.textMuted })}>{c.count}</span>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="sidebar-popular" css={box}>
        <h2 id="sidebar-popular" css={{ margin: '0 0 0.8rem', fontSize: '1.1rem' }}>Popüler Yazılar</h2>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.8rem' }}>
          {popular.map((p) => (
            <li key={p.id}>
              <Link to={contentPath('blog_posts', p.slug)} css={(theme) => ({ color: theme.color.text, fontWeight: 600, textDecoration: 'none', '&:hover': { color: theme.color.primaryDark } })}>
                {p.title}
              </Link>
              <p css={(theme) => ({ margin: '0.15rem 0 0', fontSize: '0.8rem', color: theme.color.textMuted })}>{formatDate(p.created_at, 'long')}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-newsletter" css={(theme) => ({ ...box(theme), background: theme.color.surfaceAlt })}>
        <h2 id="sidebar-newsletter" css={{ margin: '0 0 0.4rem', fontSize: '1.1rem' }}>Bültene Abone Olun</h2>
        <p css={(theme) => ({ margin: '0 0 0.9rem', fontSize: '0.9rem', color: theme.color.textMuted })}>Yeni yazılarımızdan ilk siz haberdar olun.</p>
        <NewsletterFormIsland source="blog" tone="light" />
      </section>
    </aside>
  );
}
