/** The settings screen's two badges: database connection and whether a record exists. */
import { Database, FileCheck, FilePlus } from 'lucide-react';
import { SITE_SETTINGS_TEXTS as T } from '../../../schema/site-settings.ts';
import { Badge } from '../ui/Badge.tsx';
import { InlineSpinner } from '../ui/Spinner.tsx';
import type { ConnectionState } from './use-connection.ts';

export function StatusBadges({ connection, record }: { connection: ConnectionState; record: 'exists' | 'missing' | 'unknown' }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '-0.75rem' }} aria-live="polite">
      <span data-testid="connection-badge">
        <Badge tone={connection === 'connected' ? 'success' : connection === 'disconnected' ? 'danger' : 'neutral'}>
          {connection === 'checking' ? <InlineSpinner /> : <Database size={12} aria-hidden="true" />}
          {T.connection[connection]}
        </Badge>
      </span>
      {record !== 'unknown' && (
        <span data-testid="record-badge">
          <Badge tone={record === 'exists' ? 'info' : 'warning'}>
            {record === 'exists' ? <FileCheck size={12} aria-hidden="true" /> : <FilePlus size={12} aria-hidden="true" />}
            {T.record[record]}
          </Badge>
        </span>
      )}
    </div>
  );
}
