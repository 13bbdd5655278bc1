/** An /admin path that names no screen: a Turkish message inside the shell. */
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';

export default function AdminNotFound() {
  return (
    <>
      <PageHeader title="Sayfa bulunamadı" />
      <Card>
        <p css={{ margin: '0 0 1rem' }}>Aradığınız yönetim sayfası mevcut değil veya taşınmış olabilir.</p>
        <ButtonLink to="/admin" variant="primary">
          Kontrol Paneline Dön
        </ButtonLink>
      </Card>
    </>
  );
}
