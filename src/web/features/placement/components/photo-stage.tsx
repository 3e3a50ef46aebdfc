// "On your photo": the photo stays in the browser (an object URL, never uploaded). The design sits
// on four corner handles (a perspective warp via CSS matrix3d), blended as ink, healed or fresh;
// two scale markers and a known distance make the size read true; compare before/after; export.
import { Camera, Download, ImagePlus, Ruler } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { homography, toMatrix3d } from '../../../../core/placement/homography';
import { formatSize, type TUnitSystem } from '../../../../core/print/units';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useGestures } from '../hooks/use-gestures';
import { exportAfterPng, inkStyle } from '../lib/photo-export';
import { centredQuad, moveCorner, moveQuad, quadWidth, rotateQuad, scaleQuad, type TQuad } from '../lib/quad';

export const REFERENCES = [
  { id: 'card', label: 'Bank card, long side (8.56 cm)', cm: 8.56 },
  { id: 'quarter', label: 'US quarter (2.43 cm)', cm: 2.426 },
  { id: 'euro', label: '1 euro coin (2.33 cm)', cm: 2.325 },
  { id: 'custom', label: 'A length I measured', cm: 0 },
] as const;

interface Props {
  src: string | null;
  aspect: number;
  widthMm: number;
  unit: TUnitSystem;
  designLabel: string;
}

