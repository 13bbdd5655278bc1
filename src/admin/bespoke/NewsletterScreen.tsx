/** Placeholder: the Bülten Aboneleri screen is built in its own issue. */
import { PageHeader } from '../ui/PageHeader.tsx';

export default function NewsletterScreen() {
  return <PageHeader title="Bülten Aboneleri" description="Bu ekran hazırlanıyor." />;
}
