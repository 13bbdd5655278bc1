/** "Geri Dön": back to the page the visitor came from (an island: it needs the browser's history). */
import { ArrowLeft } from 'lucide-react';
import { buttonCss } from './ButtonLink.tsx';

export function BackButton() {
  return (
    <button type="button" onClick={() => window.history.back()} css={buttonCss('outline')}>
      <ArrowLeft size={18} aria-hidden /> Geri Dön
    </button>
  );
}
