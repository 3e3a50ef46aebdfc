// /analysis: upload an image for a summary and an eight-step analysis with measured tattooability,
// or describe a concept for a seven-step analysis (spec §2, §4, §5, §8).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loader2, ScanSearch } from 'lucide-react';
import type { TAnalysisPlacement, TAnalysisResult, TAnalyst } from '../../../core/analysis/analysis-schemas';
import { ANALYSIS_MESSAGES } from '../../../core/analysis/analysis-values';
import { PLACEMENT_FACTS } from '../../../core/analysis/tattooability';
import { imageIdOfUrl } from '../../../core/design-urls';
import { PLACEMENTS } from '../../../core/options';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/session';
import { ProviderKeysDialog } from '../../components/provider-keys/provider-keys-dialog';
import { analyzeConcept, analyzeImage, fetchOwnImage } from './api/analysis-api';
import { ConceptPanel } from './components/concept-panel';
import { FrameworkPanel } from './components/framework-panel';
import { ImageDropzone } from './components/image-dropzone';
import { ResultsPanel } from './components/results-panel';
import { SaveAnalysisButton } from './components/save-analysis-button';
import { SeeOnBody } from './components/see-on-body';
import { SavedAnalysesSection } from '../../components/saved-analyses/saved-analyses-list';
import { TattooOverlay } from './components/tattoo-overlay';

type TTab = 'framework' | 'text' | 'results';

const ANALYSTS: { value: TAnalyst; label: string }[] = [
  { value: 'auto', label: 'Automatic (AI when a key is available)' },
  { value: 'offline', label: 'Offline analyst (measured, no key)' },
  { value: 'ai', label: 'AI analyst (OpenAI)' },
];

function failToast(error: unknown) {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError && error.code === 'api_key_required') {
    toast({
      title: ANALYSIS_MESSAGES.keyRequiredTitle,
      description: error.message,
      variant: 'destructive',
    });
  } else if (error instanceof ApiError && error.code === 'invalid_file_type') {
    toast({
      title: ANALYSIS_MESSAGES.invalidFileTitle,
      description: error.message,
      variant: 'destructive',
    });
  } else {
    const message =
      error instanceof Error && error.message ? error.message : ANALYSIS_MESSAGES.unknownError;
    toast({ title: ANALYSIS_MESSAGES.failedTitle, description: message, variant: 'destructive' });
  }
}

