import * as React from 'react';
import { ImageOff } from 'lucide-react';
import { imageSrcSet, imageVariantUrl, type TCatalogImage } from '../../../../core/catalog-schemas';
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
  style?: React.CSSProperties;
}

/** An example in a box of fixed aspect ratio: a neutral pulse until it has loaded, never a broken image. */
export function GalleryImage({
  image,
  alt,
  sizes,
  maxWidth,
  className,
  fit = 'cover',
  loading = 'lazy',
  style,
}: GalleryImageProps) {
  const [outcome, setOutcome] = React.useState<{ url: string; ok: boolean } | null>(null);
  const url = image ? (maxWidth ? imageVariantUrl(image.id, maxWidth) : image.url) : '';
  const state = !image || outcome?.url !== url ? 'loading' : outcome.ok ? 'loaded' : 'failed';
  const ref = React.useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setOutcome({ url: img.getAttribute('src') ?? '', ok: true });
  }, []);

  return (
    <div className={cn('relative overflow-hidden bg-muted', className)} style={style}>
      {state === 'loading' && (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-gradient-to-br from-muted via-accent/60 to-muted" />
      )}
      {image && state !== 'failed' && (
        <img
          ref={ref}
          key={url}
          src={url}
          // The lightbox shows one large variant; cards choose among the card-size ones.
          srcSet={maxWidth ? undefined : imageSrcSet(image.id, image.width)}
          sizes={maxWidth ? undefined : sizes}
          width={maxWidth ? maxWidth : image.width}
          height={maxWidth ? Math.round((image.height * maxWidth) / image.width) : image.height}
          alt={alt}
          loading={loading}
          decoding="async"
          onLoad={() => setOutcome({ url, ok: true })}
          onError={() => setOutcome({ url, ok: false })}
          className={cn(
            'absolute inset-0 size-full transition-opacity duration-300',
            fit === 'cover' ? 'object-cover' : 'object-contain',
            state === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      {!image && <span className="sr-only">{`${alt} (being prepared)`}</span>}
      {state === 'failed' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
          <span className="text-xs">Image unavailable</span>
        </div>
      )}
    </div>
  );
}
