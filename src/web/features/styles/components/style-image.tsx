import type * as React from 'react';
import type { TCatalogImage } from '../../../../core/catalog-schemas';
import { imageSrcSet } from '../../../../core/catalog-values';
import { LoadingImage } from '../../../components/ui/loading-image';
import { useLive } from '../../../lib/use-live';
import { cn } from '../../../lib/utils';

interface StyleImageProps {
  image: TCatalogImage | null;
  alt: string;
  /** The `sizes` attribute: how wide the box is at each breakpoint. */
  sizes: string;
  /** Box classes; must fix the aspect ratio (e.g. aspect-[4/5]) so nothing shifts when it loads. */
  className?: string;
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
  /** The page's largest paint: fetched at once, ahead of other images. */
  priority?: boolean;
  style?: React.CSSProperties;
  /** Left out of the prerendered HTML: its request starts once the app is live, so it does not
   * share a phone's slow link with the first screen's priority image (Chrome fetches lazy images
   * well below the fold, 1250 px and more, as soon as the HTML arrives). */
  deferred?: boolean;
}

/** A style's example piece. Shown whole (contain) on the engine's paper colour, so a tall forearm
 * piece in a 4:5 card is letterboxed on paper instead of cropped. */
export function StyleImage({ image, alt, sizes, className, fit = 'contain', loading, priority, style, deferred }: StyleImageProps) {
  const live = useLive();
  if (deferred && !live) image = null;
  return (
    <LoadingImage
      src={image?.url}
      srcSet={image ? imageSrcSet(image.id, image.width) : undefined}
      sizes={sizes}
      width={image?.width}
      height={image?.height}
      alt={alt}
      fit={fit}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      style={style}
      className={cn('bg-[#f3ead7]', className)}
    />
  );
}
