import * as React from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/utils';

export interface LoadingImageProps {
  /** Missing while the image is still being prepared: the box pulses. */
  src?: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  alt: string;
  /** Box classes; must fix the aspect ratio so nothing shifts when the image loads. */
  className?: string;
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
  /** 'high' for the image that is the page's largest paint (first on screen). */
  fetchPriority?: 'high' | 'low' | 'auto';
  style?: React.CSSProperties;
}

/** An image in a box of fixed aspect ratio: a neutral pulse until it has loaded, a quiet notice if
 * it cannot load — never a broken image. */
export function LoadingImage({
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  className,
  fit = 'contain',
  loading = 'lazy',
  fetchPriority,
  style,
}: LoadingImageProps) {
  // Outcomes are kept per URL, so a new image starts afresh.
  const [outcome, setOutcome] = React.useState<{ url: string; ok: boolean } | null>(null);
  const state = !src || outcome?.url !== src ? 'loading' : outcome.ok ? 'loaded' : 'failed';

  // A cached image can finish before React attaches onLoad.
  const ref = React.useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setOutcome({ url: img.getAttribute('src') ?? '', ok: true });
  }, []);

  return (
    <div className={cn('relative overflow-hidden bg-muted', className)} style={style}>
      {state === 'loading' && (
        <div
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-muted via-accent/60 to-muted"
        />
      )}
      {src && state !== 'failed' && (
        <img
          ref={ref}
          key={src}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onLoad={() => setOutcome({ url: src, ok: true })}
          onError={() => setOutcome({ url: src, ok: false })}
          // Visible from the start (over the pulse, which shows through until pixels arrive): a
          // prerendered page shows its images before, and without, JavaScript.
          className={cn('absolute inset-0 size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
        />
      )}
      {!src && <span className="sr-only">{`${alt} (being prepared)`}</span>}
      {state === 'failed' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
          <span className="text-xs">Image unavailable</span>
        </div>
      )}
    </div>
  );
}
