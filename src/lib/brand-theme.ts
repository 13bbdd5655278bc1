/**
 * The site settings' brand colours and fonts as CSS custom properties of the public site.
 * PublicSite writes them on :root through Emotion's <Global>, so the server's HTML carries
 * them in its head (no flash) and the theme (src/lib/theme.ts) reads them with var(). Only
 * validated #RRGGBB values and fixed font stacks are ever written: stored text never reaches
 * the CSS. Shades are computed here, with the contrast each use needs (WCAG 4.5:1 for text).
 */
import type { BrandColors, FontChoice, Typography } from '../../schema/site-settings.ts';

export const DEFAULT_BRAND: Required<BrandColors> = { primary: '#10b981', secondary: '#059669', accent: '#34d399' };

type Rgb = [number, number, number];

const HEX = /^#[0-9a-f]{6}$/i;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** The site's text colour (slate-900): dark text on a light brand colour. */
const DARK_TEXT = '#0f172a';
/** WCAG AA for normal text. */
const READABLE = 4.5;

function parse(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function hex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `b` mixed into `a`. */
function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return a.map((c, i) => c + (b[i]! - c) * weight) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(parse(a)), luminance(parse(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** `color` mixed towards `toward` from `start` on, step by step, until it reaches `ratio` against every colour of `against`. */
function untilReadable(color: Rgb, toward: Rgb, start: number, against: string[], ratio: number): string {
  for (let w = start; w < 1; w += 0.05) {
    const c = hex(mix(color, toward, w));
    if (against.every((b) => contrast(c, b) >= ratio)) return c;
  }
  return hex(toward);
}

/** A stored colour if it is #RRGGBB, else the default (older rows, hand edits). */
function valid(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : fallback;
}

/** The text colour (white or the site's dark text) that reads best on `background`. */
export function textOn(background: string): string {
  return contrast('#ffffff', background) >= READABLE ? '#ffffff' : contrast(DARK_TEXT, background) >= contrast('#ffffff', background) ? DARK_TEXT : '#ffffff';
}

export function brandColorVariables(colors: Partial<BrandColors> | null | undefined): Record<string, string> {
  const primary = valid(colors?.primary, DEFAULT_BRAND.primary);
  const secondary = valid(colors?.secondary, DEFAULT_BRAND.secondary);
  const accent = valid(colors?.accent, DEFAULT_BRAND.accent);
  const p = parse(primary);
  // Buttons: a deeper shade of the primary colour; the text on it is chosen by contrast.
  const strong = hex(mix(p, BLACK, 0.35));
  const onStrong = textOn(strong);
  const strongHover = onStrong === '#ffffff' ? hex(mix(p, BLACK, 0.5)) : hex(mix(parse(strong), WHITE, 0.25));
  const tint = hex(mix(p, WHITE, 0.9));
  // Links and coloured text sit on white and on the tint: readable on both.
  const text = untilReadable(p, BLACK, 0.35, ['#ffffff', tint], READABLE);
  // The hero bands: dark shades of the secondary colour under white text.
  const s = parse(secondary);
  const heroEnd = untilReadable(s, BLACK, 0.37, ['#ffffff'], 7);
  const heroMid = hex(mix(parse(heroEnd), BLACK, 0.2));
  const heroStart = hex(mix(parse(heroEnd), BLACK, 0.55));
  // Light text on the hero: a pale primary, and the accent lightened for highlighted words.
  const heroSoft = untilReadable(p, WHITE, 0.8, [heroEnd], READABLE);
  const heroAccent = untilReadable(parse(accent), WHITE, 0.3, [heroEnd], READABLE);
  return {
    '--brand-primary': primary,
    '--brand-secondary': secondary,
    '--brand-accent': accent,
    '--brand-strong': strong,
    '--brand-on-strong': onStrong,
    '--brand-strong-hover': strongHover,
    '--brand-text': text,
    '--brand-tint': tint,
    '--brand-hero-start': heroStart,
    '--brand-hero-mid': heroMid,
    '--brand-hero-end': heroEnd,
    '--brand-hero-soft': heroSoft,
    '--brand-hero-accent': heroAccent,
  };
}

/**
 * The fonts the site can serve under its CSP and budget: Inter (self-hosted, src/fonts.css),
 * the device's own interface font, or a serif every device has.
 */
const INTER = "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif";
/** Inter's metric twin: the text until Inter's files are in the browser (src/lib/font-loading.ts). */
const INTER_FALLBACK = "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif";
const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, Cambria, 'Times New Roman', Times, serif";

/** [before Inter may load, after] for each choice; older free-text values count as Inter. */
function fontStacks(choice: FontChoice | string | undefined): [string, string] {
  if (choice === 'system') return [SYSTEM, SYSTEM];
  if (choice === 'serif') return [SERIF, SERIF];
  return [INTER_FALLBACK, INTER];
}

export function fontVariables(typography: Partial<Typography> | null | undefined): Record<string, string> {
  const [body, bodyLoaded] = fontStacks(typography?.body);
  const [heading, headingLoaded] = fontStacks(typography?.heading);
  return { '--font-body': body, '--font-body-loaded': bodyLoaded, '--font-heading': heading, '--font-heading-loaded': headingLoaded };
}

/** Every variable of the site settings' look. */
export function brandVariables(settings: { brand_colors?: Partial<BrandColors> | null; typography?: Partial<Typography> | null } | null | undefined): Record<string, string> {
  return { ...brandColorVariables(settings?.brand_colors), ...fontVariables(settings?.typography) };
}

const DEFAULTS = brandVariables(null);

/** `var(--name, default)`: the default look where no settings were written (the admin's preview). */
export function brandVar(name: keyof typeof DEFAULTS & string): string {
  const fallback = DEFAULTS[name];
  if (fallback === undefined) throw new Error(`Unknown brand variable ${name}`);
  return `var(${name}, ${fallback})`;
}
