/**
 * Newsletter subscribers (/admin/newsletter): the stats cards (pending / active / unsubscribed
 * of the double opt-in), a Turkish-aware search over e-mail and name, a status filter with
 * each status's count, the table with a status selector per row that saves at once, delete
 * with confirmation, and the CSV export (the consent record) of the rows currently shown.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { Download, Mail } from 'lucide-react';
import { NEWSLETTER_TEXTS, SUBSCRIBER_STATUS_OPTIONS, type SubscriberStatus } from '../../../schema/newsletter-subscribers.ts';
import { resource } from '../../../generated/admin/newsletter.ts';
import { matchesSearch } from '../../lib/turkish-search.ts';
import { downloadText } from '../newsletter/download-text.ts';
import { SelectField } from '../newsletter/SelectField.tsx';
import { subscriberStats } from '../newsletter/subscriber-stats.ts';
import { exportFileName, subscribersCsv } from '../newsletter/subscribers-csv.ts';
import { SubscriberStatsCards } from '../newsletter/SubscriberStatsCards.tsx';
import { SubscriberTable } from '../newsletter/SubscriberTable.tsx';
import { useSubscribers, type SubscriberRow } from '../newsletter/use-subscribers.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useOpenedSearch } from '../search/use-opened-search.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';


export default function NewsletterScreen() {
  const { enqueueSnackbar } = useSnackbar();
  const subscribers = useSubscribers();
  // Opened from the admin search box: the subscriber's e-mail searched.
  const { query, setQuery } = useOpenedSearch();
  const [status, setStatus] = useState<'all' | SubscriberStatus>('all');
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<SubscriberRow | null>(null);
  const m = resource.messages;
  const search = resource.search!;

  useEffect(() => {
    if (subscribers.error) enqueueSnackbar(m.loadError, { variant: 'error' });
  }, [subscribers.error, enqueueSnackbar, m.loadError]);

  const stats = useMemo(() => subscriberStats(subscribers.rows), [subscribers.rows]);
  const shown = useMemo(
    () => subscribers.rows.filter((r) => (status === 'all' || r.status === status) && matchesSearch(query, r.email, r.name)),
    [subscribers.rows, status, query],
  );
  const filtering = query.trim() !== '' || status !== 'all';
  const statusFilters = useMemo(() => {
    const count = (value: string) => subscribers.rows.filter((r) => r.status === value).length;
    return [{ value: 'all', label: `Tümü (${subscribers.rows.length})` }, ...SUBSCRIBER_STATUS_OPTIONS.map((o) => ({ value: o.value, label: `${o.label} (${count(o.value)})` }))];
  }, [subscribers.rows]);

  async function changeStatus(row: SubscriberRow, next: SubscriberStatus) {
    setSaving((s) => new Set(s).add(row.id));
    try {
      await subscribers.setStatus(row.id, next);
      enqueueSnackbar(m.updated, { variant: 'success' });
    } catch (err) {
      console.error('subscriber status', err);
      enqueueSnackbar(m.saveError, { variant: 'error' });
    } finally {
      setSaving((s) => {
        const rest = new Set(s);
        rest.delete(row.id);
        return rest;
      });
    }
  }

  async function remove(row: SubscriberRow) {
    try {
      await subscribers.remove(row.id);
    } catch (err) {
      console.error('subscriber delete', err);
      enqueueSnackbar(m.deleteError, { variant: 'error' });
      return;
    }
    setDeleting(null);
    enqueueSnackbar(m.deleted, { variant: 'success' });
  }

  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title={resource.title}
        description="Bültene abone olan e-posta adresleri. Yeni kayıtlar, e-postadaki onay bağlantısı açılana kadar onay bekler."
        actions={
          <Button icon={Download} disabled={!shown.length} onClick={() => downloadText(subscribersCsv(shown), exportFileName())}>
            {NEWSLETTER_TEXTS.exportLabel}
          </Button>
        }
      />
      <SubscriberStatsCards stats={subscribers.loading ? undefined : stats} />
      <Card padding={false}>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end', padding: '1rem 1.25rem', borderBottom: `1px solid ${theme.color.border}` })}>
          <div css={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
            <TextField label="Ara" type="search" placeholder={search.placeholder} value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <SelectField label="Durum" options={statusFilters} value={status} onChange={(e) => setStatus(e.target.value as 'all' | SubscriberStatus)} />
        </div>
        {subscribers.loading ? (
          <Spinner />
        ) : shown.length ? (
          <SubscriberTable rows={shown} saving={saving} onStatus={(row, next) => void changeStatus(row, next)} onDelete={setDeleting} />
        ) : (
          <EmptyState icon={Mail} title={search.emptyText} hint={filtering ? 'Arama kriterlerini değiştirmeyi deneyin.' : undefined} />
        )}
      </Card>
      <ConfirmDialog open={deleting !== null} message={m.deleteConfirm} onConfirm={() => (deleting ? remove(deleting) : undefined)} onCancel={() => setDeleting(null)} />
    </div>
  );
}
