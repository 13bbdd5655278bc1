/**
 * Restoring stays the operator's job on the server (it replaces the whole site): the two
 * commands to copy, for the newest archive, with what they do in plain Turkish.
 */
import { Copy } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useState } from 'react';
import { copyText } from '../media/copy-text.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';

/** The restored copy's folder, next to the live one. */
const RESTORED_FOLDER = 'data-geri-yuklenen';

export function restoreLines(archive: string): string[] {
  return [`npm run restore -- ${archive} --data-dir ${RESTORED_FOLDER}`, `DATA_DIR=${RESTORED_FOLDER} npm start`];
}

export function RestoreCommands({ archive }: { archive: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [failed, setFailed] = useState(false);
  const lines = restoreLines(archive);
  const copy = () =>
    copyText(lines.join('\n')).then(
      () => {
        setFailed(false);
        enqueueSnackbar('Komutlar kopyalandı', { variant: 'success' });
      },
      () => setFailed(true),
    );
  return (
    <Card>
      <div css={{ display: 'grid', gap: '0.75rem' }}>
        <h2 css={{ margin: 0, fontSize: '1.1rem' }}>Geri yükleme</h2>
        <p css={{ margin: 0 }}>
          Geri yükleme sitenin tamamını yedekteki haline döndürür; bu yüzden buradan değil, sunucuyu yöneten kişi tarafından yapılır. Yedek, çalışan siteye dokunmadan yeni
          bir klasöre açılır, ardından site o klasörle başlatılır. Sunucuda proje klasöründe, yedek dosyası oradayken şu iki satır çalıştırılır (en yeni yedek için;
          başka bir yedek için dosya adını değiştirin):
        </p>
        <pre
          aria-label="Geri yükleme komutları"
          css={(theme) => ({ margin: 0, padding: '0.75rem 1rem', borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, overflowX: 'auto', fontSize: '0.85rem' })}
        >
          <code>{lines.join('\n')}</code>
        </pre>
        <div>
          <Button size="sm" icon={Copy} onClick={() => void copy()}>
            Komutları kopyala
          </Button>
          {failed && <span css={{ marginLeft: '0.75rem' }}>Kopyalanamadı; komutları seçip kopyalayın.</span>}
        </div>
      </div>
    </Card>
  );
}
