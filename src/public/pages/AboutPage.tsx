/** About: the about-page block (every field with a Turkish default), values, numbers and the team. */
import { iconByName } from '../../lib/icons.ts';
import { storyParagraphs, withAboutDefaults } from '../about/about-defaults.ts';
import { TeamGrid } from '../about/TeamGrid.tsx';
import type { AboutData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export default function AboutPage({ data }: PageProps<AboutData>) {
  const site = useSite();
  const a = withAboutDefaults(data.block ?? undefined);
  const storyImage = site.media(a.story_image);
  return (
    <>
      <PageHero title={a.hero_title} subtitle={a.hero_subtitle} />
      <section aria-labelledby="story-title" css={{ padding: '4rem 0' }}>
        <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', alignItems: 'center', [theme.mq.lg]: { gridTemplateColumns: '1.1fr 1fr' } })}>
          <div>
            <h2 id="story-title" css={{ fontSize: 'clamp(1.6rem, 4vw, 2.2rem)', marginTop: 0 }}>
              {a.story_title}
            </h2>
            {storyParagraphs(a.story_content).map((p, i) => (
              <p key={i} css={(theme) => ({ color: theme.color.textMuted, fontSize: '1.05rem' })}>
                {p}
              </p>
            ))}
            <dl css={{ display: 'flex', gap: '2.5rem', margin: '1.5rem 0 0' }}>
              <div css={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>Mutlu Müşteri</dt>
                <dd css={(theme) => ({ margin: 0, fontSize: '2rem', fontWeight: 800, color: theme.color.primaryDark })}>{a.stats.clients}</dd>
              </div>
              <div css={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>Tamamlanan Proje</dt>
                <dd css={(theme) => ({ margin: 0, fontSize: '2rem', fontWeight: 800, color: theme.color.primaryDark })}>{a.stats.projects}</dd>
              </div>
            </dl>
          </div>
          {storyImage && <ResponsiveImage src={storyImage} alt={a.story_title} width={900} height={600} sizes={IMAGE_SIZES.half} css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.lg, boxShadow: theme.shadow.md })} />}
        </Container>
      </section>
      <Section id="degerler" tone="tint" title={a.values_title} intro={a.values_subtitle}>
        <CardGrid css={(theme) => ({ [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })}>
          {a.values.map((v) => {
            const Icon = iconByName(v.icon);
            return (
              <li key={v.title} css={(theme) => ({ padding: '1.5rem', borderRadius: theme.radius.lg, background: '#fff', border: `1px solid ${theme.color.border}` })}>
                <Icon size={30} aria-hidden css={(theme) => ({ color: theme.color.primaryDark })} />
                <h3 css={{ margin: '0.8rem 0 0.4rem', fontSize: '1.1rem' }}>{v.title}</h3>
                <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{v.description}</p>
              </li>
            );
          })}
        </CardGrid>
      </Section>
      <Section id="ekip" title={a.team_title} intro={a.team_subtitle}>
        <TeamGrid members={data.team} />
      </Section>
    </>
  );
}
