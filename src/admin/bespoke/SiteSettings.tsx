/** Placeholder: the Site Ayarları screen is built in its own issue. */
import { PageHeader } from '../ui/PageHeader.tsx';

export default function SiteSettings() {
  return <PageHeader title="Site Ayarları" description="Bu ekran hazırlanıyor." />;
}