export function PhotoStage({ src, aspect, widthMm, unit, designLabel }: Props) {
  const [photo, setPhoto] = useState<{ url: string; w: number; h: number } | null>(null);
  const [quad, setQuad] = useState<TQuad | null>(null);
  const [fresh, setFresh] = useState(false);
  const [compare, setCompare] = useState(100);
  const [markers, setMarkers] = useState<[{ x: number; y: number }, { x: number; y: number }] | null>(null);
  const [reference, setReference] = useState<(typeof REFERENCES)[number]['id']>('card');
  const [customCm, setCustomCm] = useState('10');
  const [exporting, setExporting] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const photoRef = useRef<HTMLImageElement>(null);
  const designRef = useRef<HTMLImageElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [designSize, setDesignSize] = useState({ w: 1000, h: 1000 * aspect });

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setBoxWidth(el.clientWidth));
    ro.observe(el);
    setBoxWidth(el.clientWidth);
    return () => ro.disconnect();
  }, [photo]);
  useEffect(() => () => {
    if (photo) URL.revokeObjectURL(photo.url);
  }, [photo]);

  const scale = photo && boxWidth ? boxWidth / photo.w : 1;
  const refCm = reference === 'custom' ? Number(customCm) || 0 : REFERENCES.find((r) => r.id === reference)!.cm;
  const pxPerCm = markers && refCm > 0 ? Math.hypot(markers[1].x - markers[0].x, markers[1].y - markers[0].y) / refCm : null;
  const shownWidthMm = pxPerCm && quad ? (quadWidth(quad) / pxPerCm) * 10 : null;

  function choosePhoto(file: File | undefined) {
    if (!file || !file.type.startsWith('image/')) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setPhoto({ url, w: img.naturalWidth, h: img.naturalHeight });
      setQuad(centredQuad(img.naturalWidth, img.naturalHeight, aspect));
      const y = img.naturalHeight * 0.85;
      setMarkers([{ x: img.naturalWidth * 0.3, y }, { x: img.naturalWidth * 0.7, y }]);
    };
    img.src = url;
  }

  /** Makes the design on the photo the chosen physical width, using the scale markers. */
  function fitToSize() {
    if (!quad || !pxPerCm) return;
    setQuad(scaleQuad(quad, ((widthMm / 10) * pxPerCm) / quadWidth(quad)));
  }

  const designGestures = useGestures({
    onDrag: (dx, dy) => setQuad((q) => q && moveQuad(q, dx / scale, dy / scale)),
    onPinch: (f, deg) => setQuad((q) => q && rotateQuad(scaleQuad(q, f), deg)),
    onWheelScale: (f) => setQuad((q) => q && scaleQuad(q, f)),
  });

  const onDesignKey = (e: React.KeyboardEvent) => {
    if (!quad) return;
    const step = (e.shiftKey ? 20 : 4) / scale;
    const next: Record<string, () => TQuad> = {
      ArrowLeft: () => moveQuad(quad, -step, 0),
      ArrowRight: () => moveQuad(quad, step, 0),
      ArrowUp: () => moveQuad(quad, 0, -step),
      ArrowDown: () => moveQuad(quad, 0, step),
      '+': () => scaleQuad(quad, 1.05),
      '=': () => scaleQuad(quad, 1.05),
      '-': () => scaleQuad(quad, 1 / 1.05),
      ']': () => rotateQuad(quad, 5),
      '[': () => rotateQuad(quad, -5),
    };
    if (next[e.key]) {
      e.preventDefault();
      setQuad(next[e.key]());
    }
  };

  async function exportPng() {
    if (!photoRef.current || !designRef.current || !quad) return;
    setExporting(true);
    try {
      const blob = await exportAfterPng(photoRef.current, designRef.current, quad, { fresh });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = 'inkglow-on-my-skin.png';
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    } finally {
      setExporting(false);
    }
  }

  if (!photo) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border p-8 text-center">
        <Camera className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="max-w-md text-sm text-muted-foreground">
          Take or choose a photo of the body part. It stays on this device: it is never uploaded.
        </p>
        <Button asChild>
          <label className="cursor-pointer">
            <ImagePlus aria-hidden="true" />
            Choose a photo
            <input type="file" accept="image/*" className="sr-only" data-testid="photo-input" onChange={(e) => choosePhoto(e.target.files?.[0])} />
          </label>
        </Button>
      </div>
    );
  }

  const hm = quad ? homography(designSize.w, designSize.h, quad) : null;
  const look = inkStyle({ fresh }, 1 / Math.max(scale, 0.2));
  const handle = 'absolute z-20 size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/80 shadow touch-none focus-visible:ring-2 focus-visible:ring-ring outline-none';

  return (
    <div className="grid gap-4">
      <div ref={boxRef} className="relative w-full overflow-hidden rounded-xl bg-muted" style={{ aspectRatio: `${photo.w} / ${photo.h}` }} data-testid="photo-stage">
        <img ref={photoRef} src={photo.url} alt="Your photo" className="absolute inset-0 h-full w-full" draggable={false} />
        {src && hm && (
          <div className="absolute left-0 top-0 origin-top-left" style={{ transform: `scale(${scale})`, clipPath: `inset(0 ${100 - compare}% 0 0)`, width: photo.w, height: photo.h }}>
            <img
              ref={designRef}
              src={src}
              alt={designLabel}
              data-testid="photo-design"
              tabIndex={0}
              aria-label={`${designLabel} on your photo. Drag to move, pinch or scroll to resize; arrows move, plus and minus resize, [ and ] rotate; drag the corner handles for perspective.`}
              draggable={false}
              onLoad={(e) => setDesignSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
              className="absolute left-0 top-0 max-w-none origin-top-left cursor-move touch-none outline-none focus-visible:outline-2 focus-visible:outline-ring"
              style={{
                width: designSize.w,
                height: designSize.h,
                transform: `matrix3d(${toMatrix3d(hm).join(',')})`,
                mixBlendMode: 'multiply',
                filter: look.filter,
                opacity: look.opacity,
              }}
              onKeyDown={onDesignKey}
              {...designGestures}
            />
          </div>
        )}
        {quad && compare > 0 &&
          quad.map((p, i) => (
            <CornerHandle key={i} index={i} x={p.x * scale} y={p.y * scale} className={handle} onMove={(dx, dy) => setQuad((q) => q && moveCorner(q, i, dx / scale, dy / scale))} />
          ))}
        {markers &&
          markers.map((m, i) => (
            <CornerHandle
              key={`m${i}`}
              index={i}
              marker
              x={m.x * scale}
              y={m.y * scale}
              className="absolute z-20 size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-black bg-amber-300 touch-none outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onMove={(dx, dy) =>
                setMarkers((ms) => ms && (ms.map((p, j) => (j === i ? { x: p.x + dx / scale, y: p.y + dy / scale } : p)) as typeof ms))
              }
            />
          ))}
        {markers && (
          <svg className="pointer-events-none absolute inset-0 z-10 h-full w-full">
            <line x1={markers[0].x * scale} y1={markers[0].y * scale} x2={markers[1].x * scale} y2={markers[1].y * scale} stroke="#fbbf24" strokeWidth={2} strokeDasharray="6 4" />
          </svg>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="grid gap-2 rounded-lg border border-border p-3">
          <legend className="flex items-center gap-1.5 px-1 text-sm font-medium">
            <Ruler className="size-4" aria-hidden="true" /> Scale
          </legend>
          <p className="text-xs text-muted-foreground">Drag the two yellow markers to the ends of something you know the size of.</p>
          <Label htmlFor="photo-reference">The markers span</Label>
          <select id="photo-reference" className="h-9 rounded-md border border-input bg-background px-2 text-sm" value={reference} onChange={(e) => setReference(e.target.value as typeof reference)}>
            {REFERENCES.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
          {reference === 'custom' && (
            <>
              <Label htmlFor="photo-measure">Measured length (cm)</Label>
              <input id="photo-measure" inputMode="decimal" className="h-9 rounded-md border border-input bg-background px-2 text-sm" value={customCm} onChange={(e) => setCustomCm(e.target.value)} />
            </>
          )}
          <p className="text-sm" data-testid="photo-size" aria-live="polite">
            {shownWidthMm ? `Design on the photo: ${formatSize(shownWidthMm, shownWidthMm * aspect, unit)}` : 'Set the markers to read the size.'}
          </p>
          <Button variant="outline" size="sm" onClick={fitToSize} disabled={!pxPerCm}>
            Make it {formatSize(widthMm, widthMm * aspect, unit).split(' × ')[0]} {unit} wide
          </Button>
        </fieldset>
        <fieldset className="grid content-start gap-3 rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-medium">Look</legend>
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="fresh-look">Fresh ink (off: healed)</Label>
            <Switch id="fresh-look" checked={fresh} onCheckedChange={setFresh} />
          </div>
          <Label htmlFor="compare">Before / after</Label>
          <input id="compare" type="range" min={0} max={100} value={compare} onChange={(e) => setCompare(Number(e.target.value))} aria-valuetext={`${compare}% after`} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={exportPng} disabled={exporting || !quad}>
              <Download aria-hidden="true" />
              Export PNG
            </Button>
            <Button variant="outline" asChild>
              <label className="cursor-pointer">
                <ImagePlus aria-hidden="true" />
                Another photo
                <input type="file" accept="image/*" className="sr-only" onChange={(e) => choosePhoto(e.target.files?.[0])} />
              </label>
            </Button>
          </div>
        </fieldset>
      </div>
    </div>
  );
}

function CornerHandle(props: { index: number; x: number; y: number; className: string; marker?: boolean; onMove: (dx: number, dy: number) => void }) {
  const gestures = useGestures({ onDrag: props.onMove, onPinch: () => {} });
  const names = ['top left', 'top right', 'bottom right', 'bottom left'];
  return (
    <button
      type="button"
      className={props.className}
      style={{ left: props.x, top: props.y }}
      aria-label={props.marker ? `Scale marker ${props.index + 1}` : `Perspective handle, ${names[props.index]} corner`}
      data-testid={props.marker ? `marker-${props.index}` : `corner-${props.index}`}
      onKeyDown={(e) => {
        const s = e.shiftKey ? 10 : 2;
        const d: Record<string, [number, number]> = { ArrowLeft: [-s, 0], ArrowRight: [s, 0], ArrowUp: [0, -s], ArrowDown: [0, s] };
        if (d[e.key]) {
          e.preventDefault();
          props.onMove(...d[e.key]);
        }
      }}
      {...gestures}
    />
  );
}
