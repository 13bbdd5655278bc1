/**
 * The site footer: brand text and social links, 'Hızlı Linkler' and 'Hizmetlerimiz' from
 * their menus (or the defaults), 'İletişim' from the settings, the newsletter form, and the
 * copyright line with the current year and the 'footer' menu.
 */
import { useStrings } from '../language/use-language.ts';
import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { MenuItem } from '../../../schema/menus.ts';
import type { FooterSettings, SocialLinks } from '../../../schema/site-settings.ts';
import { brandVar } from '../../lib/brand-theme.ts';
import { yearOf } from '../../lib/format-date.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { ConsentSettingsIsland, NewsletterFormIsland } from '../islands/parts.tsx';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { DEFAULT_QUICK_LINKS, DEFAULT_SERVICE_LINKS } from './default-links.ts';
import { MenuLink } from './MenuLink.tsx';
import { SOCIAL_LABELS, SocialIcon, type SocialNetwork } from './SocialIcon.tsx';

const NETWORKS: SocialNetwork[] = ['facebook', 'twitter', 'instagram', 'linkedin'];
const FALLBACK_DESCRIPTION = 'Markanızı dijitalde büyüten strateji, tasarım ve teknoloji ortağınız.';

const heading = { fontSize: '1rem', fontWeight: 700, color: '#f8fafc', margin: '0 0 1rem' } as const;
const linkStyle = { color: '#cbd5e1', textDecoration: 'none', '&:hover': { color: brandVar('--brand-hero-accent') } } as const;

function LinkColumn({ title, items }: { title: string; items: MenuItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 css={heading}>{title}</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.55rem' }}>
        {items.map((item, i) => (
          <li key={`${item.url}-${i}`}>
            <MenuLink item={item} css={linkStyle} />
            {/* A link's sub-links (one level) stay reachable: indented under it. */}
            {item.children?.length ? (
              <ul css={{ listStyle: 'none', margin: '0.45rem 0 0', padding: '0 0 0 0.9rem', display: 'grid', gap: '0.45rem' }}>
                {item.children.map((child, j) => (
                  <li key={`${child.url}-${j}`}>
                    <MenuLink item={child} css={linkStyle} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useStrings();
  const site = useSite();
  const s = site.settings;
  const footer = (s?.footer_settings ?? {}) as FooterSettings;
  const social = (s?.social_links ?? {}) as SocialLinks;
  const socialLinks = footer.show_social === false ? [] : NETWORKS.map((n) => ({ network: n, href: safeHref(social[n]) })).filter((l) => l.href && /^https?:/.test(l.href));
  // The legal line is one row: a link's sub-links follow it.
  const bottomLinks = (site.menu('footer')?.items ?? []).flatMap((item) => [item, ...(item.children ?? [])]);
  const contact = [
    { icon: Mail, text: s?.contact_email, href: s?.contact_email ? `mailto:${s.contact_email}` : undefined },
    { icon: Phone, text: s?.contact_phone, href: s?.contact_phone ? `tel:${s.contact_phone.replace(/[^\d+]/g, '')}` : undefined },
    { icon: MapPin, text: s?.contact_address, href: undefined },
  ].filter((c) => c.text);

  return (
    <footer css={{ background: '#0f172a', color: '#cbd5e1', marginTop: '4rem' }}>
      <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', padding: '3.5rem 1.25rem 2.5rem', gridTemplateColumns: '1fr', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' }, [theme.mq.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.3fr' } })}>
        <div>
          <Link to="/" css={{ color: '#fff', fontWeight: 800, fontSize: '1.3rem', textDecoration: 'none' }}>
            {site.meta.siteName}
          </Link>
          <p css={{ margin: '0.9rem 0 1.2rem', lineHeight: 1.7 }}>{s?.site_description || FALLBACK_DESCRIPTION}</p>
          {socialLinks.length > 0 && (
            <ul aria-label="Sosyal medya" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '0.6rem' }}>
              {socialLinks.map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={SOCIAL_LABELS[network]}
                    css={{ display: 'inline-flex', padding: '0.55rem', borderRadius: '999px', background: '#1e293b', color: '#e2e8f0', '&:hover': { background: brandVar('--brand-strong'), color: brandVar('--brand-on-strong') } }}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkColumn title={t.footerQuickLinks} items={site.menu('footer-quick-links')?.items ?? DEFAULT_QUICK_LINKS} />
        <LinkColumn title={t.footerServices} items={site.menu('footer-services')?.items ?? DEFAULT_SERVICE_LINKS} />
        <div>
          <h2 css={heading}>{t.footerContact}</h2>
          {contact.length > 0 && (
            <ul css={{ listStyle: 'none', margin: '0 0 1.5rem', padding: 0, display: 'grid', gap: '0.7rem' }}>
              {contact.map(({ icon: Icon, text, href }) => (
                <li key={text} css={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
                  <Icon size={18} aria-hidden css={{ flex: 'none', marginTop: 3, color: brandVar('--brand-accent') }} />
                  {href ? (
                    <a href={href} css={linkStyle}>
                      {text}
                    </a>
                  ) : (
                    <span>{text}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {footer.show_newsletter !== false && (
            <section aria-labelledby="footer-newsletter">
              <h2 id="footer-newsletter" css={{ ...heading, marginBottom: '0.4rem' }}>
                {t.footerNewsletterTitle}
              </h2>
              <p css={{ margin: '0 0 0.8rem', fontSize: '0.9rem' }}>{t.footerNewsletter}</p>
              <NewsletterFormIsland source="footer" tone="dark" />
            </section>
          )}
        </div>
      </Container>
      <div css={{ borderTop: '1px solid #1e293b' }}>
        <Container css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', justifyContent: 'space-between', alignItems: 'center', padding: '1.25rem', fontSize: '0.9rem' }}>
          <p css={{ margin: 0 }}>
            © {yearOf(site.now)} {site.meta.siteName}. {t.footerRights}
          </p>
          <ul aria-label={t.footerLegal} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '1.2rem' }}>
            {bottomLinks.map((item, i) => (
              <li key={`${item.url}-${i}`}>
                <MenuLink item={item} css={linkStyle} />
              </li>
            ))}
            <li>
              <ConsentSettingsIsland css={{ ...linkStyle, font: 'inherit', background: 'none', border: 0, padding: 0, cursor: 'pointer' }} />
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
