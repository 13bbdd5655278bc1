/**
 * Shown instead of the admin when the API client cannot be set up: no runtime config, or the
 * admin opened at another address than the server's SITE_URL (with a link to the right one).
 */
import { Alert } from '../ui/Alert.tsx';
import { WrongAdminOriginError } from './admin-origin.ts';

export function ClientSetupError({ error }: { error?: Error }) {
  if (error instanceof WrongAdminOriginError) {
    const here = `${error.siteUrl}${window.location.pathname}${window.location.search}`;
    return (
      <main css={{ maxWidth: 520, margin: '0 auto', padding: '4rem 1.5rem' }}>
        <Alert tone="warning" title="Yönetim paneli bu adresten açılamaz">
          Bu yönetim paneli <a href={here}>{error.siteUrl}</a> adresinden açılmalı. Oturum açmak ve içerikleri düzenlemek için o adrese gidin.
        </Alert>
      </main>
    );
  }
  return (
    <main css={{ maxWidth: 520, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <Alert tone="danger" title="Yönetim paneli yüklenemedi">
        Sunucuya bağlanılamadı. Lütfen sayfayı yenileyin.
        {error?.message && <div css={{ marginTop: '0.5rem', opacity: 0.8, fontSize: '0.8rem' }}>{error.message}</div>}
      </Alert>
    </main>
  );
}
