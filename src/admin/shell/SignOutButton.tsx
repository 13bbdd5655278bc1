/** 'Çıkış Yap' with the spec's toasts (part 1 §8); afterwards the sign-in screen. */
import { LogOut } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { Button } from '../ui/Button.tsx';

export function SignOutButton() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const signOut = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { error } = await client.auth.signOut();
      if (error) {
        console.error(error);
        enqueueSnackbar('Çıkış yapılırken hata oluştu', { variant: 'error' });
        return;
      }
      enqueueSnackbar('Başarıyla çıkış yapıldı', { variant: 'success' });
      navigate('/admin/login', { replace: true });
    } catch (err) {
      console.error(err);
      enqueueSnackbar('Beklenmeyen bir hata oluştu', { variant: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" block icon={LogOut} loading={busy} onClick={() => void signOut()}>
      Çıkış Yap
    </Button>
  );
}
