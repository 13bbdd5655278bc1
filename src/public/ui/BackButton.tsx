/** "Geri Dön": back to the page the visitor came from (an island: it needs the browser's history). */
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from './button-class.ts';

export function BackButton() {
  return (
    <button type="button" onClick={() => window.history.back()} className={buttonClass('outline')}>
      <ArrowLeft size={18} aria-hidden /> Geri Dön
    </button>
  );
}
