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
const BOX_HEIGHT = 320;
const STRIP_HEIGHT = 48;
const FRAME = { title: 'Ofisimizin konumu', loading: 'lazy', referrerPolicy: 'no-referrer-when-downgrade' } as const;
/** The map's part of the box, above the strip: the frame, the placeholder or the status. */
const LAYER = { position: 'absolute', top: 0, left: 0, right: 0, height: BOX_HEIGHT - STRIP_HEIGHT, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', margin: 0 } as const;
const FRAME_STYLE = { position: 'absolute', top: 0, left: 0, width: '100%', height: BOX_HEIGHT - STRIP_HEIGHT, border: 0, display: 'block' } as const;

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
      css={(theme) => ({ position: 'relative', height: BOX_HEIGHT, borderRadius: theme.radius.lg, overflow: 'hidden', background: theme.color.surface, border: `1px solid ${theme.color.border}` })}
    >
      {src && !allowed ? (
        <div css={{ ...LAYER, gap: '0.75rem', padding: '0 1.25rem', textAlign: 'center' }}>
          <MapPin size={32} aria-hidden css={(theme) => ({ color: theme.color.textMuted })} />
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            onClick={show}
            css={(theme) => ({ display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: '0 1.25rem', borderRadius: theme.radius.md, background: theme.color.strong, color: theme.color.onPrimary, fontWeight: 600, textDecoration: 'none' })}
          >
            Haritayı göster
          </a>
          <p css={(theme) => ({ margin: 0, maxWidth: '28rem', fontSize: '0.85rem', lineHeight: 1.5, color: theme.color.textMuted })}>
            {`Harita ${mapProviderName(src)} üzerinden yüklenir; ${mapProviderName(src)} çerez kullanabilir. `}
            <Link to="/gizlilik-politikasi" css={(theme) => ({ color: theme.color.primaryDark })}>
              Gizlilik politikası
            </Link>
          </p>
        </div>
      ) : (
        !(showFrame && loaded) && (
          <p css={(theme) => ({ ...LAYER, gap: '0.5rem', color: theme.color.textMuted })}>
            <MapPin size={32} aria-hidden />
            {status}
          </p>
        )
      )}
      {showFrame && <iframe {...FRAME} src={src!} onLoad={() => setLoaded(true)} css={FRAME_STYLE} />}
      <p
        css={(theme) => ({ position: 'absolute', left: 0, right: 0, bottom: 0, height: STRIP_HEIGHT, boxSizing: 'border-box', display: 'flex', alignItems: 'center', gap: '0.75rem', margin: 0, padding: '0 1rem', background: '#fff', borderTop: `1px solid ${theme.color.border}` })}
      >
        <span css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{address}</span>
        <a href={link} target="_blank" rel="noopener noreferrer" css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: '0.3rem', flex: 'none', fontWeight: 600, color: theme.color.primaryDark })}>
          Haritada aç
          <ExternalLink size={16} aria-hidden />
          <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>(yeni sekmede)</span>
        </a>
      </p>
    </div>
  );
}
