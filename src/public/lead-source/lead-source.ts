/**
 * Where a lead came from, as the first touch of the visit and without cookies: the first page
 * view of a tab keeps its referrer (origin and path only) and its UTM parameters in
 * sessionStorage, which belongs to the tab and is gone when it closes. Nothing is sent
 * anywhere until the visitor sends a form; the message then carries them, with the path of the
 * page the form is on (contact_messages: source_path, referrer, utm_*; limits as there).
 */
import { LEAD_SOURCE_FIELDS } from '../../../schema/contact-messages.ts';

type LeadSourceField = (typeof LEAD_SOURCE_FIELDS)[number];
export type LeadSource = Record<LeadSourceField, string | null>;
type FirstTouch = Omit<LeadSource, 'source_path'>;

export const FIRST_TOUCH_KEY = 'ilk-ziyaret-kaynagi';
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const URL_LIMIT = 500;
const UTM_LIMIT = 200;
const REFERRER_SHAPE = /^https?:\/\/[^?#\s]+$/;

const clip = (value: string | null | undefined, limit: number) => {
  const v = value?.trim();
  return v ? v.slice(0, limit) : null;
};

/** Another site's address as origin + path (no query, no fragment); none for this site's own pages or anything not http(s). */
export function externalReferrer(referrer: string, ownOrigin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
    const value = url.origin + url.pathname;
    return value.length <= URL_LIMIT ? value : url.origin.slice(0, URL_LIMIT);
  } catch {
    return null;
  }
}

/** The first touch a page view would record: its referrer and UTM parameters. */
export function firstTouchOf(href: string, referrer: string): FirstTouch {
  const url = new URL(href);
  const touch = { referrer: externalReferrer(referrer, url.origin) } as FirstTouch;
  for (const key of UTM_KEYS) touch[key] = clip(url.searchParams.get(key), UTM_LIMIT);
  return touch;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage switched off: the message goes without its source.
    return undefined;
  }
}

/** On the tab's first page view: keeps its referrer and UTM parameters; later views change nothing. */
export function rememberFirstTouch(): void {
  const store = storage();
  try {
    if (!store || store.getItem(FIRST_TOUCH_KEY) !== null) return;
    store.setItem(FIRST_TOUCH_KEY, JSON.stringify(firstTouchOf(window.location.href, document.referrer)));
  } catch {
    // A full or blocked storage: nothing to keep.
  }
}

function storedTouch(): Partial<FirstTouch> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(FIRST_TOUCH_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<FirstTouch>) : {};
  } catch {
    return {};
  }
}

/** What a message sent from this page records about where it came from. */
export function currentLeadSource(): LeadSource {
  const touch = storedTouch();
  const text = (v: unknown, limit: number) => (typeof v === 'string' ? clip(v, limit) : null);
  const source: LeadSource = {
    source_path: typeof window === 'undefined' ? null : clip(window.location.pathname, URL_LIMIT),
    // The database takes only this shape (contact_messages_referrer_check); anything else is dropped, not the message.
    referrer: typeof touch.referrer === 'string' && REFERRER_SHAPE.test(touch.referrer) ? text(touch.referrer, URL_LIMIT) : null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  };
  for (const key of UTM_KEYS) source[key] = text(touch[key], UTM_LIMIT);
  return source;
}
