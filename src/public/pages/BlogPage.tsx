/**
 * Blog: published posts, newest first, six a page (?sayfa=2), optionally one category
 * (?kategori=SEO), with category buttons, a sidebar and working pagination (product decision 4).
 */
import { useSearchParams } from 'react-router-dom';
import { useAsync } from '../../lib/use-async.ts';
import { BlogSidebar } from '../blog/BlogSidebar.tsx';
import { Pagination } from '../blog/Pagination.tsx';
import { PostCard } from '../cards/PostCard.tsx';
import { listPosts, postCategories } from '../data/content.ts';
import { HeadTags } from '../seo/HeadTags.tsx';
import { STATIC_PAGES, staticPageMeta } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { FilterButtons } from '../ui/FilterButtons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Spinner } from '../ui/Spinner.tsx';

export const POSTS_PER_PAGE = 6;

export default function BlogPage() {
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const category = params.get('kategori') ?? undefined;
  const page = Math.max(1, Number.parseInt(params.get('sayfa') ?? '1', 10) || 1);
  const posts = useAsync(() => listPosts(page, POSTS_PER_PAGE, category).catch((e: unknown) => (console.error(e), { posts: [], total: 0 })), [page, category]);
  const categories = useAsync(() => postCategories().catch(() => []), []);

  const href = (p: number, c = category) => {
    const q = new URLSearchParams();
    if (c) q.set('kategori', c);
    if (p > 1) q.set('sayfa', String(p));
    const s = q.toString();
    return s ? `/blog?${s}` : '/blog';
  };
  const pages = Math.ceil((posts.data?.total ?? 0) / POSTS_PER_PAGE);

  return (
    <>
      <HeadTags meta={staticPageMeta(site.meta, 'blog')} />
      <PageHero title="Blog" subtitle={STATIC_PAGES.blog.description} />
      <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', padding: '3rem 1.25rem', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } })}>
        <div>
          <h2 css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Yazılar</h2>
          <FilterButtons
            label="Kategoriye göre filtrele"
            options={[{ value: '', label: 'Tümü' }, ...(categories.data ?? []).map((c) => ({ value: c.name, label: c.name }))]}
            value={category ?? ''}
            onChange={(c) => setParams(new URLSearchParams(c ? { kategori: c } : {}))}
          />
          {posts.loading && !posts.data ? (
            <Spinner />
          ) : (posts.data?.posts ?? []).length === 0 ? (
            <p css={{ textAlign: 'center' }}>Bu sayfada yazı bulunamadı.</p>
          ) : (
            <ul aria-busy={posts.loading} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.5rem', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
              {posts.data!.posts.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} href={(p) => href(p)} />
        </div>
        <BlogSidebar category={category} categoryHref={(c) => href(1, c)} />
      </Container>
    </>
  );
}
