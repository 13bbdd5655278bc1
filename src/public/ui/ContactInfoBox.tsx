/** The agency's e-mail, phone and address from the settings (only those that are set). */
import { Mail, MapPin, Phone } from 'lucide-react';
import { useSite } from '../site-context.tsx';

export function ContactInfoBox({ title = 'İletişim Bilgileri' }: { title?: string }) {
  const s = useSite().settings;
  const rows = [
    { icon: Phone, text: s?.contact_phone, href: s?.contact_phone ? `tel:${s.contact_phone.replace(/[^\d+]/g, '')}` : undefined },
    { icon: Mail, text: s?.contact_email, href: s?.contact_email ? `mailto:${s.contact_email}` : undefined },
    { icon: MapPin, text: s?.contact_address, href: undefined },
  ].filter((r) => r.text);
  if (!rows.length) return null;
  return (
    <aside aria-label={title} css={(theme) => ({ padding: '1.5rem', borderRadius: theme.radius.lg, border: `1px solid ${theme.color.border}`, background: '#fff' })}>
      <h2 css={{ margin: '0 0 1rem', fontSize: '1.15rem' }}>{title}</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
        {rows.map(({ icon: Icon, text, href }) => (
          <li key={text} css={{ display: 'flex', gap: '0.6rem' }}>
            <Icon size={18} aria-hidden css={(theme) => ({ color: theme.color.primaryDark, flex: 'none', marginTop: 3 })} />
            {href ? <a href={href}>{text}</a> : <span>{text}</span>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
