/**
 * "Önizleme bağlantısı" in a draft's form: staff make a link that shows the draft on the real
 * site to anyone who has it (a client, for approval), for a number of days they choose; they
 * copy or open it once (only its hash is stored, so it cannot be shown again), and see and
 * revoke the row's active links. Offered for resources with a public page per slug and a
 * publication flag, published or not: a live item's link shows its saved draft
 * (`public.preview_row` lays the draft over the row), while its address without the link
 * keeps showing what is published. A link has a name (who it is for), a language when the item
 * has translations (the page at `/en/...` in English) and may ask for approval: the client's
 * answers ("Onaylandı – Ayşe Hanım, …") are listed here (PreviewAnswers.tsx).
 */
import { Copy, ExternalLink, Eye } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { formatDate } from '../../lib/format-date.ts';
import { DEFAULT_PREVIEW_DAYS, newPreviewToken, PREVIEW_DAYS, PREVIEW_TABLES, previewTokenHash, previewUrl } from '../../lib/preview-link.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { previewLinksData, type ActiveLink, type PreviewAnswer } from '../data/preview-links-data.ts';
import { languageAdminName, languagePath } from '../form/translation-resource.ts';
import { copyText } from '../media/copy-text.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, buttonStyles } from '../ui/Button.tsx';
import { inputCss } from '../ui/input-style.ts';
import { PreviewAnswers } from './PreviewAnswers.tsx';

