/**
 * The public address of a content item from its resource's `publicPath` template
 * (schema/*.ts, e.g. '/blog/{slug}'); the page with slug 'home' is the home page.
 */
export function publicPath(template: string, slug: string): string {
  const path = template.replace('{slug}', encodeURIComponent(slug));
  return path === '/home' ? '/' : path;
}
