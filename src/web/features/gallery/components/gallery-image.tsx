import type * as React from 'react';
import type { TCatalogImage } from '../../../../core/catalog-schemas';
import { imageSrcSet, imageVariantUrl } from '../../../../core/catalog-values';
import { LoadingImage } from '../../../components/ui/loading-image';
import { useLive } from '../../../lib/use-live';
import { cn } from '../../../lib/utils';

interface GalleryImageProps {
  image: TCatalogImage | null;
  alt: string;
  sizes?: string;
  /** Ask for this one variant width instead of the card sizes (the lightbox uses 1024). */
  maxWidth?: number;
  className?: string;
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  style?: React.CSSProperties;
  /** Left out of the prerendered HTML: its request starts once the app is live, so it does not
   * share a phone's slow link with the first tile's priority image (Chrome fetches lazy images
   * well below the fold as soon as the HTML arrives). */
  deferred?: boolean;
}

/** A gallery example, whole on the engine's paper colour; the lightbox asks for one large variant. */
export function GalleryImage({ image, alt, sizes, maxWidth, className, fit = 'contain', loading, fetchPriority, style, deferred }: GalleryImageProps) {
  const live = useLive();
  if (deferred && !live) image = null;
  const large = Boolean(image && maxWidth);
  return (
    <LoadingImage
      src={image ? (maxWidth ? imageVariantUrl(image.id, maxWidth) : image.url) : undefined}
      srcSet={image && !large ? imageSrcSet(image.id, image.width) : undefined}
      sizes={large ? undefined : sizes}
      width={image ? (maxWidth ?? image.width) : undefined}
      height={image ? (maxWidth ? Math.round((image.height * maxWidth) / image.width) : image.height) : undefined}
      alt={alt}
      fit={fit}
      loading={loading}
      fetchPriority={fetchPriority}
      style={style}
      className={cn(!large && 'bg-[#f3ead7]', className)}
    />
  );
}
