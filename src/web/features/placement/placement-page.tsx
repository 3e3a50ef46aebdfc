// /preview?image=ID[&print=ID][&w=mm][&placement=forearm]: see a design on the body at true scale
// and on your own photo. Linked from the generator, saved designs, the stencil tool (and usable by
// chat and analysis through the same address).
import { FileDown, FileText, ImagePlus } from 'lucide-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PLACEMENT_ANCHORS } from '../../../core/placement/body';
import { wrappedWidth } from '../../../core/placement/wrap';
import { PLACEMENTS, labelOf, values, type TPlacementId } from '../../../core/options';
import { formatSize, round, type TPaperId } from '../../../core/print/units';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Switch } from '../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BodyControls } from './components/body-controls';
import { BodyStage } from './components/body-stage';
import { PhotoStage } from './components/photo-stage';
import { useInkOnly } from './lib/ink-only';
import { initialState, placementReducer } from './lib/placement-state';

const ID = /^[0-9a-f-]{36}$/i;

export default function PlacementPage() {
  const [params] = useSearchParams();
  const imageId = ID.test(params.get('image') ?? '') ? params.get('image')! : null;
  const printId = ID.test(params.get('print') ?? '') ? params.get('print')! : imageId;
  const placementParam = params.get('placement') as TPlacementId | null;
  const startPlacement = placementParam && values(PLACEMENTS).includes(placementParam) ? placementParam : 'forearm';
  const startWidth = Number(params.get('w')) > 0 ? Number(params.get('w')) : undefined;
  const [state, dispatch] = useReducer(placementReducer, undefined, () => initialState(startPlacement, startWidth));
  // The analysis page hands over an upload as an object URL in the navigation state.
  const handed = (useLocation().state as { localImage?: unknown } | null)?.localImage;
  const [local, setLocal] = useState<string | null>(() =>
    typeof handed === 'string' && handed.startsWith('blob:') ? handed : null,
  );
  const src = local ?? (imageId ? `/api/images/${imageId}` : null);
  // On skin only the ink shows: the design's paper is keyed out for both stages.
  const inkSrc = useInkOnly(src);
  const [aspect, setAspect] = useState(1);
  const [paper, setPaper] = useState<TPaperId>('a4');
  const [mirror, setMirror] = useState(false);

  useEffect(() => {
    if (!src) return;
    const img = new Image();
    img.onload = () => setAspect(img.naturalHeight / img.naturalWidth || 1);
    img.src = src;
  }, [src]);
  useEffect(() => () => {
    if (local) URL.revokeObjectURL(local);
  }, [local]);

  const heightMm = state.widthMm * aspect;
  const anchor = PLACEMENT_ANCHORS[state.placement];
  const label = `Design, ${formatSize(state.widthMm, heightMm, state.unit)}, on the ${labelOf(PLACEMENTS, state.placement).toLowerCase()}`;
  const wrapped = useMemo(() => {
    if (!state.wrap || !anchor.limbWidth) return null;
    // limb width in mm on this body: units → mm
    const limbMm = ((anchor.limbWidth * (state.shape === 'slim' ? 0.88 : state.shape === 'broad' ? 1.16 : 1)) / 1000) * state.heightCm * 10;
    return wrappedWidth(state.widthMm, limbMm);
  }, [state.wrap, state.widthMm, state.heightCm, state.shape, anchor.limbWidth]);
  const printHref = printId
    ? `/api/images/${printId}/print.pdf?widthMm=${round(state.widthMm, 1)}&paper=${paper}&placement=${state.placement}${mirror ? '&mirror=1' : ''}`
    : null;
  const briefHref = imageId ? `/api/images/${imageId}/brief.pdf?widthMm=${round(state.widthMm, 1)}&paper=${paper}&placement=${state.placement}` : null;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Placement preview"
        title="See it on the body"
        description="The body is drawn to scale for the height you choose, and the design at the size it will print."
      />
      {!src && (
        <div className="mb-6 flex flex-col gap-3 rounded-xl border border-dashed border-border p-6 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-muted-foreground">
            No design chosen. Open one from the <Link className="underline" to="/generator">generator</Link> or the{' '}
            <Link className="underline" to="/stencil">stencil tool</Link>, or try an image from this device (it stays here).
          </p>
          <Button asChild variant="outline">
            <label className="cursor-pointer">
              <ImagePlus aria-hidden="true" />
              Use an image
              <input type="file" accept="image/*" className="sr-only" data-testid="design-input" onChange={(e) => {
                const f = e.target.files?.[0];
                if (f && f.type.startsWith('image/')) setLocal(URL.createObjectURL(f));
              }} />
            </label>
          </Button>
        </div>
      )}
      <Tabs defaultValue="body">
        <TabsList className="mb-2">
          <TabsTrigger value="body">On the body</TabsTrigger>
          <TabsTrigger value="photo">On your photo</TabsTrigger>
        </TabsList>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <TabsContent value="body" className="mt-0">
              <div className="aspect-[12/11] w-full overflow-hidden rounded-xl border border-border bg-muted/40">
                <BodyStage state={state} dispatch={dispatch} src={inkSrc} aspect={aspect} label={label} />
              </div>
              {state.view !== anchor.view && (
                <p className="mt-2 text-sm text-muted-foreground">
                  The {labelOf(PLACEMENTS, state.placement).toLowerCase()} placement is on the {anchor.view} view.
                </p>
              )}
            </TabsContent>
            <TabsContent value="photo" className="mt-0">
              <PhotoStage src={inkSrc} aspect={aspect} widthMm={state.widthMm} unit={state.unit} designLabel="Design" />
            </TabsContent>
          </div>
          <aside className="grid content-start gap-5">
            <div className="rounded-xl border border-border bg-card p-4">
              <p className="text-xs uppercase tracking-wider text-muted-foreground">Size that prints</p>
              <p className="font-display text-2xl font-semibold" data-testid="print-size">
                {formatSize(state.widthMm, heightMm, state.unit)}
              </p>
              <p className="text-xs text-muted-foreground">
                {state.unit === 'cm' ? formatSize(state.widthMm, heightMm, 'in') : formatSize(state.widthMm, heightMm, 'cm')}
                {wrapped && ` · wraps to ${round(wrapped / 10, 1)} cm seen from the front`}
              </p>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <select aria-label="Paper" className="h-9 rounded-md border border-input bg-background px-2 text-sm" value={paper} onChange={(e) => setPaper(e.target.value as TPaperId)}>
                  <option value="a4">A4</option>
                  <option value="letter">US Letter</option>
                </select>
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor="pl-mirror">Mirror</Label>
                  <Switch id="pl-mirror" checked={mirror} onCheckedChange={setMirror} />
                </div>
              </div>
              <div className="mt-3 grid gap-2">
                {printHref ? (
                  <Button asChild>
                    <a href={printHref} download data-testid="print-pdf">
                      <FileDown aria-hidden="true" />
                      Print PDF at this size
                    </a>
                  </Button>
                ) : (
                  <p className="text-xs text-muted-foreground">A true-size PDF needs a design from InkGlow.</p>
                )}
                {briefHref && (
                  <Button asChild variant="outline">
                    <a href={briefHref} download data-testid="brief-pdf">
                      <FileText aria-hidden="true" />
                      Artist brief (PDF)
                    </a>
                  </Button>
                )}
              </div>
            </div>
            <BodyControls state={state} dispatch={dispatch} />
            <p className="text-xs text-muted-foreground">
              Keys on the design: arrows move it, + and − resize, [ and ] rotate, 0 re-centres. Pinch and twist on touch.
            </p>
          </aside>
        </div>
      </Tabs>
    </PageContainer>
  );
}
