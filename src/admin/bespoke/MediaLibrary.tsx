/** Placeholder: the Medya Kütüphanesi screen is built in its own issue. */
import { PageHeader } from '../ui/PageHeader.tsx';

export default function MediaLibrary() {
  return <PageHeader title="Medya Kütüphanesi" description="Bu ekran hazırlanıyor." />;
}
