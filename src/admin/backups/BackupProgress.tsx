/** The backup being written now: a bar with the share read so far, and the amounts. */
import { formatFileSize } from '../../lib/format-file-size.ts';
import type { BackupRun } from './backups-api.ts';

export function BackupProgress({ run }: { run: BackupRun }) {
  // The total is measured at the start; the WAL written meanwhile can take the count past it.
  const percent = run.bytes_total > 0 ? Math.min(99, Math.floor((run.bytes_done / run.bytes_total) * 100)) : 0;
  return (
    <div css={{ display: 'grid', gap: '0.5rem', padding: '1rem' }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', flexWrap: 'wrap' }}>
        <strong>Yedek alınıyor…</strong>
        <span>
          %{percent} · {formatFileSize(run.bytes_done)} / yaklaşık {formatFileSize(run.bytes_total)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Yedekleme ilerlemesi"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        css={(theme) => ({ height: '0.6rem', borderRadius: 999, background: theme.color.surfaceAlt, overflow: 'hidden' })}
      >
        <div css={(theme) => ({ width: `${percent}%`, height: '100%', background: theme.color.primary, transition: 'width 0.3s' })} />
      </div>
      <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>
        Site bu sırada çalışmaya devam eder. Bu sayfadan ayrılabilirsiniz; yedek sunucuda tamamlanır.
      </p>
    </div>
  );
}
