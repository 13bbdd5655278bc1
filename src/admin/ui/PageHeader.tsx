/**
 * The top of an admin screen: the screen's h1 (e.g. 'Blog Yönetimi'), an optional line of
 * description and the screen's actions (the "new" button, refresh). The document title is
 * set by the shell's route table, not here.
 */
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '1rem', marginBottom: '1.5rem' }}>
      <div css={{ minWidth: 0 }}>
        <h1 css={{ margin: 0, fontSize: '1.6rem', fontWeight: 700 }}>{title}</h1>
        {description && <p css={(theme) => ({ margin: '0.35rem 0 0', color: theme.color.textMuted })}>{description}</p>}
      </div>
      {actions && <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>{actions}</div>}
    </header>
  );
}
