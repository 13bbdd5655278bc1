/** /bulten/ayril?token=…: the unsubscribe link of every newsletter e-mail (newsletter/NewsletterUnsubscribe.tsx). */
import { NewsletterUnsubscribeIsland } from '../islands/parts.tsx';

export default function NewsletterUnsubscribePage() {
  return <NewsletterUnsubscribeIsland />;
}
