// /stencil[?image=ID]: any image (an upload, an AI result, a saved design) to clean stencil
// linework; adjust threshold, outline or shading guides, line weight, mirror and size; download
// SVG, PNG or the true-size PDF, save it, or preview it on the body.
import { Eye, FileDown, FileImage, FileType2, ImagePlus, Save, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TStencilMode, TStencilResponse } from '../../../core/print/print-schemas';
import { formatSize, round, type TPaperId } from '../../../core/print/units';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/session';
import { makeStencil, saveStencil } from './api/stencil-api';

const ID = /^[0-9a-f-]{36}$/i;
const field = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

export default function StencilPage() {
  const [params] = useSearchParams();
  const imageId = ID.test(params.get('image') ?? '') ? params.get('image')! : null;
  const [file, setFile] = useState<File | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [threshold, setThreshold] = useState(128);
  const [mode, setMode] = useState<TStencilMode>('outline');
  const [lineMm, setLineMm] = useState(0.5);
  const [mirror, setMirror] = useState(false);
  const [widthCm, setWidthCm] = useState(10);
  // A stored design has its own physical size (an engine design is drawn for its placement): the
  // server uses it unless the person types a width. An upload has none, so the field's 10 cm goes.
  const [widthTyped, setWidthTyped] = useState(false);
  const [paper, setPaper] = useState<TPaperId>('a4');
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<TStencilResponse | null>(null);
  const { user } = useAuth();
  useEffect(() => () => {
    if (fileUrl) URL.revokeObjectURL(fileUrl);
  }, [fileUrl]);

  const source = file ? { file } : imageId ? { imageId } : null;
  const sourceUrl = fileUrl ?? (imageId ? `/api/images/${imageId}` : null);

  function choose(f: File | undefined) {
    if (!f) return;
    if (!f.type.startsWith('image/')) {
      toast({ title: 'Invalid file type', description: 'Please upload an image file (JPEG, PNG, etc.)', variant: 'destructive' });
      return;
    }
    setFile(f);
    setFileUrl(URL.createObjectURL(f));
    setResult(null);
  }

  async function run() {
    if (!source) return;
    setBusy(true);
    try {
      const ownSize = 'imageId' in source && !widthTyped;
      const made = await makeStencil(source, { threshold, mode, lineMm, mirror, ...(ownSize ? {} : { widthMm: widthCm * 10 }) });
      setResult(made);
      // The field shows the size that was drawn.
      setWidthCm(round(made.widthMm / 10, 1));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The stencil could not be made. Please try again.';
      toast({ title: error instanceof ApiError && error.status === 415 ? 'Invalid file type' : 'Stencil failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!result) return;
    if (!user) {
      toast({ title: 'Sign up to save', description: 'Create a free account to keep your stencils.' });
      return;
    }
    setSaving(true);
    try {
      await saveStencil(result);
      toast({ title: 'Design Saved', description: 'The stencil is in your profile.' });
    } catch (error) {
      toast({ title: 'Save failed', description: error instanceof ApiError ? error.message : 'Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const pdfHref = result ? `/api/images/${result.svgId}/print.pdf?widthMm=${round(result.widthMm, 1)}&paper=${paper}` : '';

  return (
    <PageContainer>
      <PageHeader eyebrow="Stencil" title="Stencil maker" description="Turn a design, an AI image, a drawing or a photo into clean stencil linework, printed true to size." />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <aside className="grid content-start gap-4">
          <div className="grid gap-2">
            <Button asChild variant="outline">
              <label className="cursor-pointer">
                <ImagePlus aria-hidden="true" />
                {source ? 'Choose another image' : 'Upload an image'}
                <input type="file" accept="image/*" className="sr-only" data-testid="stencil-input" onChange={(e) => choose(e.target.files?.[0])} />
              </label>
            </Button>
            {!source && (
              <p className="text-xs text-muted-foreground">
                Or open a design from the <Link className="underline" to="/generator">generator</Link>. JPEG, PNG, WebP or GIF up to 10 MB.
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="st-threshold">Threshold ({threshold})</Label>
            <input id="st-threshold" type="range" min={20} max={235} value={threshold} onChange={(e) => setThreshold(Number(e.target.value))} />
            <p className="text-xs text-muted-foreground">Higher takes in lighter tones and softer edges: more lines.</p>
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1 text-sm font-medium">Lines</legend>
            {(['outline', 'shading'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input type="radio" name="st-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                {m === 'outline' ? 'Outline only' : 'Outline with shading guides'}
              </label>
            ))}
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="st-line">Line weight (mm)</Label>
              <select id="st-line" className={field} value={lineMm} onChange={(e) => setLineMm(Number(e.target.value))}>
                {[0.3, 0.4, 0.5, 0.7, 1].map((v) => (
                  <option key={v} value={v}>
                    {v} mm
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="st-width">Width (cm)</Label>
              <input id="st-width" type="number" min={1} max={120} step={0.5} className={field} value={widthCm} onChange={(e) => {
                  setWidthCm(Math.max(1, Number(e.target.value) || 1));
                  setWidthTyped(true);
                }} />
            </div>
          </div>
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="st-mirror">Mirror for transfer</Label>
            <Switch id="st-mirror" checked={mirror} onCheckedChange={setMirror} />
          </div>
          <p className="text-xs text-muted-foreground">Thermal copiers reverse the image themselves: leave mirror off for them. Mirror for inkjet stencil ink.</p>
          <Button onClick={run} disabled={!source || busy}>
            {busy ? <Spinner label="Tracing" /> : <Wand2 aria-hidden="true" />}
            Make stencil
          </Button>
        </aside>
        <section className="grid content-start gap-4" aria-label="Stencil result">
          <div className="grid gap-4 sm:grid-cols-2">
            <figure className="grid gap-2">
              <div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl border border-border bg-muted/40">
                {sourceUrl ? <img src={sourceUrl} alt="Source image" className="max-h-full max-w-full object-contain" /> : <span className="text-sm text-muted-foreground">No image yet</span>}
              </div>
              <figcaption className="text-sm text-muted-foreground">Source</figcaption>
            </figure>
            <figure className="grid gap-2">
              <div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl border border-border bg-white">
                {result ? <img src={result.svgUrl} alt="Stencil linework" data-testid="stencil-result" className="max-h-full max-w-full object-contain" /> : <span className="text-sm text-neutral-500">{busy ? 'Tracing…' : 'The stencil appears here'}</span>}
              </div>
              <figcaption className="text-sm text-muted-foreground" data-testid="stencil-info">
                {result ? `${formatSize(result.widthMm, result.heightMm)} · ${result.paths} lines · read as ${result.kind === 'lineart' ? 'a drawing' : 'a photo'}${mirror ? ' · mirrored' : ''}` : 'Stencil'}
              </figcaption>
            </figure>
          </div>
          {result && (
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild variant="outline">
                <a href={`${result.svgUrl}?download=inkglow-stencil.svg`} download>
                  <FileType2 aria-hidden="true" />
                  SVG
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={`${result.url}?download=inkglow-stencil.png`} download>
                  <FileImage aria-hidden="true" />
                  PNG
                </a>
              </Button>
              <select aria-label="Paper" className="h-9 rounded-md border border-input bg-background px-2 text-sm" value={paper} onChange={(e) => setPaper(e.target.value as TPaperId)}>
                <option value="a4">A4</option>
                <option value="letter">US Letter</option>
              </select>
              <Button asChild variant="outline">
                <a href={pdfHref} download data-testid="stencil-pdf">
                  <FileDown aria-hidden="true" />
                  PDF, true size
                </a>
              </Button>
              <Button variant="outline" onClick={save} disabled={saving}>
                <Save aria-hidden="true" />
                {user ? 'Save' : 'Sign up to save'}
              </Button>
              <Button asChild>
                <Link to={`/preview?image=${result.id}&print=${result.svgId}&w=${round(result.widthMm, 1)}`}>
                  <Eye aria-hidden="true" />
                  Preview on the body
                </Link>
              </Button>
            </div>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
