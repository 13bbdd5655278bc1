/** Shown instead of the admin when the API client cannot be set up (no runtime config). */
import { Alert } from '../ui/Alert.tsx';

export function ClientSetupError({ error }: { error?: Error }) {
  return (
    <main css={{ maxWidth: 520, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <Alert tone="danger" title="Yönetim paneli yüklenemedi">
        Sunucuya bağlanılamadı. Lütfen sayfayı yenileyin.
        {error?.message && <div css={{ marginTop: '0.5rem', opacity: 0.8, fontSize: '0.8rem' }}>{error.message}</div>}
      </Alert>
    </main>
  );
}
