/** The user's authenticator apps with their state, each removable after a confirmation. */
import type { Factor } from '@supabase/supabase-js';
import { Smartphone, Trash2 } from 'lucide-react';
import { formatDate } from '../../lib/format-date.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';

export function FactorList({ factors, onRemove }: { factors: Factor[]; onRemove: (factor: Factor) => void }) {
  if (factors.length === 0) {
    return <EmptyState icon={Smartphone} title="Henüz doğrulama uygulaması eklenmedi" hint="Girişte şifrenize ek olarak bir kod istemek için uygulama ekleyin." />;
  }
  return (
    <ul data-testid="factor-list" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {factors.map((f) => (
        <li
          key={f.id}
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: '0.85rem',
            padding: '0.85rem 0',
            '& + &': { borderTop: `1px solid ${theme.color.border}` },
          })}
        >
          <Smartphone size={20} aria-hidden="true" />
          <div css={{ flex: 1, minWidth: 0 }}>
            <p css={{ margin: 0, fontWeight: 600 }}>{f.friendly_name || 'Kimlik doğrulama uygulaması'}</p>
            <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>Eklenme: {formatDate(f.created_at, 'datetime')}</p>
          </div>
          {f.status === 'verified' ? <Badge tone="success">Doğrulandı</Badge> : <Badge tone="warning">Doğrulanmadı</Badge>}
          <Button size="sm" variant="ghost" icon={Trash2} onClick={() => onRemove(f)}>
            Kaldır
          </Button>
        </li>
      ))}
    </ul>
  );
}
