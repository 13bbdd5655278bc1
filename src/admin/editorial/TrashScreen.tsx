/**
 * "Çöp Kutusu" (/admin/trash): every deleted content row still kept (deletes in
 * content_revisions not yet restored), newest first, with its type, title, who deleted it and
 * when; a type filter in the URL (?tur=blog_posts); "Geri yükle" puts the row back with its id
 * (a clash such as a slug taken since is the database's Turkish message, and nothing is
 * lost); "Kalıcı olarak sil" removes it and its history after a confirmation. One screen for
 * every type, as WordPress users know the trash, so that list screens never read the history.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { RotateCcw, Trash } from 'lucide-react';
import { REVISION_TEXTS } from '../../../schema/content-revisions.ts';
import { resource } from '../../../generated/admin/trash.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { formatRelative } from '../dashboard/relative-time.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { loadTrash, purgeRow, restoreRevision, type Revision } from './revision-data.ts';
import { trashKinds, trashTitle, type TrashKind } from './trash-kinds.ts';
import { DEFAULT_RETENTION, TrashRetention, type Retention } from './TrashRetention.tsx';

const cell = { padding: '0.6rem 0.75rem', textAlign: 'left' as const, verticalAlign: 'middle' as const };

export default function TrashScreen() {
  const client = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const [items, setItems] = useState<Revision[] | null>(null);
  const [kinds, setKinds] = useState<Map<string, TrashKind>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const [purging, setPurging] = useState<Revision | null>(null);
  const [retention, setRetention] = useState<Retention>(DEFAULT_RETENTION);
  const type = params.get('tur') ?? '';

  const reload = useCallback(async () => {
    const result = await loadTrash(client);
    if (result.error) {
      enqueueSnackbar(resource.messages.loadError, { variant: 'error' });
      setItems([]);
      return;
    }
    setKinds(await trashKinds([...new Set(result.data.map((r) => r.table_name))]));
    setItems(result.data);
  }, [client, enqueueSnackbar]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const shown = useMemo(() => (items ?? []).filter((r) => !type || r.table_name === type), [items, type]);
  const types = useMemo(() => [...new Set((items ?? []).map((r) => r.table_name))], [items]);

  async function restore(item: Revision) {
    setBusy(item.id);
    const result = await restoreRevision(client, item.id);
    setBusy(null);
    if (result.error) {
      enqueueSnackbar(result.error.message || REVISION_TEXTS.restoreError, { variant: 'error' });
      return;
    }
    enqueueSnackbar(REVISION_TEXTS.trashRestored, { variant: 'success' });
    setItems((list) => (list ?? []).filter((r) => r.id !== item.id));
  }

  async function purge() {
    if (!purging) return;
    const result = await purgeRow(client, purging.table_name, purging.row_id);
    if (result.error) {
      enqueueSnackbar(resource.messages.deleteError, { variant: 'error' });
      return;
    }
    enqueueSnackbar(REVISION_TEXTS.trashPurged, { variant: 'success' });
    const gone = purging;
    setPurging(null);
    setItems((list) => (list ?? []).filter((r) => !(r.table_name === gone.table_name && r.row_id === gone.row_id)));
  }

  const onRetention = useCallback((r: Retention) => setRetention(r), []);

  return (
    <div css={{ display: 'grid', gap: '1.5rem' }}>
      <PageHeader title={resource.title} description={REVISION_TEXTS.trashNote.replace('{days}', String(retention.days))} />
      <Card padding={false}>
        <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'center', padding: '1rem' }}>
          <label htmlFor="trash-type" css={{ fontWeight: 600, fontSize: '0.9rem' }}>
            Tür
          </label>
          <select
            id="trash-type"
            value={type}
            onChange={(e) => setParams(e.target.value ? { tur: e.target.value } : {}, { replace: true })}
            css={(theme) => ({ padding: '0.45rem 0.6rem', font: 'inherit', color: theme.color.text, background: theme.color.background, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.sm })}
          >
            <option value="">Tümü</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {kinds.get(t)?.singular ?? t}
              </option>
            ))}
          </select>
        </div>
        {items === null ? (
          <Spinner />
        ) : shown.length === 0 ? (
          <EmptyState title={REVISION_TEXTS.trashEmpty} icon={Trash} />
        ) : (
          <div css={{ overflowX: 'auto' }}>
            <table css={(theme) => ({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem', 'th, td': { borderTop: `1px solid ${theme.color.border}` } })}>
              <thead>
                <tr>
                  <th css={cell}>Tür</th>
                  <th css={cell}>Başlık</th>
                  <th css={cell}>Silen</th>
                  <th css={cell}>Silinme</th>
                  <th css={cell}>
                    <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((item) => {
                  const kind = kinds.get(item.table_name);
                  const title = trashTitle(kind, item.data as Record<string, unknown>);
                  return (
                    <tr key={item.id} data-row-id={item.row_id}>
                      <td css={cell}>{kind ? <Link to={`/admin/${kind.route}`}>{kind.singular}</Link> : item.table_name}</td>
                      <td css={[cell, { fontWeight: 600 }]}>{title}</td>
                      <td css={cell}>{item.changed_by_email ?? REVISION_TEXTS.unknownAuthor}</td>
                      <td css={cell} title={formatDate(item.changed_at, 'datetime')}>
                        {formatRelative(item.changed_at)}
                        <span css={(theme) => ({ display: 'block', fontSize: '0.8rem', color: theme.color.textMuted })}>{formatDate(item.changed_at, 'datetime')}</span>
                      </td>
                      <td css={[cell, { whiteSpace: 'nowrap', textAlign: 'right' }]}>
                        <span css={{ display: 'inline-flex', gap: '0.5rem' }}>
                          <Button size="sm" icon={RotateCcw} loading={busy === item.id} onClick={() => void restore(item)} aria-label={`${title}: ${REVISION_TEXTS.trashRestore}`}>
                            {REVISION_TEXTS.trashRestore}
                          </Button>
                          <Button size="sm" variant="danger" icon={Trash} onClick={() => setPurging(item)} aria-label={`${title}: ${REVISION_TEXTS.trashPurge}`}>
                            {REVISION_TEXTS.trashPurge}
                          </Button>
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <TrashRetention onLoaded={onRetention} />
      <ConfirmDialog open={purging !== null} message={REVISION_TEXTS.trashPurgeConfirm} confirmLabel={REVISION_TEXTS.trashPurge} onConfirm={purge} onCancel={() => setPurging(null)} />
    </div>
  );
}
