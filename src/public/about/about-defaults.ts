/** The About page's Turkish defaults, used for every field the about-page block leaves empty. */
import type { AboutPageContent } from '../../../schema/content-blocks.ts';
import type { TeamMemberRow } from '../data/content.ts';

export const ABOUT_DEFAULTS: Required<Omit<AboutPageContent, 'story_image'>> & { story_image?: string } = {
  hero_title: 'Hakkımızda',
  hero_subtitle: 'Markaların dijital dünyada büyümesine yardımcı olan tutkulu bir ekibiz.',
  story_title: 'Hikayemiz',
  story_content:
    'Dijital pazarlamanın markalar için ne kadar güçlü bir araç olabileceğine inanan küçük bir ekip olarak yola çıktık.\n\nBugün strateji, tasarım, yazılım ve içerik üretimini bir araya getiren ekibimizle her ölçekten markaya hizmet veriyoruz.',
  values_title: 'Değerlerimiz',
  values_subtitle: 'Her projede bizi yönlendiren ilkeler',
  values: [
    { icon: 'Target', title: 'Sonuç Odaklılık', description: 'Her çalışmayı ölçülebilir hedeflerle planlar, sonuçlarını raporlarız.' },
    { icon: 'Users', title: 'İş Birliği', description: 'Müşterilerimizle aynı ekibin parçası gibi çalışırız.' },
    { icon: 'Award', title: 'Kalite', description: 'Her detayda en yüksek standardı hedefleriz.' },
    { icon: 'Heart', title: 'Tutku', description: 'İşimizi severek ve heyecanla yaparız.' },
  ],
  team_title: 'Ekibimiz',
  team_subtitle: 'Başarınızın arkasındaki uzmanlar',
  stats: { clients: '150+', projects: '300+' },
};

/** Shown when the team cannot be loaded (spec: four built-in members). */
export const FALLBACK_TEAM: Pick<TeamMemberRow, 'id' | 'name' | 'position' | 'bio' | 'avatar' | 'social_links'>[] = [
  { id: 'fallback-1', name: 'Ayşe Yılmaz', position: 'Kurucu & Strateji Direktörü', bio: 'Markaların dijital stratejisini kurgular.', avatar: null, social_links: {} },
  { id: 'fallback-2', name: 'Mehmet Demir', position: 'Kreatif Direktör', bio: 'Tasarım ve içerik ekibine liderlik eder.', avatar: null, social_links: {} },
  { id: 'fallback-3', name: 'Zeynep Kaya', position: 'Sosyal Medya Uzmanı', bio: 'Topluluk yönetimi ve içerik planlaması yapar.', avatar: null, social_links: {} },
  { id: 'fallback-4', name: 'Can Öztürk', position: 'Yazılım Geliştirici', bio: 'Web siteleri ve e-ticaret altyapıları geliştirir.', avatar: null, social_links: {} },
];

/** The block's values over the defaults: empty strings and empty lists count as missing. */
export function withAboutDefaults(content: AboutPageContent | undefined): typeof ABOUT_DEFAULTS {
  const c = content ?? {};
  const text = (v: string | undefined, d: string) => (v && v.trim() ? v : d);
  return {
    hero_title: text(c.hero_title, ABOUT_DEFAULTS.hero_title),
    hero_subtitle: text(c.hero_subtitle, ABOUT_DEFAULTS.hero_subtitle),
    story_title: text(c.story_title, ABOUT_DEFAULTS.story_title),
    story_content: text(c.story_content, ABOUT_DEFAULTS.story_content),
    story_image: c.story_image || undefined,
    values_title: text(c.values_title, ABOUT_DEFAULTS.values_title),
    values_subtitle: text(c.values_subtitle, ABOUT_DEFAULTS.values_subtitle),
    values: c.values?.length ? c.values : ABOUT_DEFAULTS.values,
    team_title: text(c.team_title, ABOUT_DEFAULTS.team_title),
    team_subtitle: text(c.team_subtitle, ABOUT_DEFAULTS.team_subtitle),
    stats: { clients: text(c.stats?.clients, ABOUT_DEFAULTS.stats.clients!), projects: text(c.stats?.projects, ABOUT_DEFAULTS.stats.projects!) },
  };
}

/** The story as paragraphs: split at blank lines. */
export function storyParagraphs(story: string): string[] {
  return story
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
