/**
 * An image's alt text: the media library's for its stored URL when the library has one
 * (loaded with the page's data, see routes/loaders.ts), otherwise the page's own.
 */
export function altText(library: Readonly<Record<string, string>> | undefined, stored: string | null | undefined, fallback: string): string {
  return (stored && library?.[stored]) || fallback;
}
