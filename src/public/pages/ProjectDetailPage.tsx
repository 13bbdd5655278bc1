/** One project by slug: gallery, facts, technologies, results, the story, similar projects. */
import { ExternalLink, TrendingUp } from 'lucide-react';
import { useFormatDate } from '../language/use-language.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import type { ProjectData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';
import { NotFoundBlock } from '../ui/NotFoundBlock.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { Tag } from '../ui/Tag.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { altText } from '../ui/alt-text.ts';
import { projectGallery } from './project-gallery.ts';

export default function ProjectDetailPage({ data }: PageProps<ProjectData>) {
  const formatDate = useFormatDate();
  const site = useSite();
  const p = data.project;
  if (!p) return <NotFoundBlock message="Proje bulunamadı" backTo="/projects" backLabel="Tüm projelere dön" />;
  const cover = site.media(p.featured_image);
  const gallery = projectGallery(p.gallery, cover, site.media);
  const link = safeHref(p.project_url);
  return (
    <>
      <PageHero title={p.title} subtitle={p.description}>
        <p css={{ margin: '1.2rem 0 0', display: 'flex', gap: '0.6rem', flexWrap: 'wrap' }}>
          <Tag>{p.category}</Tag>
        </p>
      </PageHero>
      <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', padding: '3rem 1.25rem', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } })}>
        <div>
          {cover && <ResponsiveImage src={cover} alt={altText(data.alts, p.featured_image, p.title)} priority width={1200} height={750} sizes={IMAGE_SIZES.main} css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.lg, marginBottom: '2rem' })} />}
          <Html html={p.content} css={(theme) => ({ fontSize: '1.05rem', 'h2, h3': { marginTop: '1.6rem' }, a: { color: theme.color.primaryDark } })} />
          {gallery.length > 0 && (
            <section aria-labelledby="gallery-title" css={{ marginTop: '2rem' }}>
              <h2 id="gallery-title" css={{ fontSize: '1.4rem' }}>Galeri</h2>
              <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
                {gallery.map(({ src, href }, i) => {
                  const image = <ResponsiveImage src={src} alt={`${p.title} – görsel ${i + 1}`} width={800} height={500} sizes={IMAGE_SIZES.card} css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.md, display: 'block' })} />;
                  return (
                    <li key={src}>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {image}
                        </a>
                      ) : (
                        image
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
        <div css={{ display: 'grid', gap: '1.25rem', alignContent: 'start' }}>
          <aside aria-label="Proje bilgileri" css={(theme) => ({ padding: '1.5rem', borderRadius: theme.radius.lg, border: `1px solid ${theme.color.border}`, background: '#fff' })}>
            <h2 css={{ margin: '0 0 1rem', fontSize: '1.15rem' }}>Proje Bilgileri</h2>
            <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.5rem 1rem' }}>
              <dt css={{ fontWeight: 600 }}>Müşteri</dt>
              <dd css={{ margin: 0 }}>{p.client}</dd>
              <dt css={{ fontWeight: 600 }}>Kategori</dt>
              <dd css={{ margin: 0 }}>{p.category}</dd>
              <dt css={{ fontWeight: 600 }}>Tarih</dt>
              <dd css={{ margin: 0 }}>
                <time dateTime={p.created_at}>{formatDate(p.created_at, 'long')}</time>
              </dd>
            </dl>
            {link && /^https?:/.test(link) && (
              <a href={link} target="_blank" rel="noopener noreferrer" css={(theme) => ({ marginTop: '1.2rem', display: 'inline-flex', gap: '0.4rem', alignItems: 'center', fontWeight: 700, color: theme.color.primaryDark })}>
                Projeyi Ziyaret Et <ExternalLink size={16} aria-hidden />
              </a>
            )}
          </aside>
          {p.tags.length > 0 && (
            <aside aria-label="Kullanılan teknolojiler" css={(theme) => ({ padding: '1.5rem', borderRadius: theme.radius.lg, border: `1px solid ${theme.color.border}`, background: '#fff' })}>
              <h2 css={{ margin: '0 0 0.8rem', fontSize: '1.15rem' }}>Kullanılan Teknolojiler</h2>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem' }}>
                {p.tags.map((t) => (
                  <li key={t}>
                    <Tag>{t}</Tag>
                  </li>
                ))}
              </ul>
            </aside>
          )}
          {p.results.length > 0 && (
            <aside aria-label="Sonuçlar" css={(theme) => ({ padding: '1.5rem', borderRadius: theme.radius.lg, background: theme.color.surfaceAlt, border: `1px solid ${theme.color.border}` })}>
              <h2 css={{ margin: '0 0 0.8rem', fontSize: '1.15rem' }}>Sonuçlar</h2>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.6rem' }}>
                {p.results.map((r) => (
                  <li key={r} css={(theme) => ({ display: 'flex', gap: '0.5rem', fontWeight: 600, color: theme.color.primaryDark })}>
                    <TrendingUp size={18} aria-hidden css={{ flex: 'none', marginTop: 3 }} /> {r}
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </Container>
      {data.similar.length > 0 && (
        <Section tone="tint" title="Benzer Projeler" id="benzer-projeler">
          <CardGrid>
            {data.similar.map((s) => (
              <li key={s.id}>
                <ProjectCard project={s} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
