/**
 * The visitor's cookie choice (KVKK, GDPR): necessary cookies only until they accept analytics,
 * marketing or external content. The choice is kept in the visitor's own browser (localStorage) and sent nowhere,
 * so keeping it tracks no one. Shared by the public site (banner, analytics) and the build
 * (its part of the head script, allowed by hash in the CSP).
 */

export interface ConsentChoice {
  /** Google Analytics. */
  analytics: boolean;
  /** The Facebook Pixel and other advertising tags. */
  marketing: boolean;
  /**
   * External content that contacts its provider and may set its cookies: the contact map
   * (Google Maps or another provider) loads as it comes near. Without it, a click on the map's
   * placeholder loads it once. Choices stored before this field read false (never assumed).
   */
  media: boolean;
  /** When it was given (ISO). */
  at: string;
  /** The banner's wording version it answered; a new wording asks again. */
  version: number;
}

/**
 * Raise when the banner's meaning changes (new purposes): every visitor is asked again. A new
 * purpose that older choices simply lack (as `media`) needs no raise: it reads as refused.
 */
export const CONSENT_VERSION = 1;

/** localStorage key of the choice. */
export const CONSENT_KEY = 'cerez-tercihi';

/** On <html> once a choice is stored: the server-rendered banner stays hidden from the first paint. */
export const CONSENT_CLASS = 'consent-set';

/** Dispatched on window when the choice changes (the banner and the analytics listen). */
export const CONSENT_EVENT = 'cerez-tercihi';

/** Part of the head script: marks <html> before the first paint when a current choice is stored. */
export const CONSENT_EARLY_SCRIPT = `try{var c=JSON.parse(localStorage.getItem('${CONSENT_KEY}'));if(c&&c.version===${CONSENT_VERSION})document.documentElement.classList.add('${CONSENT_CLASS}')}catch(e){}`;

export function readConsent(): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as Partial<ConsentChoice> | null;
    if (!stored || stored.version !== CONSENT_VERSION) return undefined;
    return { analytics: stored.analytics === true, marketing: stored.marketing === true, media: stored.media === true, at: String(stored.at ?? ''), version: CONSENT_VERSION };
  } catch {
    return undefined;
  }
}

export function saveConsent(choice: Pick<ConsentChoice, 'analytics' | 'marketing' | 'media'>): ConsentChoice {
  const full: ConsentChoice = { ...choice, at: new Date().toISOString(), version: CONSENT_VERSION };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(full));
  } catch {
    // Storage off (some private modes): the choice holds for this page only, and is asked again.
  }
  document.documentElement.classList.add(CONSENT_CLASS);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: full }));
  return full;
}

/** Asks for the banner again (the footer's "Çerez tercihleri"). */
export const OPEN_CONSENT_EVENT = 'cerez-tercihleri-ac';
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
