import { storedImageSources } from '@kelas/contracts/images';
import { cn } from './cn';

type Props = {
  /** Storage path of the image (without /storage/). */
  path: string;
  /** The `sizes` attribute: how wide the layout shows it. */
  sizes: string;
  /** Above the fold and likely the largest paint: loaded eagerly with high priority; else lazily. */
  priority?: boolean;
  className?: string;
  alt?: string;
  /** Intrinsic size (px) for the aspect ratio before it loads; course images are 16:9. */
  width?: number;
  height?: number;
};

/**
 * A stored image at the width the layout needs (decision 204): `srcset` of the
 * upload's WebP variants with `sizes`, lazy below the fold, decoded off the main thread.
 */
export function StoredImage({
  path,
  sizes,
  priority = false,
  className,
  alt = '',
  width = 640,
  height = 360,
}: Props) {
  const { src, srcSet } = storedImageSources(path);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('size-full object-cover', className)}
    />
  );
}
