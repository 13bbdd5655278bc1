/**
 * The two themes: the public site is light with the brand green, the admin is dark. Components
 * read them through Emotion's `useTheme()` / the `css` prop's theme argument, so colours and
 * spacing live here and nowhere else. The public site's brand colours and fonts are CSS
 * variables set from the site settings (src/lib/brand-theme.ts), with today's look as fallback.
 */
import { brandVar } from './brand-theme.ts';

export interface AppTheme {
  mode: 'light' | 'dark';
  color: {
    primary: string;
    primaryDark: string;
    accent: string;
    /** Text on a primary background (`strong`). */
    onPrimary: string;
    /** Background of primary buttons and badges, and its hover. */
    strong: string;
    strongHover: string;
    background: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    danger: string;
    warning: string;
    success: string;
    info: string;
  };
  font: { heading: string; body: string; fallback: string; mono: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  /** Max content width of a page section. */
  containerWidth: string;
  /** Breakpoints as media queries. */
  mq: { sm: string; md: string; lg: string };
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}

const shared = {
  font: {
    // Self-hosted in src/fonts.css, with a metric-matched fallback for the moment before it loads.
    heading: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    // The same metrics without Inter: the public site's text until Inter is loaded (src/lib/font-loading.ts).
    fallback: "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  containerWidth: '1200px',
  mq: { sm: '@media (min-width: 640px)', md: '@media (min-width: 768px)', lg: '@media (min-width: 1024px)' },
} as const;

export const publicTheme: AppTheme = {
  ...shared,
  mode: 'light',
  // The fonts chosen in the site settings; before Inter's files may load, its metric twin.
  font: { ...shared.font, heading: brandVar('--font-heading-loaded'), body: brandVar('--font-body-loaded'), fallback: brandVar('--font-body') },
  color: {
    primary: brandVar('--brand-primary'),
    // Coloured text and links on light backgrounds: readable at 4.5:1.
    primaryDark: brandVar('--brand-text'),
    accent: brandVar('--brand-accent'),
    onPrimary: brandVar('--brand-on-strong'),
    strong: brandVar('--brand-strong'),
    strongHover: brandVar('--brand-strong-hover'),
    background: '#ffffff',
    surface: '#f8fafc',
    surfaceAlt: brandVar('--brand-tint'),
    border: '#e2e8f0',
    text: '#0f172a',
    textMuted: '#475569',
    danger: '#dc2626',
    warning: '#d97706',
    success: '#059669',
    info: '#2563eb',
  },
  shadow: {
    sm: '0 1px 2px rgb(15 23 42 / 0.06)',
    md: '0 4px 16px rgb(15 23 42 / 0.08)',
    lg: '0 12px 40px rgb(15 23 42 / 0.12)',
  },
};

export const adminTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  color: {
    primary: '#10b981',
    primaryDark: '#059669',
    accent: '#34d399',
    onPrimary: '#04140d',
    strong: '#10b981',
    strongHover: '#059669',
    background: '#0b1120',
    surface: '#111827',
    surfaceAlt: '#1f2937',
    border: '#334155',
    text: '#e5e7eb',
    textMuted: '#94a3b8',
    danger: '#f87171',
    warning: '#fbbf24',
    success: '#34d399',
    info: '#60a5fa',
  },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 16px rgb(0 0 0 / 0.45)',
    lg: '0 12px 40px rgb(0 0 0 / 0.55)',
  },
};
