/** The published team in display order, or the four built-in members when loading failed (null). */
import type { TeamMemberRow } from '../data/content.ts';
import type { TeamSocialLinks } from '../../../schema/team-members.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { SocialIcon, SOCIAL_LABELS } from '../layout/SocialIcon.tsx';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

const NETWORKS = ['linkedin', 'twitter', 'instagram'] as const;

/** Shown when the team cannot be loaded (spec: four built-in members). */
const FALLBACK_TEAM: Pick<TeamMemberRow, 'id' | 'name' | 'position' | 'bio' | 'avatar' | 'social_links'>[] = [
  { id: 'fallback-1', name: 'Ayşe Yılmaz', position: 'Kurucu & Strateji Direktörü', bio: 'Markaların dijital stratejisini kurgular.', avatar: null, social_links: {} },
  { id: 'fallback-2', name: 'Mehmet Demir', position: 'Kreatif Direktör', bio: 'Tasarım ve içerik ekibine liderlik eder.', avatar: null, social_links: {} },
  { id: 'fallback-3', name: 'Zeynep Kaya', position: 'Sosyal Medya Uzmanı', bio: 'Topluluk yönetimi ve içerik planlaması yapar.', avatar: null, social_links: {} },
  { id: 'fallback-4', name: 'Can Öztürk', position: 'Yazılım Geliştirici', bio: 'Web siteleri ve e-ticaret altyapıları geliştirir.', avatar: null, social_links: {} },
];

export function TeamGrid({ members }: { members: TeamMemberRow[] | null }) {
  const { media } = useSite();
  const team = members ?? FALLBACK_TEAM;
  return (
    <CardGrid css={(theme) => ({ [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })}>
      {team.map((m) => {
        const avatar = media(m.avatar);
        const links = (m.social_links ?? {}) as TeamSocialLinks;
        return (
          <li key={m.id}>
            <article css={(theme) => ({ textAlign: 'center', padding: '1.6rem 1.2rem', borderRadius: theme.radius.lg, background: '#fff', border: `1px solid ${theme.color.border}`, height: '100%' })}>
              {avatar ? (
                <ResponsiveImage src={avatar} alt={m.name} width={112} height={112} css={{ borderRadius: '50%', margin: '0 auto 1rem', display: 'block' }} />
              ) : (
                <span aria-hidden="true" css={(theme) => ({ width: 112, height: 112, margin: '0 auto 1rem', borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '2rem', fontWeight: 800, background: theme.color.surfaceAlt, color: theme.color.primaryDark })}>
                  {m.name.charAt(0)}
                </span>
              )}
              <h3 css={{ margin: '0 0 0.2rem', fontSize: '1.1rem' }}>{m.name}</h3>
              <p css={(theme) => ({ margin: '0 0 0.7rem', color: theme.color.primaryDark, fontWeight: 600, fontSize: '0.9rem' })}>{m.position}</p>
              <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '0.9rem' })}>{m.bio}</p>
              <ul css={{ listStyle: 'none', padding: 0, margin: '0.9rem 0 0', display: 'flex', justifyContent: 'center', gap: '0.5rem' }}>
                {NETWORKS.map((n) => {
                  const href = safeHref(links[n]);
                  return href && /^https?:/.test(href) ? (
                    <li key={n}>
                      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${m.name} – ${SOCIAL_LABELS[n]}`} css={(theme) => ({ display: 'inline-flex', padding: 6, borderRadius: 999, color: theme.color.textMuted, '&:hover': { color: theme.color.primaryDark } })}>
                        <SocialIcon network={n} size={18} />
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
            </article>
          </li>
        );
      })}
    </CardGrid>
  );
}
