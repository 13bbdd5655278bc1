/** Placeholder: the Hakkımızda Sayfası screen is built in its own issue. */
import { PageHeader } from '../ui/PageHeader.tsx';

export default function AboutEditor() {
  return <PageHeader title="Hakkımızda Sayfası" description="Bu ekran hazırlanıyor." />;
}
