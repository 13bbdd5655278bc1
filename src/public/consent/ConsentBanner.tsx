/**
 * The cookie banner (KVKK / GDPR): necessary cookies only until the visitor says otherwise.
 * "Kabul et" and "Reddet" weigh the same; "Tercihler" offers analytics, marketing and external
 * content (the map), unticked.
 * It is in the server's HTML (so it is painted with the page, never popping in later) and
 * hidden before the first paint when a choice is stored (the head script's CONSENT_CLASS);
 * fixed at the bottom, with room kept under the footer, so it moves nothing on the page.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { brandVar } from '../../lib/brand-theme.ts';
import { CONSENT_CLASS, OPEN_CONSENT_EVENT, readConsent, saveConsent } from '../../lib/consent.ts';
import { useIslandId } from '../islands/island.tsx';

/** Room kept under the page while the banner shows, so the footer's last line is never under it. */
const RESERVED = { mobile: '14rem', desktop: '6.5rem' };

export const consentBannerStyles = {
  [`html:not(.${CONSENT_CLASS}) body`]: { paddingBottom: RESERVED.mobile, '@media (min-width: 768px)': { paddingBottom: RESERVED.desktop } },
  [`html.${CONSENT_CLASS} .consent-banner:not(.consent-open)`]: { display: 'none' },
};

const button = {
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.95rem',
  padding: '0.6rem 1.1rem',
  borderRadius: '10px',
  cursor: 'pointer',
  border: '2px solid #f8fafc',
  background: '#f8fafc',
  color: '#0f172a',
  minWidth: '7.5rem',
} as const;
const quiet = { ...button, background: 'transparent', color: '#f8fafc' } as const;

export function ConsentBanner() {
  // 'unknown' until hydrated: the server's HTML and the first client render are the same.
  const [state, setState] = useState<'unknown' | 'asking' | 'chosen'>('unknown');
  const [details, setDetails] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [media, setMedia] = useState(false);
  const id = useIslandId('consent');

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
      css={(theme) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 60,
        background: '#0f172a',
        color: '#e2e8f0',
        borderTop: `3px solid ${theme.color.primary}`,
        boxShadow: '0 -8px 24px rgba(15, 23, 42, 0.25)',
        fontSize: '0.9rem',
      })}
    >
      <div
        css={(theme) => ({
          maxWidth: theme.containerWidth,
          margin: '0 auto',
          padding: '0.9rem 1.25rem',
          display: 'flex',
          flexDirection: 'column',
          gap: '0.75rem',
          [theme.mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
        })}
      >
        <div>
          <h2 id={`${id}-title`} css={{ fontSize: '1rem', margin: '0 0 0.25rem', color: '#f8fafc' }}>
            Çerez tercihleri
          </h2>
          <p css={{ margin: 0, lineHeight: 1.5 }}>
            Zorunlu çerezler siteyi çalıştırır. İzin verirseniz ziyaretleri (analiz) ve reklamlarımızı (pazarlama) ölçmek için çerez kullanır, haritayı sağlayıcısından (dış içerik) yükleriz.{' '}
            <Link to="/gizlilik-politikasi" css={{ color: brandVar('--brand-hero-accent') }}>
              Aydınlatma metni
            </Link>
          </p>
          {details && (
            <fieldset css={{ border: 0, margin: '0.6rem 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.4rem 1.2rem' }}>
              <legend css={{ position: 'absolute', left: '-9999px' }}>Çerez türleri</legend>
              <label>
                <input type="checkbox" checked disabled /> Zorunlu (her zaman açık)
              </label>
              <label>
                <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} /> Analiz
              </label>
              <label>
                <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} /> Pazarlama
              </label>
              <label>
                <input type="checkbox" checked={media} onChange={(e) => setMedia(e.target.checked)} /> Dış içerik (harita)
              </label>
            </fieldset>
          )}
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', flexShrink: 0 }}>
          {details ? (
            <button type="button" css={button} onClick={() => choose({ analytics, marketing, media })}>
              Seçimi kaydet
            </button>
          ) : (
            <button type="button" css={quiet} onClick={() => setDetails(true)}>
              Tercihler
            </button>
          )}
          <button type="button" css={button} onClick={() => choose({ analytics: false, marketing: false, media: false })}>
            Reddet
          </button>
          <button type="button" css={button} onClick={() => choose({ analytics: true, marketing: true, media: true })}>
            Kabul et
          </button>
        </div>
      </div>
    </section>
  );
}
