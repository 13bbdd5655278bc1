/**
 * Contact: the form, the agency's details and working hours (site settings), the map, then the
 * blocks of the CMS page 'contact' (its quick answers, a faq block staff edit); that page's
 * title and excerpt are the title band's.
 */
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { ContactFormIsland, ContactMapIsland } from '../islands/parts.tsx';
import type { PageBlockEntry } from '../../../generated/blocks.ts';
import { BlockCollectionsContext } from '../block-list/BlockCollectionsContext.tsx';
import { PageBlocks, visibleBlocks } from '../block-list/PageBlocks.tsx';
import type { ContactData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { PageHero } from '../ui/PageHero.tsx';

const DEFAULTS = { address: 'Levent, İstanbul', phone: '+90 212 555 01 23', email: 'merhaba@yesildijital.com.tr' };

export default function ContactPage({ data }: PageProps<ContactData>) {
  const site = useSite();
  const s = site.settings;
  const phone = s?.contact_phone || DEFAULTS.phone;
  const email = s?.contact_email || DEFAULTS.email;
  const address = s?.contact_address || DEFAULTS.address;
  const hours = (s?.working_hours ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const cards = [
    { icon: MapPin, title: 'Adres', lines: [address] },
    { icon: Phone, title: 'Telefon', lines: [phone], href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    { icon: Mail, title: 'E-posta', lines: [email], href: `mailto:${email}` },
    ...(hours.length ? [{ icon: Clock, title: 'Çalışma Saatleri', lines: hours }] : []),
  ];
  const page = data.page;
  const blocks = visibleBlocks(page?.blocks as PageBlockEntry[] | null | undefined);
  return (
    <>
      <PageHero title={page?.title || STATIC_PAGES.contact.title} subtitle={page ? page.excerpt : STATIC_PAGES.contact.description} />
      <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', padding: '3rem 1.25rem', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } })}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" css={{ marginTop: 0 }}>Bize Yazın</h2>
          <p css={(theme) => ({ color: theme.color.textMuted, marginTop: 0 })}>Formu doldurun, en kısa sürede size dönelim. * ile işaretli alanlar zorunludur.</p>
          <ContactFormIsland />
        </section>
        <section aria-labelledby="contact-info-title" css={{ display: 'grid', gap: '1rem', alignContent: 'start' }}>
          <h2 id="contact-info-title" css={{ margin: 0 }}>İletişim Bilgileri</h2>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.8rem' }}>
            {cards.map(({ icon: Icon, title, lines, href }) => (
              <li key={title} css={(theme) => ({ display: 'flex', gap: '0.9rem', padding: '1.1rem', borderRadius: theme.radius.lg, border: `1px solid ${theme.color.border}`, background: '#fff' })}>
                <Icon size={22} aria-hidden css={(theme) => ({ color: theme.color.primaryDark, flex: 'none', marginTop: 2 })} />
                <div>
                  <h3 css={{ margin: '0 0 0.2rem', fontSize: '1rem' }}>{title}</h3>
                  {lines.map((l) => (
                    <p key={l} css={{ margin: 0 }}>
                      {href ? <a href={href}>{l}</a> : l}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <Container css={{ paddingBottom: '2rem' }}>
        <ContactMapIsland address={address} />
      </Container>
      {blocks.length > 0 && (
        <BlockCollectionsContext value={data.collections}>
          <PageBlocks blocks={blocks} />
        </BlockCollectionsContext>
      )}
    </>
  );
}
