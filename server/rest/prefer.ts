/** The `Prefer` request header, as PostgREST reads it. */

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  /** `params=single-object`: a function's whole JSON body is its one argument. */
  params?: 'single-object';
  /** The preferences honoured, for the `Preference-Applied` header. */
  applied: string[];
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { return: 'minimal', applied: [] };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const raw of text.split(/[,;]/)) {
    const [key, value] = raw.trim().split('=').map((s) => s.trim()) as [string, string | undefined];
    if (!value) continue;
    const pref = `${key}=${value}`;
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
      prefs.applied.push(pref);
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
      prefs.applied.push(pref);
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(pref);
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
      prefs.applied.push(pref);
    } else if (key === 'params' && value === 'single-object') {
      prefs.params = value;
      prefs.applied.push(pref);
    } else if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.tx = value;
      prefs.applied.push(pref);
    }
  }
  return prefs;
}
