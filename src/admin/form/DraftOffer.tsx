/** The offer of unsaved edits found from an earlier visit: restore them or discard them. */
import { formatDate } from '../../lib/format-date.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { LocalDraft } from './use-local-draft.ts';

export const DRAFT_TITLE = 'Kaydedilmemiş değişiklikleriniz var';

export function DraftOffer({ draft, serverChanged, onRestore, onDiscard }: { draft: LocalDraft; serverChanged: boolean; onRestore(): void; onDiscard(): void }) {
  return (
    <Alert
      tone="warning"
      title={DRAFT_TITLE}
      action={
        <span css={{ display: 'inline-flex', gap: '0.5rem' }}>
          <Button size="sm" variant="primary" onClick={onRestore}>
            Geri yükle
          </Button>
          <Button size="sm" onClick={onDiscard}>
            Yoksay
          </Button>
        </span>
      }
    >
      {`Bu formda ${formatDate(draft.savedAt, 'datetime')} tarihinde kaydedilmemiş değişiklikler bırakılmış.`}
      {serverChanged && ' Kayıt o zamandan beri kaydedildi; geri yüklerseniz kaydedilen hâlinin üzerine yazılır.'}
    </Alert>
  );
}
