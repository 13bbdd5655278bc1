/**
 * "Yedekler" (/admin/backups), for administrators: the archives the server wrote (daily, before
 * an upgrade, and from here with "Şimdi yedek al"), newest first, with time, size and "İndir";
 * the schedule and how many are kept; while one is written, its progress. Restoring stays the
 * operator's command, shown to copy. No server path is shown: archives go by their file name.
 */
import { Archive, DatabaseBackup, RefreshCw } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { ServerApiError, ServerApiMissingError } from '../data/server-api.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { BackupProgress } from './BackupProgress.tsx';
import { BackupTable } from './BackupTable.tsx';
import { downloadAddress, listBackups, startBackup, type BackupList } from './backups-api.ts';
import { RestoreCommands } from './RestoreCommands.tsx';

type State = { phase: 'loading' } | { phase: 'ready'; list: BackupList } | { phase: 'unavailable' } | { phase: 'error'; message: string };

/** How often the screen asks for the progress of a backup being written. */
const PROGRESS_POLL_MS = 1000;

function scheduleText(list: BackupList): string {
  if (!list.schedule) return 'Otomatik yedek kapalı; buradan alınan yedekler kendiliğinden silinmez.';
  return `Her gün ${list.schedule}'te (İstanbul saati) otomatik yedek alınır. En yeni ${list.keep} yedek saklanır; daha eskileri otomatik yedekten sonra silinir.`;
}

function refusalText(err: unknown): string {
  if (err instanceof ServerApiError && err.code === 'backup_running') return 'Şu anda başka bir yedek alınıyor (otomatik yedek olabilir); bittiğinde yeniden deneyin.';
  return `İşlem yapılamadı: ${(err as Error).message}`;
}

/** Starts the browser's own download of the archive (streamed to disk, never held in the page). */
function saveFrom(address: string, name: string): void {
  const a = document.createElement('a');
  a.href = address;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export default function BackupsScreen() {
  const db = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const wasRunning = useRef(false);

  const show = useCallback(
    (list: BackupList) => {
      if (wasRunning.current && !list.running) {
        if (list.last_failure) setProblem(`Yedek alınamadı; sunucuyu yöneten kişiye haber verin. Ayrıntı: ${list.last_failure.message}`);
        else enqueueSnackbar('Yedek alındı', { variant: 'success' });
      }
      wasRunning.current = Boolean(list.running);
      setState(list.available ? { phase: 'ready', list } : { phase: 'unavailable' });
    },
    [enqueueSnackbar],
  );

  const load = useCallback(async () => {
    try {
      show(await listBackups(db));
    } catch (err) {
      if (err instanceof ServerApiMissingError) setState({ phase: 'unavailable' });
      else setState({ phase: 'error', message: (err as Error).message });
    }
  }, [db, show]);

  useEffect(() => {
    void load();
  }, [load]);

  const running = state.phase === 'ready' ? state.list.running : null;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => void load(), PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, load]);

  const takeNow = async () => {
    setProblem(null);
    try {
      show(await startBackup(db));
    } catch (err) {
      setProblem(refusalText(err));
    }
  };

  const download = async (name: string) => {
    setProblem(null);
    setDownloading(name);
    try {
      saveFrom(await downloadAddress(db, name), name);
    } catch (err) {
      setProblem(refusalText(err));
    } finally {
      setDownloading(null);
    }
  };

  const list = state.phase === 'ready' ? state.list : null;
  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title="Yedekler"
        description={list ? scheduleText(list) : 'Veritabanının, yüklenen dosyaların ve anahtarların yedekleri.'}
        actions={
          <>
            {list && (
              <Button variant="primary" icon={DatabaseBackup} loading={Boolean(running)} onClick={() => void takeNow()}>
                Şimdi yedek al
              </Button>
            )}
            <Button icon={RefreshCw} onClick={() => void load()}>
              Yenile
            </Button>
          </>
        }
      />
      {problem && <Alert tone="danger" action={<Button size="sm" onClick={() => setProblem(null)}>Kapat</Button>}>{problem}</Alert>}
      <Card padding={false}>
        {state.phase === 'loading' ? (
          <Spinner />
        ) : state.phase === 'unavailable' ? (
          <EmptyState icon={Archive} title="Bu sunucuda yedek listesi yok" hint="Barındırılan Supabase'de veya ayrı bir veritabanında yedekleri veritabanının sağlayıcısı alır." />
        ) : state.phase === 'error' ? (
          <Alert tone="danger">Yedekler yüklenemedi: {state.message}</Alert>
        ) : (
          <>
            {running && <BackupProgress run={running} />}
            {state.list.backups.length === 0 ? (
              !running && <EmptyState icon={Archive} title="Henüz yedek yok" hint={'"Şimdi yedek al" ile hemen bir yedek alabilirsiniz.'} />
            ) : (
              <BackupTable backups={state.list.backups} downloading={downloading} onDownload={(name) => void download(name)} />
            )}
          </>
        )}
      </Card>
      {list && list.backups[0] && <RestoreCommands archive={list.backups[0].name} />}
      {list?.backups[0] && (
        <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>
          En yeni yedek: {formatDate(list.backups[0].created_at, 'datetime')}. Yedekler veritabanı parolalarını ve anahtarları da içerir; indirdiğiniz dosyayı güvenli bir yerde saklayın.
        </p>
      )}
    </div>
  );
}
