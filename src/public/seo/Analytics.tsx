/**
 * Google Analytics (GA4) and the Facebook Pixel from the SEO settings (the site settings' GA ID
 * as a fallback), added only when an ID is set, after the page has rendered and the browser is
 * idle so they never block it. Page views follow the SPA's route changes.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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

function startGoogleAnalytics(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag(...args: unknown[]) {
    window.dataLayer!.push(args);
  };
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
  const { seo, settings } = useSite();
  const location = useLocation();
  const gaId = [seo?.google_analytics_id, settings?.google_analytics_id].map((v) => v?.trim()).find((v) => v && GA_ID.test(v));
  const pixelId = seo?.facebook_pixel_id?.trim();
  const pixel = pixelId && PIXEL_ID.test(pixelId) ? pixelId : undefined;

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
