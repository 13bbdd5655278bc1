/**
 * The live preview, shared by the admin (an iframe beside the editor), the public site (the
 * page in that iframe) and the server (which answers its address noindex and never cached).
 * The frame is the public site at `/canli-onizleme/<table>`; the editor posts the form's
 * unsaved values to it, and the frame renders the real page of that table's route with them.
 * Both windows have the same origin, and each side accepts only messages from the other one
 * (its own origin, and the exact window: the parent, or the frame).
 */

/** The path prefix of the live preview; the rest is the table whose page it shows. */
export const LIVE_PREVIEW_PREFIX = '/canli-onizleme/';

/** The live preview's address for a table's rows ('/canli-onizleme/pages'). */
export function livePreviewPath(table: string): string {
  return `${LIVE_PREVIEW_PREFIX}${encodeURIComponent(table)}`;
}

/** Whether a request path is the live preview (any table: unknown ones are its 404). */
export function isLivePreviewPath(pathname: string): boolean {
  return pathname.startsWith(LIVE_PREVIEW_PREFIX);
}

/** The editor → frame: the form's current values, as a save would send them. */
export interface LiveValuesMessage {
  type: 'canli-onizleme:degerler';
  values: Record<string, unknown>;
}

/** The editor → frame: the block being edited in the form, to bring into view and mark. */
export interface LiveShowBlockMessage {
  type: 'canli-onizleme:goster';
  id: string;
}

/** The frame → editor: it listens now (send the values), or a block was clicked. */
export type LiveFrameMessage = { type: 'canli-onizleme:hazir' } | { type: 'canli-onizleme:blok'; id: string };

export type LiveMessage = LiveValuesMessage | LiveShowBlockMessage | LiveFrameMessage;

/** What a message event needs to be trusted: where it comes from and which window sent it. */
export interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message's data as a live-preview message, or undefined when it is malformed. */
function parse(data: unknown): LiveMessage | undefined {
  if (!isObject(data)) return undefined;
  if (data.type === 'canli-onizleme:degerler' && isObject(data.values)) return { type: data.type, values: data.values };
  if (data.type === 'canli-onizleme:hazir') return { type: data.type };
  if ((data.type === 'canli-onizleme:blok' || data.type === 'canli-onizleme:goster') && typeof data.id === 'string' && data.id.length <= 100) return { type: data.type, id: data.id };
  return undefined;
}

/**
 * A message's content when it comes from `expectedSource` on our own origin and is one of
 * ours; anything else (another site, another window or frame of ours, other data) is undefined.
 */
export function trustedLiveMessage(event: MessageLike, ownOrigin: string, expectedSource: unknown): LiveMessage | undefined {
  if (event.origin !== ownOrigin) return undefined;
  if (expectedSource == null || event.source !== expectedSource) return undefined;
  return parse(event.data);
}
