/**
 * "İşlem Kaydı" (/admin/audit-log): who did what and when, from the database's append-only
 * log (public.audit_log). Filtered and paged on the server (50 a page, newest first); the CSV
 * holds every entry of the current filter. Read-only: nobody can change an entry.
 */
import { Download, ScrollText } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_TEXTS } from '../../../schema/audit-log.ts';
import { resource } from '../../../generated/admin/audit-log.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { AUDIT_PAGE_SIZE, auditLogData, type AuditEntry, type AuditFilter } from '../data/audit-log-data.ts';
import { downloadText } from '../newsletter/download-text.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { plainTableCss } from '../ui/plain-table.ts';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { auditCsv, auditFileName } from './audit-csv.ts';
import { AuditFilters, FILTER_PARAMS, filterOf } from './AuditFilters.tsx';
import { actionLabel, changeLines, tableLabel } from './audit-labels.ts';

type State = { phase: 'loading' } | { phase: 'ready'; rows: AuditEntry[]; total: number } | { phase: 'error' };

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr data-audit-id={entry.id}>
      <td css={{ whiteSpace: 'nowrap' }}>{formatDate(entry.created_at, 'datetime')}</td>
      <td>{entry.actor_email ?? AUDIT_TEXTS.system}</td>
      <td>{actionLabel(entry.action)}</td>
      <td>{tableLabel(entry.table_name)}</td>
      <td>
        {/* The record as stored (column names, values in any language): data, shown verbatim. */}
        <pre css={{ margin: 0, fontSize: '0.85rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit' }}>{changeLines(entry.changes, entry.changed_fields).join('\n')}</pre>
      </td>
      <td>{entry.ip_address ?? ''}</td>
    </tr>
  );
}

export default function AuditLogScreen() {
  const client = useAdminClient();
  const data = useMemo(() => auditLogData(client), [client]);
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const page = Math.max(0, Number(params.get('sayfa') ?? '1') - 1 || 0);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [days, setDays] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    void data.page(filter, page).then((r) => {
      if (live) setState(r.error ? { phase: 'error' } : { phase: 'ready', ...r.data });
    });
    return () => {
      live = false;
    };
  }, [data, filter, page]);

  useEffect(() => {
    void data.retentionDays().then(setDays);
  }, [data]);

  function change(key: keyof AuditFilter, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(FILTER_PARAMS[key], value);
    else next.delete(FILTER_PARAMS[key]);
    next.delete('sayfa');
    setParams(next, { replace: true });
  }

  function goTo(target: number) {
    const next = new URLSearchParams(params);
    if (target > 0) next.set('sayfa', String(target + 1));
    else next.delete('sayfa');
    setParams(next);
  }

  async function exportCsv() {
    setExporting(true);
    const r = await data.all(filter);
    setExporting(false);
    if (r.error) {
      enqueueSnackbar(AUDIT_TEXTS.exportError, { variant: 'error' });
      return;
    }
    downloadText(auditCsv(r.data), auditFileName());
  }

  const total = state.phase === 'ready' ? state.total : 0;
  const last = Math.max(0, Math.ceil(total / AUDIT_PAGE_SIZE) - 1);
  return (
    <div css={{ display: 'grid', gap: '1.5rem' }}>
      <PageHeader
        title={resource.title}
        description={days === null ? undefined : AUDIT_TEXTS.retention.replace('{days}', String(days))}
        actions={
          <Button icon={Download} loading={exporting} disabled={!total} onClick={() => void exportCsv()}>
            {AUDIT_TEXTS.exportCsv}
          </Button>
        }
      />
      <Card padding={false}>
        <AuditFilters filter={filter} onChange={change} />
        {state.phase === 'loading' && <Spinner />}
        {state.phase === 'error' && <Alert tone="danger">{AUDIT_TEXTS.loadError}</Alert>}
        {state.phase === 'ready' && state.rows.length === 0 && <EmptyState title={AUDIT_TEXTS.empty} icon={ScrollText} />}
        {state.phase === 'ready' && state.rows.length > 0 && (
          <div css={{ overflowX: 'auto' }}>
            <table css={plainTableCss}>
              <thead>
                <tr>
                  <th>{AUDIT_TEXTS.when}</th>
                  <th>{AUDIT_TEXTS.actor}</th>
                  <th>{AUDIT_TEXTS.action}</th>
                  <th>{AUDIT_TEXTS.table}</th>
                  <th>{AUDIT_TEXTS.fields}</th>
                  <th>{AUDIT_TEXTS.address}</th>
                </tr>
              </thead>
              <tbody>
                {state.rows.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > AUDIT_PAGE_SIZE && (
          <nav aria-label="Sayfalar" css={{ display: 'flex', gap: '0.75rem', alignItems: 'center', justifyContent: 'flex-end', padding: '1rem' }}>
            <Button size="sm" disabled={page === 0} onClick={() => goTo(page - 1)}>
              Önceki
            </Button>
            <span>
              {page * AUDIT_PAGE_SIZE + 1}–{Math.min(total, (page + 1) * AUDIT_PAGE_SIZE)} / {total}
            </span>
            <Button size="sm" disabled={page >= last} onClick={() => goTo(page + 1)}>
              Sonraki
            </Button>
          </nav>
        )}
      </Card>
    </div>
  );
}
