/** The footer's "Çerez tercihleri": opens the consent banner's settings again (an island). */
import { openConsentSettings } from '../../lib/consent.ts';

export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openConsentSettings} className={className}>
      Çerez tercihleri
    </button>
  );
}
