/**
 * The subscribers table: e-mail, name, a status selector that saves on change, source,
 * subscribe date and a delete button. The table scrolls sideways on narrow screens.
 */
import { Trash2 } from 'lucide-react';
import { SUBSCRIBER_STATUS_OPTIONS, subscriberSourceLabel, type SubscriberStatus } from '../../../schema/newsletter-subscribers.ts';
import { formatDate } from '../../lib/format-date.ts';
import { IconButton } from '../ui/Button.tsx';
import { selectStyles } from './SelectField.tsx';
import type { SubscriberRow } from './use-subscribers.ts';

export interface SubscriberTableProps {
  rows: SubscriberRow[];
  /** Ids whose status change is being saved. */
  saving: ReadonlySet<string>;
  onStatus: (row: SubscriberRow, status: SubscriberStatus) => void;
  onDelete: (row: SubscriberRow) => void;
}

const HEADERS = ['E-posta', 'Ad', 'Durum', 'Kaynak', 'Abone Olma Tarihi', 'İşlemler'];

export function SubscriberTable({ rows, saving, onStatus, onDelete }: SubscriberTableProps) {
  return (
    <div css={{ overflowX: 'auto' }}>
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.9rem',
          'th, td': { padding: '0.7rem 1rem', textAlign: 'left', borderBottom: `1px solid ${theme.color.border}`, verticalAlign: 'middle' },
          th: { fontSize: '0.8rem', fontWeight: 600, color: theme.color.textMuted, background: theme.color.surfaceAlt, whiteSpace: 'nowrap' },
          'tbody tr:hover': { background: `color-mix(in srgb, ${theme.color.surfaceAlt} 50%, transparent)` },
          'tbody tr:last-of-type td': { borderBottom: 'none' },
        })}
      >
        <thead>
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td css={{ fontWeight: 600, wordBreak: 'break-all' }}>
                <a href={`mailto:${row.email}`} css={(theme) => ({ color: theme.color.text })}>
                  {row.email}
                </a>
              </td>
              <td>{row.name ?? <span css={(theme) => ({ color: theme.color.textMuted })}>—</span>}</td>
              <td>
                <select
                  aria-label={`${row.email} durumu`}
                  value={row.status}
                  disabled={saving.has(row.id)}
                  onChange={(e) => onStatus(row, e.target.value as SubscriberStatus)}
                  css={selectStyles}
                >
                  {SUBSCRIBER_STATUS_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>{subscriberSourceLabel(row.source) ?? '—'}</td>
              <td css={{ whiteSpace: 'nowrap' }}>{formatDate(row.subscribed_at)}</td>
              <td>
                <IconButton icon={Trash2} label={`${row.email} aboneliğini sil`} size="sm" onClick={() => onDelete(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
