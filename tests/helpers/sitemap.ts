/** Every URL of a site's sitemap: its own, or those of each part when /sitemap.xml is an index. */
export async function sitemapLocs(origin: string): Promise<string[]> {
  const locsOf = async (url: string) => [...(await (await fetch(url)).text()).matchAll(/<(sitemap|url)><loc>([^<]+)<\/loc>/g)].map((m) => ({ index: m[1] === 'sitemap', loc: m[2]! }));
  const top = await locsOf(`${origin}/sitemap.xml`);
  const parts = await Promise.all(top.map(async (e) => (e.index ? (await locsOf(e.loc)).map((p) => p.loc) : [e.loc])));
  return parts.flat();
}
