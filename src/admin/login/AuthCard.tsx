/** The centred card of the sign-in, password-reset and set-password screens. */
import type { ReactNode } from 'react';
import { LayoutDashboard } from 'lucide-react';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <main css={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '2rem 1rem' }}>
      <title>{`${title} | Yönetim Paneli`}</title>
      <div
        css={(theme) => ({
          width: '100%',
          maxWidth: 420,
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.lg,
          boxShadow: theme.shadow.lg,
          padding: '2rem',
        })}
      >
        <div css={{ textAlign: 'center', marginBottom: '1.75rem' }}>
          <span
            aria-hidden="true"
            css={(theme) => ({
              display: 'inline-flex',
              padding: '0.75rem',
              borderRadius: theme.radius.md,
              background: `color-mix(in srgb, ${theme.color.primary} 18%, transparent)`,
              color: theme.color.primary,
            })}
          >
            <LayoutDashboard size={28} />
          </span>
          <h1 css={{ margin: '0.75rem 0 0.25rem', fontSize: '1.5rem' }}>Yönetim Paneli</h1>
          <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{subtitle}</p>
        </div>
        {children}
        <p css={{ margin: '1.5rem 0 0', textAlign: 'center', fontSize: '0.875rem' }}>
          <a href="/" css={(theme) => ({ color: theme.color.textMuted })}>
            Siteye dön
          </a>
        </p>
      </div>
    </main>
  );
}
