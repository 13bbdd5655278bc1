/**
 * Every content image of the public site. It always carries width and height and keeps their
 * ratio (cropping with object-fit), so nothing moves when it loads whatever the file's own
 * size; it offers Storage-rendered sizes through srcset; and it loads lazily unless it is the
 * page's largest image above the fold (`priority`), which loads first and is preloaded. An
 * image known to be below the fold (`defer`) is not fetched until it comes near the viewport
 * (src/lib/deferred-images.ts); its parent must be positioned, for the no-JavaScript copy.
 * Its crop keeps the library's focal point of the file in sight (object-position, from the
 * page's initial state: data/focal-points.ts); an image without one keeps its own position.
 */
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { DEFERRED_ATTR, placeholderSrc, watchDeferredImage } from '../../lib/deferred-images.ts';
import { imageSources } from '../../lib/image-url.ts';
import { focalPointOf, objectPositionOf } from '../../lib/focal-point.ts';
import { useInitialState } from '../ssr/initial-state.tsx';

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
  /** Below the fold (e.g. the related posts under an article): fetched only as it approaches. */
  defer?: boolean;
};

export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, defer = false, ...rest }: Props) {
  const { src: url, srcSet } = imageSources(src, width, sizes !== undefined);
  // The box's ratio as a custom property of the global class pd-img (ui/ui-classes.ts), and the
  // focal point as an inline object-position: no style runtime in the islands that show images,
  // and a caller's class still sets its own ratio.
  const focal = focalPointOf(useInitialState()?.focal, src);
  const position: CSSProperties = focal.focal_x == null ? {} : { objectPosition: objectPositionOf(focal) };
  const box = { className: rest.className ? `pd-img ${rest.className}` : 'pd-img', style: { '--pd-ratio': `${width} / ${height}`, ...position, ...rest.style } as CSSProperties };
  if (defer && !priority) {
    // The placeholder keeps the alt (it becomes the image); the no-JavaScript copy lies over it, alt-less.
    const deferred = { [DEFERRED_ATTR]: '', 'data-src': url, 'data-srcset': srcSet };
    return (
      <>
        <img {...rest} {...deferred} ref={watchDeferredImage} src={placeholderSrc(width, height)} sizes={srcSet ? sizes : undefined} alt={alt} width={width} height={height} loading="lazy" decoding="async" {...box} />
        <noscript>
          <img {...rest} src={url} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt="" width={width} height={height} loading="lazy" decoding="async" {...box} className={`${box.className} pd-img-over`} />
        </noscript>
      </>
    );
  }
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
      {...box}
    />
  );
}
