/** Placeholder: the SEO Ayarları screen is built in its own issue. */
import { PageHeader } from '../ui/PageHeader.tsx';

export default function SeoSettings() {
  return <PageHeader title="SEO Ayarları" description="Bu ekran hazırlanıyor." />;
}
