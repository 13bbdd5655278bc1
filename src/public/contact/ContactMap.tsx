/**
 * The contact page's map in a box of fixed size: a status layer (loading / cannot be shown), the
 * provider's iframe over it once loaded, and a strip with the address and a link that opens the
 * map in a new tab. The strip is always there because a page cannot tell a map that failed from
 * one that loaded: Chromium fires `load` on its error page for a blocked frame, and a cross-origin
 * frame's timing looks the same either way. So a blocked, slow or missing map is never a blank box.
 *
 * The map loads when the visitor comes near it: a map provider's embed is a third-party page with
 * its own scripts (Google Maps' is about a megabyte), which the first view of the page does not
 * need. Without JavaScript the iframe is there from the start (lazy).
 */
import { useEffect, useRef, useState } from 'react';
import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import { coordinatesMapUrl, openMapUrl, safeMapEmbedUrl } from '../../lib/map-embed.ts';
import { useSite } from '../site-context.tsx';

/** How close the map comes to the screen before it loads. */
const MAP_MARGIN = '400px 0px';
/** A map that has not loaded by then (a request that hangs) gives way to the placeholder. */
const MAP_LOAD_LIMIT_MS = 20_000;
const BOX_HEIGHT = 320;
const STRIP_HEIGHT = 48;
const FRAME = { title: 'Ofisimizin konumu', loading: 'lazy', referrerPolicy: 'no-referrer-when-downgrade' } as const;
const FRAME_STYLE = { position: 'absolute', top: 0, left: 0, width: '100%', height: BOX_HEIGHT - STRIP_HEIGHT, border: 0, display: 'block' } as const;

export function ContactMap({ address }: { address: string }) {
  const { settings, loading } = useSite();
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
  useEffect(() => {
    if (!src || !near || loaded) return;
    const timer = setTimeout(() => setGaveUp(true), MAP_LOAD_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [src, near, loaded]);
  const link = openMapUrl(address, settings?.map_latitude, settings?.map_longitude);
  const showFrame = Boolean(src) && near && !gaveUp;
  const waiting = src ? !gaveUp : loading;
  const status = waiting ? 'Harita yükleniyor...' : 'Harita şu anda gösterilemiyor.';
  return (
    <div
      ref={box}
      data-testid="contact-map"
      css={(theme) => ({ position: 'relative', height: BOX_HEIGHT, borderRadius: theme.radius.lg, overflow: 'hidden', background: theme.color.surface, border: `1px solid ${theme.color.border}` })}
    >
      {!(showFrame && loaded) && (
        <p
          css={(theme) => ({ position: 'absolute', top: 0, left: 0, right: 0, height: BOX_HEIGHT - STRIP_HEIGHT, display: 'flex', flexDirection: 'column', gap: '0.5rem', alignItems: 'center', justifyContent: 'center', margin: 0, color: theme.color.textMuted })}
        >
          <MapPin size={32} aria-hidden />
          {status}
        </p>
      )}
      {showFrame && <iframe {...FRAME} src={src!} onLoad={() => setLoaded(true)} css={FRAME_STYLE} />}
      {src && !near && (
        <noscript>
          <iframe {...FRAME} src={src} style={FRAME_STYLE} />
        </noscript>
      )}
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
