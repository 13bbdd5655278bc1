/** The colours of the dark brand bands (page heroes, the home hero, the closing call to action). */
import { brandVar } from '../../lib/brand-theme.ts';

/** The inner pages' band: from the darkest shade of the secondary colour to the lightest. */
export const HERO_BAND = `linear-gradient(135deg, ${brandVar('--brand-hero-start')}, ${brandVar('--brand-hero-end')})`;
/** Light text on the band (a pale primary, readable on its lightest end). */
export const HERO_SOFT_TEXT = brandVar('--brand-hero-soft');
