import { describe, expect, it } from 'vitest';
import { ICONS, iconByName } from '../../src/lib/icons.ts';
import { SERVICE_ICONS } from '../../schema/options/service-icons.ts';
import { ABOUT_VALUE_ICON_OPTIONS } from '../../schema/content-blocks.ts';

describe('icon map', () => {
  it('has every icon the schema offers (services, About values, stats defaults)', () => {
    const wanted = [...SERVICE_ICONS.map((i) => i.value), ...ABOUT_VALUE_ICON_OPTIONS.map((i) => i.value), 'Users', 'Award', 'Clock', 'Heart'];
    expect(wanted.filter((n) => !ICONS[n])).toEqual([]);
  });
  it('falls back for unknown names', () => {
    expect(iconByName('NoSuchIcon')).toBe(ICONS.Zap);
    expect(iconByName('Camera')).toBe(ICONS.Camera);
  });
});
