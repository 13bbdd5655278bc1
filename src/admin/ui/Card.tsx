/**
 * A surface that groups related content: a dashboard block, a settings section, an item of a
 * card grid. With `title` it renders a header (h2 by default; `headingLevel` changes it) and
 * optional `actions` on the right. `padding={false}` lets tables and lists run edge to edge.
 */
import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  padding?: boolean;
  children?: ReactNode;
}

export function Card({ title, description, actions, headingLevel = 2, padding = true, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      css={(theme) => ({
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
        boxShadow: theme.shadow.sm,
        minWidth: 0,
      })}
      {...rest}
    >
      {(title || actions) && (
        <header
          css={(theme) => ({
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: '1rem',
            padding: '1rem 1.25rem',
            borderBottom: children ? `1px solid ${theme.color.border}` : undefined,
          })}
        >
          <div css={{ minWidth: 0 }}>
            {title && <Heading css={{ margin: 0, fontSize: '1.05rem', fontWeight: 600 }}>{title}</Heading>}
            {description && <p css={(theme) => ({ margin: '0.25rem 0 0', color: theme.color.textMuted, fontSize: '0.875rem' })}>{description}</p>}
          </div>
          {actions && <div css={{ display: 'flex', gap: '0.5rem', flexShrink: 0 }}>{actions}</div>}
        </header>
      )}
      {children && <div css={{ padding: padding ? '1.25rem' : 0 }}>{children}</div>}
    </section>
  );
}
