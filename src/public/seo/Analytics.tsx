/**
 * Google Analytics (GA4) and the Facebook Pixel from the SEO settings (the site settings' GA ID
 * as a fallback), added only when an ID is set and the visitor consented (analytics for GA,
 * marketing for the Pixel; src/lib/consent.ts), after the page has rendered and the browser is
 * idle so they never block it. Google's Consent Mode v2 starts with everything denied and is
 * updated from the choice; a withdrawn consent stops both at once. A page view per page (an island
 * on each page, src/public/islands/; in the React app, per route change).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useConsent } from '../consent/use-consent.ts';
import { useSite } from '../site-context.tsx';

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: (...a: unknown[]) => void; push?: unknown };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

export const GA_ID = /^G-[A-Z0-9]{4,20}$/;
export const PIXEL_ID = /^\d{6,20}$/;

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

function addScript(src: string, marker: string): void {
  if (document.querySelector(`script[data-analytics="${marker}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analytics = marker;
  document.head.appendChild(script);
}

const googleConsent = (granted: boolean) => {
  const value = granted ? 'granted' : 'denied';
  // Ads signals stay denied: the site sends no Google Ads data.
  return { analytics_storage: value, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
};

function startGoogleAnalytics(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', googleConsent(false));
  window.gtag('consent', 'update', googleConsent(true));
  window.gtag('js', new Date());
  // Page views are sent on route changes below, not automatically.
  window.gtag('config', id, { send_page_view: false });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`, 'ga');
}

function startPixel(id: string): void {
  if (!window.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq = fbq;
  }
  window.fbq('init', id);
  addScript('https://connect.facebook.net/en_US/fbevents.js', 'pixel');
}

export function Analytics() {
  const { seo } = useSite();
  const location = useLocation();
  const consent = useConsent();
  // SEO settings hold the one analytics ID (site settings had a second until 20261126120000).
  const gaSetting = [seo?.google_analytics_id].map((v) => v?.trim()).find((v) => v && GA_ID.test(v));
  const pixelSetting = seo?.facebook_pixel_id?.trim();
  const gaId = consent?.analytics ? gaSetting : undefined;
  const pixel = consent?.marketing && pixelSetting && PIXEL_ID.test(pixelSetting) ? pixelSetting : undefined;

  useEffect(() => {
    // A consent withdrawn on this page: tags already loaded stop collecting at once.
    if (!consent) return;
    if (!consent.analytics && window.gtag) window.gtag('consent', 'update', googleConsent(false));
    if (!consent.marketing && window.fbq) window.fbq('consent', 'revoke');
    if (consent.marketing && window.fbq) window.fbq('consent', 'grant');
    if (consent.analytics && window.gtag) window.gtag('consent', 'update', googleConsent(true));
  }, [consent]);

  useEffect(() => {
    if (!gaId && !pixel) return;
    return whenIdle(() => {
      if (gaId && !window.gtag) startGoogleAnalytics(gaId);
      if (pixel && !window.fbq) startPixel(pixel);
    });
  }, [gaId, pixel]);

  useEffect(() => {
    // Runs after the page's own effects, so document.title is the new page's.
    const timer = setTimeout(() => {
      if (gaId && window.gtag) window.gtag('event', 'page_view', { page_path: location.pathname + location.search, page_title: document.title });
      if (pixel && window.fbq) window.fbq('track', 'PageView');
    }, 1600);
    return () => clearTimeout(timer);
  }, [gaId, pixel, location.pathname, location.search]);

  return null;
}
