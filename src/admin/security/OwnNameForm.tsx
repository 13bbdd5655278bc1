/**
 * The signed-in member's own name (user_metadata.full_name, shown in the users list and in the
 * "also editing" notice), saved with `auth.updateUser({ data })`. Setting it drops an older
 * `name` key so every reader sees the same one.
 */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useState, type FormEvent } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { MAX_NAME_LENGTH, memberNameOf } from '../auth/member-name.ts';

export function OwnNameForm({ client, metadata }: { client: AdminClient; metadata: Record<string, unknown> | undefined }) {
  const { enqueueSnackbar } = useSnackbar();
  const [name, setName] = useState(() => memberNameOf(metadata) ?? '');
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const value = name.replace(/\s+/g, ' ').trim();
    setSaving(true);
    try {
      const { error } = await client.auth.updateUser({ data: { full_name: value || null, name: null } });
      if (error) {
        enqueueSnackbar(`Ad kaydedilemedi: ${error.message}`, { variant: 'error' });
        return;
      }
      setName(value);
      enqueueSnackbar(value ? 'Adınız kaydedildi' : 'Adınız kaldırıldı', { variant: 'success' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Adınız" css={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <div css={{ flex: '1 1 16rem', maxWidth: 420 }}>
        <TextField label="Ad Soyad" name="own-name" autoComplete="name" maxLength={MAX_NAME_LENGTH} value={name} onChange={(e) => setName(e.target.value)} placeholder="Ör. Ayşe Yılmaz" />
      </div>
      <Button type="submit" loading={saving}>
        {saving ? 'Kaydediliyor...' : 'Adı Kaydet'}
      </Button>
    </form>
  );
}
