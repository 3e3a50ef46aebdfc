import * as React from 'react';
import { ImageOff } from 'lucide-react';
import { imageSrcSet, type TCatalogImage } from '../../../../core/catalog-schemas';
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
  style?: React.CSSProperties;
}

/**
 * An example image in a box of fixed aspect ratio: a neutral pulse while the server is still
 * drawing it or the bytes are on their way, a quiet notice if it cannot load — never a broken image.
 */
export function StyleImage({ image, alt, sizes, className, fit = 'cover', loading = 'lazy', style }: StyleImageProps) {
  // Outcomes are kept per URL, so a new image (e.g. after a re-render on the server) starts afresh.
  const [outcome, setOutcome] = React.useState<{ url: string; ok: boolean } | null>(null);
  const state = !image || outcome?.url !== image.url ? 'loading' : outcome.ok ? 'loaded' : 'failed';
  const settle = (url: string, ok: boolean) => setOutcome({ url, ok });

  // A cached image can finish before React attaches onLoad.
  const ref = React.useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setOutcome({ url: img.getAttribute('src') ?? '', ok: true });
  }, []);

  return (
    <div className={cn('relative overflow-hidden bg-muted', className)} style={style}>
      {state !== 'loaded' && state !== 'failed' && (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-gradient-to-br from-muted via-accent/60 to-muted" />
      )}
      {image && state !== 'failed' && (
        <img
          ref={ref}
          key={image.url}
          src={image.url}
          srcSet={imageSrcSet(image.id, image.width)}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          decoding="async"
          onLoad={() => settle(image.url, true)}
          onError={() => settle(image.url, false)}
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
