/**
 * Blog: published posts, newest first, six a page (?sayfa=2), optionally one category
 * (?kategori=SEO), with category links, a sidebar and a compact pager (product decision 4); the
 * server reads only the page shown.
 */
import { BlogSidebar } from '../blog/BlogSidebar.tsx';
import { PostCard } from '../cards/PostCard.tsx';
import { listHref, pageCount } from '../routes/list-view.ts';
import { POSTS_PER_PAGE, type BlogData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { Container } from '../ui/Container.tsx';
import { FilterButtons } from '../ui/FilterButtons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Pager } from '../ui/Pager.tsx';

export default function BlogPage({ data, loading }: PageProps<BlogData>) {
  const { page, category } = data.view;
  const href = (p: number, c = category) => listHref('/blog', { page: p, category: c || undefined });

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
          {data.posts.items.length === 0 ? (
            <p css={{ textAlign: 'center' }}>Bu sayfada yazı bulunamadı.</p>
          ) : (
            <ul aria-busy={loading} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.5rem', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
              {data.posts.items.map((p, i) => (
                <li key={p.id}>
                  <PostCard post={p} priority={i === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pages={pageCount(data.posts, POSTS_PER_PAGE)} href={(p) => href(p)} />
        </div>
        <BlogSidebar category={category} categories={data.categories} popular={data.popular} categoryHref={(c) => href(1, c ?? '')} />
      </Container>
    </>
  );
}
