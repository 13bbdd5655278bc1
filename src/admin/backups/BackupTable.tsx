/** The archives, newest first, with time, size and "İndir". */
import { Download } from 'lucide-react';
import { formatDate } from '../../lib/format-date.ts';
import { formatFileSize } from '../../lib/format-file-size.ts';
import { Button } from '../ui/Button.tsx';
import { plainTableCss } from '../ui/plain-table.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import type { BackupList } from './backups-api.ts';

export function BackupTable({ backups, downloading, onDownload }: { backups: BackupList['backups']; downloading: string | null; onDownload: (name: string) => void }) {
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={plainTableCss}>
        <thead>
          <tr>
            <th scope="col">Tarih</th>
            <th scope="col">Dosya</th>
            <th scope="col">Boyut</th>
            <th scope="col">
              <VisuallyHidden>İşlem</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {backups.map((b) => (
            <tr key={b.name}>
              <td css={{ whiteSpace: 'nowrap' }}>{formatDate(b.created_at, 'datetime')}</td>
              <td css={{ overflowWrap: 'anywhere' }}>{b.name}</td>
              <td css={{ whiteSpace: 'nowrap' }}>{formatFileSize(b.bytes)}</td>
              <td css={{ textAlign: 'right' }}>
                <Button size="sm" icon={Download} loading={downloading === b.name} aria-label={`İndir: ${b.name}`} onClick={() => onDownload(b.name)}>
                  İndir
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
