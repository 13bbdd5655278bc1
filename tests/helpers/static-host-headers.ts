/**
 * The headers a static host sends for a path from a `_headers` file (Netlify / Cloudflare Pages
 * format), as each host combines the rules that match: Cloudflare Pages joins the values of a
 * header set by several rules with ", " and drops one a later rule detaches (`! Name`); Netlify
 * serves the later rule's value. Only the patterns our file uses: exact paths and a trailing `*`.
 */
export type StaticHost = 'cloudflare' | 'netlify';

interface Rule {
  pattern: string;
  set: [string, string][];
  detach: string[];
}

function parse(file: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`header line before any path: ${line}`);
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (detach) rule.detach.push(detach[1]!.toLowerCase());
    else {
      const colon = line.indexOf(':');
      if (colon < 0) throw new Error(`not a header line: ${line}`);
      rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

/** The headers (lower-case names) `host` sends for `path`. */
export function staticHostHeaders(file: string, path: string, host: StaticHost): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of parse(file).filter((r) => matches(r.pattern, path))) {
    if (host === 'cloudflare') for (const name of rule.detach) out.delete(name);
    for (const [name, value] of rule.set) {
      const before = out.get(name);
      out.set(name, host === 'cloudflare' && before !== undefined ? `${before}, ${value}` : value);
    }
  }
  return out;
}
