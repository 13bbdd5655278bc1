/**
 * A message box inside a screen: an error that replaces content that failed to load, a
 * warning, a hint. Danger alerts are announced immediately (role="alert"), others politely.
 */
import type { Theme } from '@emotion/react';
import type { LucideIcon } from 'lucide-react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const ICON: Record<AlertTone, LucideIcon> = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

function toneColor(theme: Theme, tone: AlertTone): string {
  return { info: theme.color.info, success: theme.color.success, warning: theme.color.warning, danger: theme.color.danger }[tone];
}

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links on the right. */
  action?: ReactNode;
}

export function Alert({ tone = 'info', title, children, action }: AlertProps) {
  const Icon = ICON[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      css={(theme) => {
        const c = toneColor(theme, tone);
        return {
          display: 'flex',
          alignItems: 'flex-start',
          gap: '0.75rem',
          padding: '0.85rem 1rem',
          borderRadius: theme.radius.md,
          border: `1px solid color-mix(in srgb, ${c} 45%, transparent)`,
          background: `color-mix(in srgb, ${c} 12%, transparent)`,
          '& > svg': { color: c, flexShrink: 0, marginTop: 2 },
        };
      }}
    >
      <Icon size={18} aria-hidden="true" />
      <div css={{ flex: 1, minWidth: 0, fontSize: '0.9rem' }}>
        {title && <strong css={{ display: 'block', marginBottom: children ? '0.2rem' : 0 }}>{title}</strong>}
        {children}
      </div>
      {action && <div css={{ flexShrink: 0 }}>{action}</div>}
    </div>
  );
}
