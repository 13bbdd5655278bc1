/**
 * Confirms deleting a library file. A file in use is named with every place it appears, and
 * deleting it needs a ticked "delete anyway" on top of the button, since those pages lose it.
 */
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { Modal } from '../ui/Modal.tsx';
import { usageWarning, type MediaUsage } from './media-usages.ts';

export interface MediaDeleteDialogProps {
  open: boolean;
  /** The plain question for an unused file. */
  message: string;
  /** undefined while still being looked up: deleting waits for it. */
  usages: MediaUsage[] | undefined;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function MediaDeleteDialog({ open, message, usages, onConfirm, onCancel }: MediaDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [anyway, setAnyway] = useState(false);
  const used = (usages?.length ?? 0) > 0;
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setAnyway(false);
    onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={used ? 'Kullanılan dosya silinsin mi?' : 'Emin misiniz?'}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="ghost" onClick={cancel} disabled={busy}>
            İptal
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy} disabled={usages === undefined || (used && !anyway)}>
            {used ? 'Yine de sil' : 'Sil'}
          </Button>
        </>
      }
    >
      {used ? (
        <div css={{ display: 'grid', gap: '0.75rem' }}>
          <p css={{ margin: 0 }}>{usageWarning(usages!)}</p>
          <p css={{ margin: 0 }}>Silerseniz bu yerlerde dosya görünmez.</p>
          <Checkbox label="Kullanıldığını biliyorum, yine de sil" checked={anyway} onChange={(e) => setAnyway(e.target.checked)} />
        </div>
      ) : (
        <p css={{ margin: 0 }}>{usages === undefined ? 'Kullanıldığı yerler aranıyor...' : message}</p>
      )}
    </Modal>
  );
}
