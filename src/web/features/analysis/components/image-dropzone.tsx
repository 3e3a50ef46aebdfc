// Upload by click or drag-and-drop; once an image is in, change or remove it. The preview can carry
// the tattooability overlay.
import { ImageUp, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export interface ImageDropzoneProps {
  previewUrl: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Drawn over the preview (same box as the image). */
  overlay?: ReactNode;
}

export function ImageDropzone({
  previewUrl,
  disabled,
  onFile,
  onRemove,
  overlay,
}: ImageDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const pick = () => input.current?.click();
  const fileInput = (
    <input
      ref={input}
      id={inputId}
      type="file"
      accept="image/*"
      className="sr-only"
      data-testid="analysis-file-input"
      aria-label="Upload a tattoo image"
      tabIndex={-1}
      onChange={(e) => {
        const file = e.target.files?.[0];
        if (file) onFile(file);
        e.target.value = '';
      }}
    />
  );

  if (previewUrl) {
    return (
      <div className="space-y-3">
        <div className="relative mx-auto w-fit overflow-hidden rounded-xl border border-border bg-muted/40">
          <img
            src={previewUrl}
            alt="Uploaded tattoo"
            className="block max-h-[28rem] w-auto max-w-full"
          />
          {overlay}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" onClick={pick} disabled={disabled}>
            <RefreshCw aria-hidden="true" />
            Change Image
          </Button>
          <Button type="button" variant="ghost" onClick={onRemove} disabled={disabled}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
        {fileInput}
      </div>
    );
  }

  // The file input sits beside the drop zone, not inside it: a control inside role=button is a
  // nested interactive element to assistive technology.
  return (
    <>
      <div
        role="button"
        tabIndex={0}
        data-testid="analysis-dropzone"
        // Before the page is live, public/early-input.js opens this input itself (a picker must
        // open within moments of the press).
        data-file-input={inputId}
        aria-label="Upload a tattoo image: click or drop a file here"
        aria-disabled={disabled}
        onClick={() => !disabled && pick()}
        onKeyDown={(e) => {
          if ((e.key === 'Enter' || e.key === ' ') && !disabled) {
            e.preventDefault();
            pick();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files?.[0];
          if (file && !disabled) onFile(file);
        }}
        className={cn(
          'flex min-h-64 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-border bg-muted/30 p-8 text-center outline-none transition-colors hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring',
          dragging && 'border-primary bg-primary/10',
        )}
      >
        <ImageUp className="size-10 text-primary" aria-hidden="true" />
        <p className="font-medium">Drop a tattoo image here, or click to choose one</p>
        <p className="text-sm text-muted-foreground">JPEG, PNG, WebP, GIF or AVIF, up to 10 MB</p>
      </div>
      {fileInput}
    </>
  );
}