export default function AnalysisPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<TTab>('framework');
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  /** The stored image's id when the image came from the generator or a saved design. */
  const [sourceImageId, setSourceImageId] = useState<string | null>(null);
  const [placement, setPlacement] = useState<TAnalysisPlacement>('forearm');
  const [sizeCm, setSizeCm] = useState<number>(PLACEMENT_FACTS.forearm.sizeCm);
  const [analyst, setAnalyst] = useState<TAnalyst>('auto');
  const [busy, setBusy] = useState<'image' | 'concept' | null>(null);
  const [imageResult, setImageResult] = useState<TAnalysisResult | null>(null);
  const [imageStream, setImageStream] = useState('');
  const [concept, setConcept] = useState('');
  const [conceptResult, setConceptResult] = useState<TAnalysisResult | null>(null);
  const [conceptStream, setConceptStream] = useState('');
  const [showOverlay, setShowOverlay] = useState(true);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const acceptFile = (next: File, announce = true) => {
    if (next.type && !next.type.startsWith('image/')) {
      toast({
        title: ANALYSIS_MESSAGES.invalidFileTitle,
        description: ANALYSIS_MESSAGES.invalidFile,
        variant: 'destructive',
      });
      return;
    }
    setFile(next);
    setSourceImageId(null);
    setPreviewUrl(URL.createObjectURL(next));
    setImageResult(null);
    setImageStream('');
    if (announce)
      toast({ title: 'Image Uploaded', description: 'Press Analyze Image when you are ready.' });
  };

  const removeImage = () => {
    setFile(null);
    setPreviewUrl(null);
    setImageResult(null);
    setImageStream('');
  };

  // Entry points: ?style=Name (style pages) opens the concept tab prefilled; ?image=/api/images/id
  // (generator output, saved designs) loads that image.
  useEffect(() => {
    const style = params.get('style');
    const image = params.get('image');
    if (!style && !image) return;
    if (style) {
      setTab('text');
      setConcept(`A ${style} tattoo of `);
    }
    if (image) {
      fetchOwnImage(image)
        .then((f) => {
          acceptFile(f);
          setSourceImageId(imageIdOfUrl(image));
        })
        .catch(failToast);
    }
    const next = new URLSearchParams(params);
    next.delete('style');
    next.delete('image');
    setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per arriving query
  }, [params]);

  const runImage = async () => {
    if (!file) {
      toast({
        title: ANALYSIS_MESSAGES.noImageTitle,
        description: ANALYSIS_MESSAGES.noImage,
        variant: 'destructive',
      });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy('image');
    setImageResult(null);
    setImageStream('');
    try {
      const result = await analyzeImage(
        file,
        { placement, sizeCm, analyst },
        {
          signal: controller.signal,
          onEvent: (e) => {
            if (e.type === 'delta') setImageStream((s) => s + e.text);
          },
        },
      );
      if (!result.analysis.trim()) {
        toast({
          title: ANALYSIS_MESSAGES.failedTitle,
          description: ANALYSIS_MESSAGES.noAnalysis,
          variant: 'destructive',
        });
        return;
      }
      setImageResult(result);
      setTab('results');
      toast({
        title: 'Analysis Complete',
        description:
          result.analyst === 'ai'
            ? 'The AI analyst has finished.'
            : 'The offline analyst measured your image.',
      });
    } catch (error) {
      failToast(error);
    } finally {
      if (abort.current === controller) setBusy(null);
    }
  };

  const runConcept = async () => {
    if (!concept.trim()) {
      toast({
        title: ANALYSIS_MESSAGES.emptyPromptTitle,
        description: ANALYSIS_MESSAGES.emptyPrompt,
        variant: 'destructive',
      });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    removeImage();
    setBusy('concept');
    setConceptResult(null);
    setConceptStream('');
    try {
      const result = await analyzeConcept(concept, analyst, {
        signal: controller.signal,
        onEvent: (e) => {
          if (e.type === 'delta') setConceptStream((s) => s + e.text);
        },
      });
      if (!result.analysis.trim()) {
        toast({
          title: ANALYSIS_MESSAGES.failedTitle,
          description: ANALYSIS_MESSAGES.noAnalysis,
          variant: 'destructive',
        });
        return;
      }
      setConceptResult(result);
      toast({ title: 'Analysis Complete', description: 'Your concept has been analysed.' });
    } catch (error) {
      failToast(error);
    } finally {
      if (abort.current === controller) setBusy(null);
    }
  };

  const measures = imageResult?.measures;
  return (
    <PageContainer>
      <title>Analysis Tool · InkGlow</title>
      <PageHeader
        eyebrow="Analysis"
        title="Analysis Tool"
        actions={
          <ProviderKeysDialog signedIn={Boolean(user)} triggerVariant="outline" />
        }
        description="Upload a tattoo design or photo for a summary, an eight-step analysis and a measured check of how it will hold up as a tattoo, or describe a concept for a seven-step analysis."
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section
          aria-labelledby="upload-title"
          className="space-y-5 rounded-2xl border border-border bg-card/60 p-5 sm:p-6"
        >
          <h2 id="upload-title" className="font-display text-xl font-semibold">
            Image analysis
          </h2>
          <ImageDropzone
            previewUrl={previewUrl}
            disabled={busy !== null}
            onFile={(f) => acceptFile(f)}
            onRemove={removeImage}
            overlay={
              measures && showOverlay && !measures.photo.isPhoto ? (
                <TattooOverlay measures={measures} sizeCm={sizeCm} />
              ) : undefined
            }
          />
          {measures && !measures.photo.isPhoto && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={showOverlay}
                onChange={(e) => setShowOverlay(e.target.checked)}
              />
              Mark lines and gaps that are too fine at {sizeCm} cm
            </label>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="analysis-placement">Placement</Label>
              <Select
                value={placement}
                onValueChange={(v) => {
                  const p = v as TAnalysisPlacement;
                  setPlacement(p);
                  if (!imageResult) setSizeCm(PLACEMENT_FACTS[p].sizeCm);
                }}
              >
                <SelectTrigger id="analysis-placement" aria-label="Placement">
                  <SelectValue>{PLACEMENTS.find((p) => p.value === placement)?.label}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {PLACEMENTS.map((p) => (
                    <SelectItem key={p.value} value={p.value}>
                      {p.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-2">
              <Label htmlFor="analysis-size-input">Size, longer side (cm)</Label>
              <input
                id="analysis-size-input"
                type="number"
                min={2}
                max={50}
                step={0.5}
                value={sizeCm}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (Number.isFinite(n) && n >= 1 && n <= 60) setSizeCm(n);
                }}
                className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
              />
            </div>
            <div className="space-y-2 sm:col-span-2">
              <Label htmlFor="analysis-analyst">Analyst</Label>
              <Select value={analyst} onValueChange={(v) => setAnalyst(v as TAnalyst)}>
                <SelectTrigger id="analysis-analyst" aria-label="Analyst">
                  <SelectValue>{ANALYSTS.find((a) => a.value === analyst)?.label}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {ANALYSTS.map((a) => (
                    <SelectItem key={a.value} value={a.value}>
                      {a.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <Button type="button" className="w-full" onClick={runImage} disabled={busy !== null}>
            {busy === 'image' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ScanSearch aria-hidden="true" />
            )}
            {busy === 'image' ? 'Analyzing...' : 'Analyze Image'}
          </Button>
        </section>

        <Tabs value={tab} onValueChange={(v) => setTab(v as TTab)} className="min-w-0 gap-4">
          <TabsList className="grid h-auto w-full grid-cols-3">
            <TabsTrigger value="framework">Framework</TabsTrigger>
            <TabsTrigger value="text">Text Analysis</TabsTrigger>
            <TabsTrigger value="results">Results</TabsTrigger>
          </TabsList>
          <TabsContent value="framework">
            <FrameworkPanel />
          </TabsContent>
          <TabsContent value="text">
            <ConceptPanel
              concept={concept}
              onConceptChange={setConcept}
              busy={busy === 'concept'}
              disabled={busy !== null}
              onAnalyze={runConcept}
              result={conceptResult}
              streaming={conceptStream}
              actions={
                conceptResult ? (
                  <SaveAnalysisButton
                    userId={user?.id ?? null}
                    result={conceptResult}
                    file={null}
                    concept={concept}
                  />
                ) : undefined
              }
            />
          </TabsContent>
          <TabsContent value="results">
            <ResultsPanel
              result={imageResult}
              streaming={busy === 'image' ? imageStream : ''}
              busy={busy === 'image'}
              sizeCm={sizeCm}
              placement={placement}
              onSizeChange={setSizeCm}
              actions={
                imageResult ? (
                  <>
                    <SaveAnalysisButton
                      userId={user?.id ?? null}
                      result={imageResult}
                      file={file}
                    />
                    {imageResult.measures && (
                      <SeeOnBody
                        file={file}
                        imageId={sourceImageId}
                        measures={imageResult.measures}
                        sizeCm={sizeCm}
                        placement={placement}
                      />
                    )}
                  </>
                ) : undefined
              }
            />
          </TabsContent>
        </Tabs>
      </div>
      {user && <SavedAnalysesSection userId={user.id} hideWhenEmpty className="mt-10 space-y-4" />}
    </PageContainer>
  );
}