/** The item's public path from its config ('/blog/{slug}'), when it can be previewed. */
export function previewPath(resource: AnyResource, row: Row | null): string | undefined {
  if (!row || !resource.publicPath?.includes('{slug}') || !resource.status || !PREVIEW_TABLES.includes(resource.table)) return undefined;
  const fields = [...resource.publicPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (fields.some((f) => typeof row[f] !== 'string' || row[f] === '')) return undefined;
  return resource.publicPath.replace(/\{(\w+)\}/g, (_, f: string) => encodeURIComponent(String(row[f])));
}

/** In a translation's tab the panel is the item's: its links in every language, this one first. */
export function PreviewLinks({ resource, row }: { resource: AnyResource; row: Row | null }) {
  const base = (resource.translation?.base ?? resource) as AnyResource;
  const baseRow = resource.translation ? resource.translation.baseRow : row;
  const path = previewPath(base, baseRow);
  if (!path || !baseRow) return null;
  const live = base.status ? baseRow[base.status.field as string] === true : false;
  return <PreviewLinksPanel resource={base} row={baseRow} live={live} preferred={resource.translation?.locale ?? DEFAULT_LANGUAGE} />;
}

/** The item's page per language it can be previewed in: Turkish, and each translation with a slug. */
function pathsByLanguage(resource: AnyResource, row: Row, slugs: Record<string, string>): Record<string, string> {
  const paths: Record<string, string> = { [DEFAULT_LANGUAGE]: previewPath(resource, row)! };
  for (const [locale, slug] of Object.entries(slugs)) {
    const path = previewPath(resource, { ...row, slug });
    if (path) paths[locale] = languagePath(path, locale);
  }
  return paths;
}

interface PanelProps {
  resource: AnyResource;
  row: Row;
  live: boolean;
  preferred: string;
}

function PreviewLinksPanel({ resource, row, live, preferred }: PanelProps) {
  const client = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const data = useMemo(() => previewLinksData(client, resource.table, row.id), [client, resource.table, row.id]);
  const [slugs, setSlugs] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | undefined>();
  const [links, setLinks] = useState<ActiveLink[]>([]);
  const [answers, setAnswers] = useState<PreviewAnswer[]>([]);
  const titleId = useId();
  const paths = pathsByLanguage(resource, row, slugs);

  const load = useCallback(async () => {
    const [active, given] = await Promise.all([data.active(), data.answers()]);
    if (active.error || given.error) enqueueSnackbar('Önizleme bağlantıları yüklenemedi', { variant: 'error' });
    else {
      setLinks(active.data);
      setAnswers(given.data);
    }
  }, [data, enqueueSnackbar]);

  useEffect(() => {
    void load();
    void data.translationSlugs().then(setSlugs);
  }, [load, data]);

  async function revoke(id: string) {
    const { error } = await data.revoke(id);
    if (error) {
      enqueueSnackbar('Bağlantı iptal edilemedi', { variant: 'error' });
      return;
    }
    enqueueSnackbar('Önizleme bağlantısı iptal edildi', { variant: 'success' });
    await load();
  }

  return (
    <section
      aria-labelledby={titleId}
      css={(theme) => ({ margin: '0 0 1.25rem', padding: '1rem', borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}`, background: theme.color.surfaceAlt })}
    >
      <h3 id={titleId} css={{ display: 'flex', alignItems: 'center', gap: '0.4rem', margin: '0 0 0.35rem', fontSize: '1rem' }}>
        <Eye size={16} aria-hidden="true" /> Önizleme bağlantısı
      </h3>
      <p css={(theme) => ({ margin: '0 0 0.75rem', color: theme.color.textMuted, fontSize: '0.9rem' })}>
        Taslağı sitede, oturum açmadan görüntülenebilen bir bağlantıyla paylaşın (ör. müşteri onayı için). Arama motorları bu sayfayı dizine eklemez.
        {live && ' Bu kayıt yayında: bağlantı kaydedilmiş taslağı gösterir, sayfanın her zamanki adresi ise yayındaki hâlini göstermeye devam eder.'}
      </p>
      <NewLinkForm
        paths={paths}
        preferred={preferred}
        onCreate={async (link, url) => {
          const { error } = await data.create(link);
          if (error) return false;
          setCreated(url);
          await load();
          return true;
        }}
      />
      {created && <CreatedLink url={created} />}
      <ActiveLinks links={links} onRevoke={(id) => void revoke(id)} />
      <PreviewAnswers answers={answers} />
    </section>
  );
}

interface NewLinkFormProps {
  /** The item's preview path per language it can be opened in. */
  paths: Record<string, string>;
  preferred: string;
  onCreate(link: Parameters<ReturnType<typeof previewLinksData>['create']>[0], url: string): Promise<boolean>;
}

/** Name, language, approval request and lifetime of a new link; "Bağlantı oluştur". */
function NewLinkForm({ paths, preferred, onCreate }: NewLinkFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [days, setDays] = useState<number>(DEFAULT_PREVIEW_DAYS);
  const [name, setName] = useState('');
  const [asks, setAsks] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // A refused creation stays under the form until the next try (never a toast for a form's error).
  const [failed, setFailed] = useState(false);
  const id = useId();
  const languages = Object.keys(paths);
  const locale = chosen && paths[chosen] ? chosen : paths[preferred] ? preferred : DEFAULT_LANGUAGE;

  async function create() {
    setBusy(true);
    setFailed(false);
    try {
      const token = newPreviewToken();
      const ok = await onCreate(
        { name: name.trim() || null, locale, asks_approval: asks, token_hash: await previewTokenHash(token), expires_at: new Date(Date.now() + days * 86_400_000).toISOString() },
        previewUrl(window.location.origin, paths[locale]!, token),
      );
      if (!ok) return setFailed(true);
      setName('');
      enqueueSnackbar('Önizleme bağlantısı oluşturuldu', { variant: 'success' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      <label htmlFor={`${id}-name`}>Bağlantının adı</label>
      <input id={`${id}-name`} value={name} maxLength={80} placeholder="ör. Müşteri – Ayşe Hanım" onChange={(e) => setName(e.target.value)} css={inputCss()} />
      <label css={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
        <input type="checkbox" checked={asks} onChange={(e) => setAsks(e.target.checked)} /> Onay iste (bağlantıyı açan kişi onaylayabilir ve yorum yazabilir)
      </label>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        {languages.length > 1 && (
          <>
            <label htmlFor={`${id}-lang`}>Dil</label>
            <select id={`${id}-lang`} value={locale} onChange={(e) => setChosen(e.target.value)} css={[inputCss(), { width: 'auto' }]}>
              {languages.map((l) => (
                <option key={l} value={l}>
                  {languageAdminName(l)}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${id}-days`}>Geçerlilik</label>
        <select id={`${id}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))} css={[inputCss(), { width: 'auto' }]}>
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
      {failed && <Alert tone="danger">Önizleme bağlantısı oluşturulamadı. Yeniden deneyin.</Alert>}
    </div>
  );
}

function CreatedLink({ url }: { url: string }) {
  const { enqueueSnackbar } = useSnackbar();
  async function copy() {
    try {
      await copyText(url);
      enqueueSnackbar('Bağlantı kopyalandı', { variant: 'success' });
    } catch {
      enqueueSnackbar('Kopyalanamadı; bağlantıyı elle seçip kopyalayın', { variant: 'warning' });
    }
  }
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginTop: '0.75rem' }}>
      <input readOnly aria-label="Yeni önizleme bağlantısı" value={url} onFocus={(e) => e.currentTarget.select()} css={[inputCss(), { flex: '1 1 20rem' }]} />
      <Button size="sm" icon={Copy} onClick={() => void copy()}>
        Kopyala
      </Button>
      <a href={url} target="_blank" rel="noopener noreferrer" css={[buttonStyles({ size: 'sm' }), { textDecoration: 'none' }]}>
        <ExternalLink size={14} aria-hidden="true" /> Aç
      </a>
    </div>
  );
}

function ActiveLinks({ links, onRevoke }: { links: ActiveLink[]; onRevoke(id: string): void }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Etkin önizleme bağlantıları" css={{ listStyle: 'none', margin: '0.75rem 0 0', padding: 0, display: 'grid', gap: '0.4rem' }}>
      {links.map((l) => (
        <li key={l.id} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', justifyContent: 'space-between' }}>
          <span>
            {l.name && <strong>{l.name} · </strong>}
            {l.locale !== DEFAULT_LANGUAGE && `${languageAdminName(l.locale)} · `}
            {l.asks_approval && 'Onay isteniyor · '}
            {formatDate(l.created_at, 'datetime')} tarihinde oluşturuldu · {formatDate(l.expires_at, 'datetime')} tarihine kadar geçerli
          </span>
          <Button size="sm" variant="danger" onClick={() => onRevoke(l.id)}>
            İptal et
          </Button>
        </li>
      ))}
    </ul>
  );
}
