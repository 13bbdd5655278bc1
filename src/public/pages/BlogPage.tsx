/**
 * Blog: published posts, newest first, six a page (?sayfa=2), optionally one category
 * (?kategori=SEO), with category buttons, a sidebar and working pagination (product decision 4).
 */
import { useSearchParams } from 'react-router-dom';
import { BlogSidebar } from '../blog/BlogSidebar.tsx';
import { Pagination } from '../blog/Pagination.tsx';
import { PostCard } from '../cards/PostCard.tsx';
import { blogView, POSTS_PER_PAGE, type BlogData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { Container } from '../ui/Container.tsx';
import { FilterButtons } from '../ui/FilterButtons.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export default function BlogPage({ data, loading }: PageProps<BlogData>) {
  const [params] = useSearchParams();
  const { page, category } = blogView(params);

  const href = (p: number, c = category) => {
    const q = new URLSearchParams();
    if (c) q.set('kategori', c);
    if (p > 1) q.set('sayfa', String(p));
    const s = q.toString();
    return s ? `/blog?${s}` : '/blog';
  };
  const pages = Math.ceil(data.posts.total / POSTS_PER_PAGE);

  return (
    <>
      <PageHero title="Blog" subtitle={STATIC_PAGES.blog.description} />
      <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', padding: '3rem 1.25rem', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } })}>
        <div>
          <h2 css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Yazılar</h2>
          <FilterButtons
            label="Kategoriye göre filtrele"
            options={[{ value: '', label: 'Tümü' }, ...data.categories.map((c) => ({ value: c.name, label: c.name }))]}
            value={category ?? ''}
            href={(c) => href(1, c)}
          />
          {data.posts.posts.length === 0 ? (
            <p css={{ textAlign: 'center' }}>Bu sayfada yazı bulunamadı.</p>
          ) : (
            <ul aria-busy={loading} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.5rem', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
              {data.posts.posts.map((p, i) => (
                <li key={p.id}>
                  <PostCard post={p} priority={i === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} href={(p) => href(p)} />
        </div>
        <BlogSidebar category={category} categories={data.categories} popular={data.popular} categoryHref={(c) => href(1, c)} />
      </Container>
    </>
  );
}
