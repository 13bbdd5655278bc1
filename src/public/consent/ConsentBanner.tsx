/**
 * The cookie banner (KVKK / GDPR): necessary cookies only until the visitor says otherwise.
 * "Kabul et" and "Reddet" weigh the same; "Tercihler" offers analytics, marketing and external
 * content (the map), unticked.
 * It is in the server's HTML (so it is painted with the page, never popping in later) and
 * hidden before the first paint when a choice is stored (the head script's CONSENT_CLASS);
 * fixed at the bottom, with room kept under the footer, so it moves nothing on the page.
 * Its classes: consent.styles.ts (the island's styles, written by the server).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_CLASS, OPEN_CONSENT_EVENT, readConsent, saveConsent } from '../../lib/consent.ts';
import { useIslandId } from '../islands/island.tsx';
import { useStrings } from '../language/use-language.ts';

/** Room kept under the page while the banner shows, so the footer's last line is never under it. */
const RESERVED = { mobile: '14rem', desktop: '6.5rem' };

export const consentBannerStyles = {
  [`html:not(.${CONSENT_CLASS}) body`]: { paddingBottom: RESERVED.mobile, '@media (min-width: 768px)': { paddingBottom: RESERVED.desktop } },
  [`html.${CONSENT_CLASS} .consent-banner:not(.consent-open)`]: { display: 'none' },
};

export function ConsentBanner() {
  // 'unknown' until hydrated: the server's HTML and the first client render are the same.
  const [state, setState] = useState<'unknown' | 'asking' | 'chosen'>('unknown');
  const [details, setDetails] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [media, setMedia] = useState(false);
  const id = useIslandId('consent');
  const t = useStrings();

  useEffect(() => {
    const stored = readConsent();
    setState(stored ? 'chosen' : 'asking');
    const reopen = () => {
      const current = readConsent();
      setAnalytics(current?.analytics ?? false);
      setMarketing(current?.marketing ?? false);
      setMedia(current?.media ?? false);
      setDetails(true);
      setState('asking');
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  if (state === 'chosen') return null;
  const choose = (choice: { analytics: boolean; marketing: boolean; media: boolean }) => {
    saveConsent(choice);
    setState('chosen');
    setDetails(false);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={state === 'asking' ? 'consent-banner consent-open' : 'consent-banner'}
      data-testid="consent-banner"
    >
      <div className="consent-inner">
        <div>
          <h2 id={`${id}-title`} className="consent-title">
            {t.consentTitle}
          </h2>
          <p className="consent-text">
            {t.consentText}{' '}
            <Link to="/gizlilik-politikasi">
              {t.consentNotice}
            </Link>
          </p>
          {details && (
            <fieldset className="consent-types">
              <legend>{t.consentTypes}</legend>
              <label>
                <input type="checkbox" checked disabled /> {t.consentNecessary}
              </label>
              <label>
                <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} /> {t.consentAnalytics}
              </label>
              <label>
                <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} /> {t.consentMarketing}
              </label>
              <label>
                <input type="checkbox" checked={media} onChange={(e) => setMedia(e.target.checked)} /> {t.consentMedia}
              </label>
            </fieldset>
          )}
        </div>
        <div className="consent-actions">
          {details ? (
            <button type="button" className="consent-button" onClick={() => choose({ analytics, marketing, media })}>
              {t.consentSave}
            </button>
          ) : (
            <button type="button" className="consent-button consent-quiet" onClick={() => setDetails(true)}>
              {t.consentPreferences}
            </button>
          )}
          <button type="button" className="consent-button" onClick={() => choose({ analytics: false, marketing: false, media: false })}>
            {t.consentReject}
          </button>
          <button type="button" className="consent-button" onClick={() => choose({ analytics: true, marketing: true, media: true })}>
            {t.consentAccept}
          </button>
        </div>
      </div>
    </section>
  );
}
