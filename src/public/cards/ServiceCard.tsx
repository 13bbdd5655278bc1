/** A service as a card: icon on its colour gradient, price, title, description, first features. */
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contentPath } from '../../../generated/public-content.ts';
import { SERVICE_COLORS } from '../../../schema/options/service-colors.ts';
import { iconByName } from '../../lib/icons.ts';
import type { ServiceCardRow } from '../data/content.ts';

export function serviceGradient(color: string | null | undefined): string {
  const c = SERVICE_COLORS.find((s) => s.value === color) ?? SERVICE_COLORS[0];
  return `linear-gradient(135deg, ${c.gradient.from}, ${c.gradient.to})`;
}

export function ServiceIcon({ icon, color, size = 56 }: { icon: string | null; color: string | null; size?: number }) {
  const Icon = iconByName(icon);
  return (
    <span aria-hidden="true" css={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: size, height: size, borderRadius: 14, background: serviceGradient(color), color: '#fff', flex: 'none' }}>
      <Icon size={size * 0.5} />
    </span>
  );
}

export function ServiceCard({ service, features = 3 }: { service: ServiceCardRow; features?: number }) {
  return (
    <article css={(theme) => ({ height: '100%', display: 'flex', flexDirection: 'column', gap: '1rem', padding: '1.75rem', borderRadius: theme.radius.lg, background: '#fff', border: `1px solid ${theme.color.border}`, boxShadow: theme.shadow.sm, transition: 'transform 0.15s, box-shadow 0.15s', '&:hover': { transform: 'translateY(-3px)', boxShadow: theme.shadow.md } })}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '1rem' }}>
        <ServiceIcon icon={service.icon} color={service.color} />
        <span css={(theme) => ({ fontWeight: 700, color: theme.color.primaryDark, textAlign: 'right' })}>{service.price}</span>
      </div>
      <h3 css={{ margin: 0, fontSize: '1.25rem' }}>{service.title}</h3>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{service.description}</p>
      {service.features.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.4rem' }}>
          {service.features.slice(0, features).map((f) => (
            <li key={f} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontSize: '0.95rem' }}>
              <Check size={16} aria-hidden css={(theme) => ({ color: theme.color.primaryDark, flex: 'none' })} />
              {f}
            </li>
          ))}
        </ul>
      )}
      <Link to={contentPath('services', service.slug)} aria-label={`Detayları Gör: ${service.title}`} css={(theme) => ({ marginTop: 'auto', display: 'inline-flex', alignItems: 'center', gap: '0.4rem', fontWeight: 700, color: theme.color.primaryDark, textDecoration: 'none' })}>
        Detayları Gör <ArrowRight size={16} aria-hidden />
      </Link>
    </article>
  );
}
