import { describe, expect, it } from 'vitest';
import { brandVariables, brandVar, contrast, textOn } from '../../src/lib/brand-theme.ts';

const TEXT_VARS = ['--brand-text'];

describe('brand colours and fonts as CSS variables', () => {
  it('keeps today’s look for the default colours (emerald buttons with white text)', () => {
    const v = brandVariables(null);
    expect(v['--brand-primary']).toBe('#10b981');
    expect(v['--brand-strong']).toBe('#0a7854');
    expect(v['--brand-on-strong']).toBe('#ffffff');
    expect(v['--font-body']).toContain("'Inter Fallback'");
    expect(v['--font-body-loaded']).toMatch(/^'Inter Variable'/);
    expect(brandVar('--brand-strong')).toBe('var(--brand-strong, #0a7854)');
  });

  it('uses the chosen colours, with dark text on a button too light for white', () => {
    const v = brandVariables({ brand_colors: { primary: '#FACC15', secondary: '#fde047', accent: '#1e3a8a' } });
    expect(v['--brand-primary']).toBe('#facc15');
    expect(v['--brand-strong']).toBe('#a3850e');
    expect(contrast('#ffffff', v['--brand-strong']!)).toBeLessThan(4.5);
    expect(v['--brand-on-strong']).toBe('#0f172a');
    expect(contrast(v['--brand-on-strong']!, v['--brand-strong']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['--brand-on-strong']!, v['--brand-strong-hover']!)).toBeGreaterThanOrEqual(4.5);
    // Links and coloured text stay readable on white and on the tint, the hero text on the band.
    for (const name of TEXT_VARS) {
      expect(contrast(v[name]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(v[name]!, v['--brand-tint']!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast('#ffffff', v['--brand-hero-end']!)).toBeGreaterThanOrEqual(7);
    expect(contrast(v['--brand-hero-soft']!, v['--brand-hero-end']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v['--brand-hero-accent']!, v['--brand-hero-end']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('never writes anything but #RRGGBB and the fixed font stacks', () => {
    const v = brandVariables({
      brand_colors: { primary: 'red;}body{display:none', secondary: '#12345', accent: 'url(x)' },
      typography: { heading: "x'}</style><script>" as never, body: 'serif' },
    });
    expect(v['--brand-primary']).toBe('#10b981');
    expect(v['--brand-secondary']).toBe('#059669');
    expect(v['--brand-accent']).toBe('#34d399');
    expect(v['--font-heading-loaded']).toMatch(/^'Inter Variable'/);
    expect(v['--font-body']).toBe("Georgia, Cambria, 'Times New Roman', Times, serif");
    expect(brandVariables({ typography: { heading: 'system' } })['--font-heading']).toMatch(/^system-ui/);
    for (const value of Object.values(v)) expect(value).not.toMatch(/[<>;{}]/);
  });

  it('picks the text colour with the higher contrast', () => {
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('#ffffff')).toBe('#0f172a');
    expect(textOn('#0a7854')).toBe('#ffffff');
  });
});
