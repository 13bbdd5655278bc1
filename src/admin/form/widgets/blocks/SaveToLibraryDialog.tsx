/** "Kütüphaneye kaydet": asks the library block's name; the caller creates it and puts a reference in the block's place. */
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export interface SaveToLibraryDialogProps {
  /** The block's card label, the name the field starts with. */
  suggested: string | null;
  onClose(): void;
  /** Resolves with an error message to show, or null when saved. */
  onSave(name: string): Promise<string | null>;
}

export function SaveToLibraryDialog({ suggested, onClose, onSave }: SaveToLibraryDialogProps) {
  const open = suggested !== null;
  return (
    <Modal open={open} onClose={onClose} title="Kütüphaneye kaydet" size="md">
      {open && <NameForm key={suggested} suggested={suggested} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function NameForm({ suggested, onClose, onSave }: { suggested: string; onClose(): void; onSave(name: string): Promise<string | null> }) {
  const [name, setName] = useState(suggested);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Bloğa bir ad verin.');
    if (trimmed.length > 120) return setError('Ad en fazla 120 karakter olabilir.');
    setSaving(true);
    const failed = await onSave(trimmed);
    setSaving(false);
    if (failed) setError(failed);
    else onClose();
  };
  return (
    // No <form>: the dialog sits inside the page's form, whose submit would save the page.
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      <p css={{ margin: 0 }}>Blok kütüphaneye taşınır; bu sayfa onu kütüphaneden gösterir. Kütüphanedeki değişiklikler onu kullanan her sayfada görünür.</p>
      <TextField
        label="Kütüphane bloğunun adı"
        value={name}
        required
        autoFocus
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          void submit();
        }}
        error={error ?? undefined}
      />
      <div css={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <Button variant="ghost" onClick={onClose}>
          Vazgeç
        </Button>
        <Button variant="primary" loading={saving} onClick={() => void submit()}>
          Kaydet
        </Button>
      </div>
    </div>
  );
}
