/**
 * "Yedekler" (/admin/backups), for administrators: the archives the server wrote (daily, and
 * before an upgrade), newest first, with size and time, and the schedule they follow. Taking
 * and restoring a backup are the operator's commands (npm run backup / restore), named here.
 */
import { Archive, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { formatFileSize } from '../../lib/format-file-size.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { ServerApiMissingError } from '../data/server-api.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { plainTableCss } from '../ui/plain-table.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { listBackups, type BackupList } from './backups-api.ts';

type State = { phase: 'loading' } | { phase: 'ready'; list: BackupList } | { phase: 'unavailable' } | { phase: 'error'; message: string };

function scheduleText(list: BackupList): string {
  if (!list.schedule) return `Otomatik yedek kapalı (BACKUP_SCHEDULE=off). Yedekler ${list.dir} klasöründe.`;
  return `Her gün ${list.schedule}'te (İstanbul saati) otomatik yedek alınır; en yeni ${list.keep} yedek saklanır. Yedekler ${list.dir} klasöründe.`;
}

export default function BackupsScreen() {
  const db = useAdminClient();
  const [state, setState] = useState<State>({ phase: 'loading' });

  const load = useCallback(async () => {
    try {
      const list = await listBackups(db);
      setState(list.available ? { phase: 'ready', list } : { phase: 'unavailable' });
    } catch (err) {
      if (err instanceof ServerApiMissingError) setState({ phase: 'unavailable' });
      else setState({ phase: 'error', message: (err as Error).message });
    }
  }, [db]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title="Yedekler"
        description={state.phase === 'ready' ? scheduleText(state.list) : 'Veritabanının, yüklenen dosyaların ve anahtarların yedekleri.'}
        actions={
          <Button icon={RefreshCw} onClick={() => void load()}>
            Yenile
          </Button>
        }
      />
      <Card padding={false}>
        {state.phase === 'loading' ? (
          <Spinner />
        ) : state.phase === 'unavailable' ? (
          <EmptyState icon={Archive} title="Bu sunucuda yedek listesi yok" hint="Barındırılan Supabase'de veya ayrı bir veritabanında yedekleri veritabanının sağlayıcısı alır." />
        ) : state.phase === 'error' ? (
          <Alert tone="danger">Yedekler yüklenemedi: {state.message}</Alert>
        ) : state.list.backups.length === 0 ? (
          <EmptyState icon={Archive} title="Henüz yedek yok" hint="Sunucuda npm run backup komutuyla hemen bir yedek alınabilir." />
        ) : (
          <div css={{ overflowX: 'auto' }}>
            <table css={plainTableCss}>
              <thead>
                <tr>
                  <th scope="col">Tarih</th>
                  <th scope="col">Dosya</th>
                  <th scope="col">Boyut</th>
                </tr>
              </thead>
              <tbody>
                {state.list.backups.map((b) => (
                  <tr key={b.name}>
                    <td css={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at, 'datetime')}</td>
                    <td css={{ overflowWrap: 'anywhere' }}>{b.name}</td>
                    <td css={{ whiteSpace: 'nowrap' }}>{formatFileSize(b.bytes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>
        Geri yüklemek için sunucuda: <code>npm run restore -- &lt;yedek dosyası&gt; --data-dir &lt;boş klasör&gt;</code>
      </p>
    </div>
  );
}
