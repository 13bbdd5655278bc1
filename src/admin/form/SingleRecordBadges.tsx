/**
 * A global's badges under its title: the database connection (when its schema asks for one)
 * and whether its record exists (saving updates it) or not yet (the first save inserts it).
 */
import { Database, FileCheck, FilePlus } from 'lucide-react';
import type { AnyGlobal } from '../resource/types.ts';
import { Badge } from '../ui/Badge.tsx';
import { InlineSpinner } from '../ui/Spinner.tsx';

export type ConnectionState = 'checking' | 'connected' | 'disconnected';

export function SingleRecordBadges({ texts, connection, record }: { texts: AnyGlobal['single']; connection: ConnectionState; record: 'exists' | 'missing' | 'unknown' }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '-0.75rem 0 1.25rem' }} aria-live="polite">
      {texts.connection && (
        <span data-testid="connection-badge">
          <Badge tone={connection === 'connected' ? 'success' : connection === 'disconnected' ? 'danger' : 'neutral'}>
            {connection === 'checking' ? <InlineSpinner /> : <Database size={12} aria-hidden="true" />}
            {texts.connection[connection]}
          </Badge>
        </span>
      )}
      {record !== 'unknown' && (
        <span data-testid="record-badge">
          <Badge tone={record === 'exists' ? 'info' : 'warning'}>
            {record === 'exists' ? <FileCheck size={12} aria-hidden="true" /> : <FilePlus size={12} aria-hidden="true" />}
            {texts[record]}
          </Badge>
        </span>
      )}
    </div>
  );
}
