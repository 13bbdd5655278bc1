/**
 * Asks before something that cannot be undone (deleting a row, removing an authenticator).
 * `onConfirm` may return a promise: while it runs the confirm button shows a spinner and the
 * dialog cannot be dismissed. The parent closes the dialog (usually in `onConfirm` on success
 * or in `onCancel`).
 */
import { useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  /** The question, e.g. 'Bu sayfayı silmek istediğinizden emin misiniz?'. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' (default) for destructive actions, 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title = 'Emin misiniz?',
  message,
  confirmLabel = 'Sil',
  cancelLabel = 'İptal',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p css={{ margin: 0 }}>{message}</p>
    </Modal>
  );
}
