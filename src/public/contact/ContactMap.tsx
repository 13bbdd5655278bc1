/**
 * The contact page's map in a box of fixed size: a status layer (loading / cannot be shown), the
 * provider's iframe over it once loaded, and a strip with the address and a link that opens the
 * map in a new tab. The strip is always there because a page cannot tell a map that failed from
 * one that loaded: Chromium fires `load` on its error page for a blocked frame, and a cross-origin
 * frame's timing looks the same either way. So a blocked, slow or missing map is never a blank box.
 *
 * The map is a third-party page (Google Maps' embed is about a megabyte of the provider's scripts,
 * and it may set the provider's cookies), so nothing is requested from the provider before the
 * visitor allows it (KVKK): a placeholder with "Haritayı göster" and a line naming the provider
 * stands in its place, at every width. A click loads it at once; a visitor who accepted external
 * content in the cookie banner (`media`, src/lib/consent.ts) gets it as it comes near. Before the
 * island is hydrated, and without JavaScript, the button is a plain link that opens the map in a
 * new tab, as the strip's link does.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import { coordinatesMapUrl, mapProviderName, openMapUrl, safeMapEmbedUrl } from '../../lib/map-embed.ts';
import { useConsent } from '../consent/use-consent.ts';
import { useSite } from '../site-context.tsx';

/** How close the map comes to the screen before it loads (once allowed). */
const MAP_MARGIN = '400px 0px';
/** A map that has not loaded by then (a request that hangs) gives way to the placeholder. */
const MAP_LOAD_LIMIT_MS = 20_000;
const FRAME = { title: 'Ofisimizin konumu', loading: 'lazy', referrerPolicy: 'no-referrer-when-downgrade' } as const;

export function ContactMap({ address }: { address: string }) {
  const { settings, loading } = useSite();
  const consent = useConsent();
  const [clicked, setClicked] = useState(false);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: MAP_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const src = settings ? (safeMapEmbedUrl(settings.map_embed_code) ?? coordinatesMapUrl(settings.map_latitude, settings.map_longitude, settings.map_zoom_level)) : null;
  const allowed = clicked || consent?.media === true;
  useEffect(() => {
    if (!src || !allowed || !near || loaded) return;
    const timer = setTimeout(() => setGaveUp(true), MAP_LOAD_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [src, allowed, near, loaded]);
  const link = openMapUrl(address, settings?.map_latitude, settings?.map_longitude);
  const showFrame = Boolean(src) && allowed && near && !gaveUp;
  const waiting = src ? !gaveUp : loading;
  const status = waiting ? 'Harita yükleniyor...' : 'Harita şu anda gösterilemiyor.';

  function show(e: MouseEvent<HTMLAnchorElement>) {
    // A new tab (Ctrl/⌘, middle click) still opens the map on the provider's site.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setClicked(true);
    setNear(true);
  }
  return (
    <div
      ref={box}
      data-testid="contact-map"
      className="mp"
    >
      {src && !allowed ? (
        <div className="mp-ask">
          <MapPin size={32} aria-hidden className="mp-pin" />
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            onClick={show}
            className="mp-show"
          >
            Haritayı göster
          </a>
          <p className="mp-note">
            {`Harita ${mapProviderName(src)} üzerinden yüklenir; ${mapProviderName(src)} çerez kullanabilir. `}
            <Link to="/gizlilik-politikasi">
              Gizlilik politikası
            </Link>
          </p>
        </div>
      ) : (
        !(showFrame && loaded) && (
          <p className="mp-status">
            <MapPin size={32} aria-hidden />
            {status}
          </p>
        )
      )}
      {showFrame && <iframe {...FRAME} src={src!} onLoad={() => setLoaded(true)} className="mp-frame" />}
      <p className="mp-strip">
        <span className="mp-address">{address}</span>
        <a href={link} target="_blank" rel="noopener noreferrer" className="mp-open">
          Haritada aç
          <ExternalLink size={16} aria-hidden />
          <span className="pd-sr">(yeni sekmede)</span>
        </a>
      </p>
    </div>
  );
}
