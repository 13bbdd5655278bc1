/** A page managed in the CMS at /{slug}: title, excerpt, image and HTML content. */
import { Home } from 'lucide-react';
import { useLocation, useParams } from 'react-router-dom';
import { useAsync } from '../../lib/use-async.ts';
import { pageBySlug } from '../data/content.ts';
import { HeadTags } from '../seo/HeadTags.tsx';
import { cmsPageMeta, notFoundMeta } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export default function CmsPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const site = useSite();
  const page = useAsync(() => (/^[a-z0-9-]+$/.test(slug) ? pageBySlug(slug) : Promise.resolve(null)).catch((e: unknown) => (console.error(e), null)), [slug]);
  if (page.loading) return <Spinner />;
  const p = page.data;
  if (!p) {
    return (
      <Container css={{ padding: '6rem 1.25rem', textAlign: 'center' }}>
        <HeadTags meta={notFoundMeta(site.meta, pathname, '404 Sayfa bulunamadı')} />
        <h1>404 Sayfa bulunamadı</h1>
        <ButtonLink to="/" tone="outline">
          <Home size={18} aria-hidden /> Ana Sayfaya Dön
        </ButtonLink>
      </Container>
    );
  }
  const image = site.media(p.featured_image);
  const fullWidth = p.template === 'full-width' || p.template === 'landing';
  return (
    <>
      <HeadTags meta={cmsPageMeta(site.meta, p)} />
      <PageHero title={p.title} subtitle={p.excerpt} />
      <Container css={{ maxWidth: fullWidth ? undefined : '52rem', padding: '2.5rem 1.25rem' }}>
        {image && <ResponsiveImage src={image} alt={p.title} priority width={1200} height={600} sizes={fullWidth ? IMAGE_SIZES.container : IMAGE_SIZES.article} css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.lg, marginBottom: '2rem' })} />}
        <Html html={p.content} css={(theme) => ({ fontSize: '1.05rem', lineHeight: 1.8, 'h2, h3': { marginTop: '1.8rem' }, a: { color: theme.color.primaryDark } })} />
      </Container>
    </>
  );
}
