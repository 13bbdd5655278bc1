/**
 * "Önizleme bağlantısı" in a draft's form: staff make a link that shows the draft on the real
 * site to anyone who has it (a client, for approval), for a number of days they choose; they
 * copy or open it once (only its hash is stored, so it cannot be shown again), and see and
 * revoke the row's active links. Offered for resources with a public page per slug and a
 * publication flag, while the item is not published.
 */
import { Copy, ExternalLink, Eye } from 'lucide-react';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { DEFAULT_PREVIEW_DAYS, newPreviewToken, PREVIEW_DAYS, PREVIEW_TABLES, previewTokenHash, previewUrl } from '../../lib/preview-link.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { anyTable } from '../data/any-table.ts';
import { copyText } from '../media/copy-text.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button, buttonStyles } from '../ui/Button.tsx';
import { inputCss } from '../ui/input-style.ts';

interface ActiveLink {
  id: string;
  created_at: string;
  expires_at: string;
}

/** The item's public path from its config ('/blog/{slug}'), when it can be previewed. */
export function previewPath(resource: AnyResource, row: Row | null): string | undefined {
  if (!row || !resource.publicPath?.includes('{slug}') || !resource.status || !PREVIEW_TABLES.includes(resource.table)) return undefined;
  if (row[resource.status.field as string] === true) return undefined;
  const fields = [...resource.publicPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (fields.some((f) => typeof row[f] !== 'string' || row[f] === '')) return undefined;
  return resource.publicPath.replace(/\{(\w+)\}/g, (_, f: string) => encodeURIComponent(String(row[f])));
}

export function PreviewLinks({ resource, row }: { resource: AnyResource; row: Row | null }) {
  const path = previewPath(resource, row);
  if (!path || !row) return null;
  return <PreviewLinksPanel table={resource.table} rowId={row.id} path={path} />;
}

function PreviewLinksPanel({ table, rowId, path }: { table: string; rowId: string; path: string }) {
  const client = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [days, setDays] = useState<number>(DEFAULT_PREVIEW_DAYS);
  const [created, setCreated] = useState<string | undefined>();
  const [links, setLinks] = useState<ActiveLink[]>([]);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  const load = useCallback(async () => {
    const { data, error } = await anyTable(client, 'preview_links')
      .select('id, created_at, expires_at')
      .eq('table_name', table)
      .eq('row_id', rowId)
      .is('revoked_at', null)
      .gt('expires_at', new Date().toISOString())
      .order('created_at', { ascending: false });
    if (error) enqueueSnackbar('Önizleme bağlantıları yüklenemedi', { variant: 'error' });
    else setLinks(data as ActiveLink[]);
  }, [client, table, rowId, enqueueSnackbar]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create() {
    setBusy(true);
    try {
      const token = newPreviewToken();
      const { error } = await anyTable(client, 'preview_links').insert({
        table_name: table,
        row_id: rowId,
        token_hash: await previewTokenHash(token),
        expires_at: new Date(Date.now() + days * 86_400_000).toISOString(),
      });
      if (error) {
        enqueueSnackbar('Önizleme bağlantısı oluşturulamadı', { variant: 'error' });
        return;
      }
      setCreated(previewUrl(window.location.origin, path, token));
      enqueueSnackbar('Önizleme bağlantısı oluşturuldu', { variant: 'success' });
      await load();
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: string) {
    const { error } = await anyTable(client, 'preview_links').update({ revoked_at: new Date().toISOString() }).eq('id', id);
    if (error) {
      enqueueSnackbar('Bağlantı iptal edilemedi', { variant: 'error' });
      return;
    }
    enqueueSnackbar('Önizleme bağlantısı iptal edildi', { variant: 'success' });
    await load();
  }

  async function copy(url: string) {
    try {
      await copyText(url);
      enqueueSnackbar('Bağlantı kopyalandı', { variant: 'success' });
    } catch {
      enqueueSnackbar('Kopyalanamadı; bağlantıyı elle seçip kopyalayın', { variant: 'warning' });
    }
  }

  return (
    <section
      aria-labelledby={`${selectId}-title`}
      css={(theme) => ({ margin: '0 0 1.25rem', padding: '1rem', borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}`, background: theme.color.surfaceAlt })}
    >
      <h3 id={`${selectId}-title`} css={{ display: 'flex', alignItems: 'center', gap: '0.4rem', margin: '0 0 0.35rem', fontSize: '1rem' }}>
        <Eye size={16} aria-hidden="true" /> Önizleme bağlantısı
      </h3>
      <p css={(theme) => ({ margin: '0 0 0.75rem', color: theme.color.textMuted, fontSize: '0.9rem' })}>
        Taslağı sitede, oturum açmadan görüntülenebilen bir bağlantıyla paylaşın (ör. müşteri onayı için). Arama motorları bu sayfayı dizine eklemez.
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        <label htmlFor={selectId}>Geçerlilik</label>
        <select id={selectId} value={days} onChange={(e) => setDays(Number(e.target.value))} css={[inputCss(), { width: 'auto' }]}>
          {PREVIEW_DAYS.map((d) => (
            <option key={d} value={d}>
              {d} gün
            </option>
          ))}
        </select>
        <Button size="sm" variant="primary" loading={busy} onClick={() => void create()}>
          Bağlantı oluştur
        </Button>
      </div>
      {created && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginTop: '0.75rem' }}>
          <input readOnly aria-label="Yeni önizleme bağlantısı" value={created} onFocus={(e) => e.currentTarget.select()} css={[inputCss(), { flex: '1 1 20rem' }]} />
          <Button size="sm" icon={Copy} onClick={() => void copy(created)}>
            Kopyala
          </Button>
          <a href={created} target="_blank" rel="noopener noreferrer" css={[buttonStyles({ size: 'sm' }), { textDecoration: 'none' }]}>
            <ExternalLink size={14} aria-hidden="true" /> Aç
          </a>
        </div>
      )}
      {links.length > 0 && (
        <ul aria-label="Etkin önizleme bağlantıları" css={{ listStyle: 'none', margin: '0.75rem 0 0', padding: 0, display: 'grid', gap: '0.4rem' }}>
          {links.map((l) => (
            <li key={l.id} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', justifyContent: 'space-between' }}>
              <span>
                {formatDate(l.created_at, 'datetime')} tarihinde oluşturuldu · {formatDate(l.expires_at, 'datetime')} tarihine kadar geçerli
              </span>
              <Button size="sm" variant="danger" onClick={() => void revoke(l.id)}>
                İptal et
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
