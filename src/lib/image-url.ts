/**
 * Responsive sources for images of a public Storage bucket: the same object through Storage's
 * image transformation endpoint (`/storage/v1/render/image/public/...?width=`) at a few widths,
 * so a phone downloads a phone-sized WebP. Only the widths in image-variants.ts are asked for
 * (the server renders no others). Other URLs (external, data:) pass through untouched.
 *
 * Transformations are on by default (the embedded server has them); hosted Supabase offers
 * them on paid plans only, so a build for a plan without them sets VITE_IMAGE_TRANSFORMS=false.
 */
import { OPEN_GRAPH_CROP, renderWidthFor, SRCSET_WIDTHS } from './image-variants.ts';

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

export function imageTransformsEnabled(): boolean {
  // `import.meta.env` is Vite's; code run outside Vite (server rendering under tsx) has none.
  const setting = (import.meta.env as Record<string, string | undefined> | undefined)?.VITE_IMAGE_TRANSFORMS;
  return String(setting ?? 'true').toLowerCase() !== 'false';
}

/**
 * The render URL of a public Storage object URL at the allowed width for `width` (the next one
 * up, see image-variants.ts), or undefined for any other URL.
 */
export function transformUrl(url: string, width: number): string | undefined {
  const at = url.indexOf(OBJECT_PATH);
  if (at < 0 || (at > 0 && !/^https?:\/\/[^/]+$/i.test(url.slice(0, at)))) return undefined;
  const [path, query = ''] = url.slice(at + OBJECT_PATH.length).split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('width', String(renderWidthFor(width)));
  return `${url.slice(0, at)}${RENDER_PATH}${path}?${params.toString()}`;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * Sources for an image shown `width` CSS pixels wide at most. Fluid images (`fluid`) get width
 * descriptors up to twice that width, for `sizes` to choose from; fixed-size ones 1x and 2x.
 */
export function imageSources(url: string, width: number, fluid: boolean, enabled = imageTransformsEnabled()): ImageSources {
  if (!enabled || !transformUrl(url, width)) return { src: url };
  if (!fluid) {
    return { src: transformUrl(url, width)!, srcSet: `${transformUrl(url, width)} 1x, ${transformUrl(url, width * 2)} 2x` };
  }
  const limit = Math.max(width * 2, SRCSET_WIDTHS[0]);
  const widths = SRCSET_WIDTHS.filter((w) => w <= limit);
  return {
    src: transformUrl(url, widths.find((w) => w >= width) ?? widths[widths.length - 1]!)!,
    srcSet: widths.map((w) => `${transformUrl(url, w)} ${w}w`).join(', '),
  };
}

/**
 * The share image (og:image) of a public Storage image: its 1200 × 630 crop around the focal
 * point, as social sites show it; other URLs, or transformations off, as they are.
 */
export function openGraphImageUrl(url: string, enabled = imageTransformsEnabled()): string {
  const at = url.indexOf(OBJECT_PATH);
  if (!enabled || !transformUrl(url, OPEN_GRAPH_CROP.width)) return url;
  const [path] = url.slice(at + OBJECT_PATH.length).split('?', 1) as [string];
  return `${url.slice(0, at)}${RENDER_PATH}${path}?width=${OPEN_GRAPH_CROP.width}&height=${OPEN_GRAPH_CROP.height}&resize=cover`;
}
