import { describe, expect, it } from 'vitest';
import * as icons from 'lucide-react';
import { SERVICE_ICONS } from '../../schema/options/service-icons.ts';
import { SERVICE_COLORS } from '../../schema/options/service-colors.ts';

describe('service icon and colour options', () => {
  it('names only icons the installed lucide-react has, each once, with a Turkish label', () => {
    const values = SERVICE_ICONS.map((i) => i.value);
    expect(values.filter((v) => !(v in icons))).toEqual([]);
    expect(new Set(values).size).toBe(values.length);
    expect(SERVICE_ICONS.every((i) => i.label.trim().length > 0)).toBe(true);
    expect(values.length).toBeGreaterThanOrEqual(90);
  });

  it('has the six colours of the spec', () => {
    expect(SERVICE_COLORS.map((c) => c.value)).toEqual(['green', 'blue', 'purple', 'red', 'yellow', 'pink']);
  });
});
