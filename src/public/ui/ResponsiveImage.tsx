/**
 * Every content image of the public site. It always carries width and height and keeps their
 * ratio (cropping with object-fit), so nothing moves when it loads whatever the file's own
 * size; it offers Storage-rendered sizes through srcset; and it loads lazily unless it is the
 * page's largest image above the fold (`priority`), which loads first and is preloaded.
 */
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { imageSources } from '../../lib/image-url.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'sizes'> & {
  src: string;
  alt: string;
  /** The largest CSS width the image is shown at (and, with height, its ratio). */
  width: number;
  height: number;
  /** For images whose width follows the layout: the `sizes` of their srcset. Omitted: fixed size. */
  sizes?: string;
  /** The page's LCP image: eager, high fetch priority, preloaded. */
  priority?: boolean;
};

export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, ...rest }: Props) {
  const { src: url, srcSet } = imageSources(src, width, sizes !== undefined);
  if (priority) preload(url, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined });
  return (
    <img
      {...rest}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      css={{ aspectRatio: `${width} / ${height}`, objectFit: 'cover', maxWidth: '100%', height: 'auto' }}
    />
  );
}
