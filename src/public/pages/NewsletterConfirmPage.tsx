/** /bulten/onay?token=…: double opt-in, the link of the confirmation e-mail (newsletter/NewsletterConfirm.tsx). */
import { NewsletterConfirmIsland } from '../islands/parts.tsx';

export default function NewsletterConfirmPage() {
  return <NewsletterConfirmIsland />;
}
