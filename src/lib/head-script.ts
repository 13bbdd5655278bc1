/**
 * The head's inline script of a public page, run before the first paint: it applies
 * what the browser remembers (Inter cached, a cookie choice made) as classes on <html>, so
 * nothing changes under the visitor's eyes. Allowed by its SHA-256 in the CSP.
 */
import { CONSENT_EARLY_SCRIPT } from './consent.ts';
import { FONTS_EARLY_SCRIPT } from './font-loading.ts';

export const EARLY_HEAD_SCRIPT = FONTS_EARLY_SCRIPT + CONSENT_EARLY_SCRIPT;
