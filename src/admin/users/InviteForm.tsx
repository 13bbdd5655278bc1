/** "Ekip üyesi davet et": an e-mail, a name (optional) and a role; the invitation goes out by e-mail. */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { ROLE_LABELS, type StaffRole } from '../auth/staff-role.ts';
import { SelectField } from '../newsletter/SelectField.tsx';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { MAX_NAME_LENGTH } from '../auth/member-name.ts';
import { invitationToast } from './invitation-toast.ts';
import { inviteMember, StaffError } from './staff-api.ts';

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as StaffRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteForm({ client, onInvited }: { client: AdminClient; onInvited: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(address ? 'Geçerli bir e-posta adresi girin' : 'E-posta adresi gerekli');
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await inviteMember(client, address, role, name.trim() || undefined);
      const toast = await invitationToast(address);
      enqueueSnackbar(toast.text, { variant: toast.variant });
      setEmail('');
      setName('');
      onInvited();
    } catch (err) {
      // At the address, where it can be fixed; gone when the address changes.
      setError(err instanceof StaffError ? err.message : 'Davet gönderilemedi');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Ekip üyesi davet et"
      css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-start' }}
    >
      <div css={{ flex: '1 1 16rem' }}>
        <TextField label="E-posta" type="email" name="invite-email" value={email} onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }} error={error} placeholder="ornek@ajans.com" />
      </div>
      <div css={{ flex: '1 1 12rem' }}>
        <TextField label="Ad Soyad" name="invite-name" autoComplete="off" maxLength={MAX_NAME_LENGTH} value={name} onChange={(e) => setName(e.target.value)} placeholder="Ör. Ayşe Yılmaz" />
      </div>
      <SelectField label="Rol" options={ROLE_OPTIONS} value={role} onChange={(e) => setRole(e.target.value as StaffRole)} />
      <div css={{ alignSelf: 'flex-end', paddingBottom: error ? '1.5rem' : 0 }}>
        <Button type="submit" variant="primary" icon={Send} loading={sending}>
          {sending ? 'Gönderiliyor...' : 'Davet Gönder'}
        </Button>
      </div>
    </form>
  );
}
