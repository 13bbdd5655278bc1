/**
 * "Canlı önizleme": the item's page as visitors will see it, beside its editor, from the
 * form's unsaved values. The frame is the public site itself (/canli-onizleme/<table>,
 * src/lib/live-preview.ts), so the real page components and the site's theme render it; the
 * admin never imports them. Values are posted to the frame 300 ms after typing stops (and at
 * once when it says it is ready). The frame is laid out at a phone's, a tablet's or a
 * desktop's width and scaled to fit the panel. A click on a block in it selects that block.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { trustedLiveMessage, type LiveShowBlockMessage, type LiveValuesMessage } from '../../lib/live-preview.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button } from '../ui/Button.tsx';
import { livePreviewAddress, livePreviewValues } from './live-preview-values.ts';

/** How long typing must pause before the frame is updated. */
const DEBOUNCE_MS = 300;

export const LIVE_WIDTHS = [
  { label: 'Telefon', width: 390 },
  { label: 'Tablet', width: 820 },
  { label: 'Masaüstü', width: 1280 },
] as const;

export interface LivePreviewProps {
  resource: AnyResource;
  table: string;
  row: Row | null;
  values: Record<string, unknown>;
  /** The block being edited in the form: the preview brings it into view and outlines it. */
  editedBlock: string | null;
  onSelectBlock(id: string): void;
}

export function LivePreview({ resource, table, row, values, editedBlock, onSelectBlock }: LivePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>(1280);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const payload = useMemo(() => livePreviewValues(resource, row, values), [resource, row, values]);
  const latest = useRef(payload);
  latest.current = payload;
  const select = useRef(onSelectBlock);
  select.current = onSelectBlock;
  const edited = useRef(editedBlock);
  edited.current = editedBlock;

  const post = (message: LiveValuesMessage | LiveShowBlockMessage) => frame.current?.contentWindow?.postMessage(message, location.origin);
  const send = (values: Record<string, unknown>) => post({ type: 'canli-onizleme:degerler', values });
  const show = (id: string | null) => id && post({ type: 'canli-onizleme:goster', id });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = trustedLiveMessage(event, location.origin, frame.current?.contentWindow);
      if (message?.type === 'canli-onizleme:hazir') {
        send(latest.current);
        show(edited.current);
      }
      else if (message?.type === 'canli-onizleme:blok') select.current(message.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => send(payload), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [payload]);

  useEffect(() => {
    show(editedBlock);
  }, [editedBlock]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setRoom({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const scale = room.width > 0 ? Math.min(1, room.width / width) : 1;
  return (
    <section
      aria-label="Canlı önizleme"
      css={(theme) => ({
        position: 'sticky',
        top: '4.5rem',
        display: 'flex',
        flexDirection: 'column',
        gap: '0.5rem',
        minWidth: 0,
        padding: '0.75rem',
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
      })}
    >
      <header css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
        <h2 css={{ margin: 0, fontSize: '1rem', flex: 1 }}>Canlı önizleme</h2>
        <span role="group" aria-label="Önizleme genişliği" css={{ display: 'inline-flex', gap: '0.25rem' }}>
          {LIVE_WIDTHS.map((w) => (
            <Button key={w.width} size="sm" variant={w.width === width ? 'primary' : 'ghost'} aria-pressed={w.width === width} onClick={() => setWidth(w.width)}>
              {w.label}
            </Button>
          ))}
        </span>
      </header>
      <div ref={box} css={(theme) => ({ position: 'relative', height: 'max(28rem, calc(100vh - 12rem))', overflow: 'hidden', borderRadius: theme.radius.sm, background: '#fff' })}>
        <iframe
          ref={frame}
          title="Canlı önizleme: sitede görüneceği gibi"
          src={livePreviewAddress(resource, table)}
          style={{
            width: `${width}px`,
            height: `${room.height / scale}px`,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            // Centred when narrower than the panel (a phone on a wide screen).
            marginLeft: `${Math.max(0, (room.width - width * scale) / 2)}px`,
            display: 'block',
          }}
        />
      </div>
    </section>
  );
}
