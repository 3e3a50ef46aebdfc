import type * as React from 'react';
import { useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_DESCRIPTION } from '../../../core/generation-rules';
import type { TGenerateRequestInput, TOutputKind } from '../../../core/generation-schemas';
import { MODEL_LABELS, type TModelId } from '../../../core/models';
import { STYLES } from '../../../core/options';
import {
  buildPrompt,
  hasMagicPromptSelection,
  magicPromptOutcome,
  magicPromptShortfall,
  PROMPT_MAX_LENGTH,
} from '../../../core/prompt';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import {
  generate,
  useGenerationHistory,
  useGeneratorModels,
  useInvalidateHistory,
  useSaveDesign,
  useUpdateDescription,
  type TModelChoice,
} from './api/generator-api';
import type { TDownloadKind } from './components/design-actions';
import { DesignOutput } from './components/design-output';
import { GeneratorControls } from './components/generator-controls';
import { HistoryGrid } from './components/history-grid';
import { PromptSummary } from './components/prompt-summary';
import { EDIT_FAILED_MESSAGE, EditDesignDialog } from './components/edit-design-dialog';
import { ProviderAlert } from './components/provider-alert';
import { noModelNote } from '../../components/model-select/model-messages';
import { QuotaBadge } from './components/quota-badge';
import { WelcomeBanner } from './components/welcome-banner';
import { editImage } from './api/image-edit-api';
import { ProviderKeysDialog } from '../../components/provider-keys/provider-keys-dialog';
import { guestKeyHeaders, guestKeySignature, useGuestKeys } from '../../lib/provider-keys';
import { formAttributes, generatorReducer, initialForm, type TGeneratorForm } from './generator-state';
import { designFromGeneration, designsFromResponse, mergeHistory, type TGeneratedDesign } from './generator-types';
import { useViewer, type TViewer } from './hooks/use-viewer';
import { saveInput, useClaimDesigns, useKeepWork, useRestoredWork } from './hooks/use-kept-work';
import { markForSaving, workStorage } from './generator-work';

export const GENERATION_FAILED_FALLBACK = 'There was an error generating your image. Please try again later.';
export const MAGIC_PROMPT_DELAY_MS = 1500;

/** Used if the model list cannot be loaded: the offline engine always works. */
const OFFLINE_ONLY: TModelChoice[] = [{ id: 'local', label: MODEL_LABELS.local, available: true }];

const DOWNLOAD_NAMES: Record<TDownloadKind, string> = {
  png: 'tattoo-design.png',
  svg: 'tattoo-design.svg',
  print: 'tattoo-design-print.png',
};

/** A model's name without its parenthesis ("ChatGPT Image"), for titles that must stay short. */
const shortLabel = (model: TModelId) => MODEL_LABELS[model].replace(/\s*\(.*\)$/, '');

const noImage = () =>
  toast({ title: 'No Image', description: 'Please generate an image first.', variant: 'destructive' });

const errorMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : GENERATION_FAILED_FALLBACK;

export default function GeneratorPage() {
  const viewer = useViewer();
  const guestKeys = useGuestKeys();
  // Signed-in callers are served with the server's keys: their browser sends none.
  const keyHeaders = viewer.user ? {} : guestKeyHeaders(guestKeys);
  const models = useGeneratorModels(keyHeaders, viewer.user ? 'server' : guestKeySignature(guestKeys), viewer.user?.id);
  const ready = !viewer.loading && !models.isPending;
  // The prerendered page is this loading shell; the generator replaces it once the session and the
  // model list have arrived. Their arrival re-renders synchronously, so the generator's first render
  // (the whole form) is deferred: React renders it in the background in short slices, yielding to the
  // browser between them, instead of one long task that blocks a phone's main thread.
  const showGenerator = useDeferredValue(ready) && ready;
  if (!showGenerator) {
    return (
      <PageContainer>
        <title>Design Generator · InkGlow</title>
        {/* The same header as the loaded page: the prerendered shell paints it, nothing moves. */}
        <GeneratorHeader />
        {/* At least a screen tall: the generator that replaces it is taller still, so the footer
            starts below the fold and does not jump down when it arrives (layout shift). */}
        <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 text-muted-foreground">
          <Spinner className="size-8" label="Loading" />
          <p>Loading your tattoo generator...</p>
        </div>
      </PageContainer>
    );
  }
  return (
    <Generator
      user={viewer.user}
      models={models.data?.models ?? OFFLINE_ONLY}
      keyHeaders={keyHeaders}
      keysAction={
        viewer.user ? (
          // The quota matters only when the server has an AI model to spend it on.
          models.data?.models.some((m) => m.id !== 'local' && m.available) && <QuotaBadge quota={models.data.quota} />
        ) : (
          <ProviderKeysDialog />
        )
      }
    />
  );
}

function GeneratorHeader() {
  return (
    <PageHeader
      eyebrow="Design tool"
      title="Design Generator"
      description="Choose a subject, style, technique, composition, palette and placement, then generate designs and stencils you can download."
    />
  );
}

function initForm(style: string | null): TGeneratorForm {
  const known = STYLES.find((s) => s.value === style)?.value;
  return known ? generatorReducer(initialForm, { type: 'attribute', key: 'style', value: known }) : initialForm;
}

interface GeneratorProps {
  user: TViewer | null;
  models: TModelChoice[];
  /** Guest keys as request headers (empty for signed-in users). */
  keyHeaders: Record<string, string>;
  keysAction?: React.ReactNode;
}

function Generator({ user, models, keyHeaders, keysAction }: GeneratorProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // A guest's designs survive the trip to /auth and back, a reload or a new tab (issue #9).
  const restored = useRestoredWork(user?.id ?? null);
  const [form, dispatch] = useReducer(
    generatorReducer,
    params.get('style'),
    (style: string | null): TGeneratorForm =>
      // The design on show comes back with its prompt and choices, unless the address asks otherwise.
      restored.current && !style && !params.get('prompt')
        ? generatorReducer(initialForm, { type: 'restore', prompt: restored.current.prompt, attributes: restored.current.attributes })
        : initForm(style),
  );
  const [chosenModel, setModel] = useState<TModelId>('local');
  // A model that stopped being available (keys removed) falls back to the offline engine.
  const model: TModelId = models.some((m) => m.id === chosenModel && m.available) ? chosenModel : 'local';
  const [count, setCount] = useState(1);
  const [current, setCurrent] = useState<TGeneratedDesign | null>(restored.current);
  const [variations, setVariations] = useState<TGeneratedDesign[]>(restored.current ? [restored.current] : []);
  const [session, setSession] = useState<TGeneratedDesign[]>(restored.designs);
  useKeepWork(user?.id ?? null, session, current);
  useClaimDesigns(user?.id ?? null, restored.toClaim);
  const [generating, setGenerating] = useState(false);
  const [rerendering, setRerendering] = useState(false);
  const [magicBusy, setMagicBusy] = useState(false);
  const [bannerHidden, setBannerHidden] = useState(() => Boolean(params.get('prompt')?.trim()));
  const [keyAlert, setKeyAlert] = useState<string | null>(null);
  // Spec §8: with no AI model usable, say why (administrator for signed-in users, Settings for guests),
  // as information beside the model menu: the offline engine works, so this is no error banner.
  const modelNote = noModelNote(models, Boolean(user));
  const inFlight = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const magicTimer = useRef<number | undefined>(undefined);
  const queryHandled = useRef(false);
  const outputRef = useRef<HTMLDivElement>(null);

  const queryClient = useQueryClient();
  const history = useGenerationHistory(user?.id);
  const invalidateHistory = useInvalidateHistory();
  const saveDesign = useSaveDesign();
  const updateDescription = useUpdateDescription();

  // ?prompt= fills the prompt, hides the banner, says so, then leaves the address (spec §4).
  useEffect(() => {
    if (queryHandled.current) return;
    queryHandled.current = true;
    const prompt = params.get('prompt');
    if (prompt === null) return;
    if (prompt.trim()) {
      dispatch({ type: 'promptFromQuery', value: prompt });
      setBannerHidden(true);
      toast({ title: 'Prompt Received', description: 'Your idea is in the prompt box. Adjust it or press Generate Image.' });
    }
    const next = new URLSearchParams(params);
    next.delete('prompt');
    setParams(next, { replace: true });
  }, [params, setParams]);

  useEffect(
    () => () => {
      abort.current?.abort();
      window.clearTimeout(magicTimer.current);
    },
    [],
  );

  const serverHistory = useMemo(
    () => history.data?.pages.flatMap((p) => p.generations.map(designFromGeneration)) ?? [],
    [history.data],
  );
  const historyItems = useMemo(
    () => (user ? mergeHistory(session, serverHistory) : session),
    [user, session, serverHistory],
  );

  /** Applies a change to one design wherever the page holds it. */
  function patchDesign(id: string, patch: Partial<TGeneratedDesign>) {
    const apply = (d: TGeneratedDesign) => (d.id === id ? { ...d, ...patch } : d);
    setCurrent((c) => (c ? apply(c) : c));
    setVariations((vs) => vs.map(apply));
    setSession((s) => s.map(apply));
  }

  async function run(request: TGenerateRequestInput & { output: TOutputKind; mirror: boolean }) {
    abort.current = new AbortController();
    const response = await generate(request, abort.current.signal, keyHeaders);
    return designsFromResponse(response, {
      output: request.output,
      mirror: request.mirror,
      attributes: (request.attributes ?? {}) as Record<string, string>,
    });
  }

  async function onGenerate() {
    if (inFlight.current) return; // one run at a time, even if the button is reached twice
    const prompt = form.prompt.trim();
    if (!prompt) {
      toast({ title: 'Empty Prompt', description: 'Please enter a prompt or select tattoo attributes.', variant: 'destructive' });
      return;
    }
    inFlight.current = true;
    setGenerating(true);
    try {
      const designs = await run({ prompt, model, n: count, attributes: formAttributes(form), output: 'design', mirror: false });
      setVariations(designs);
      setCurrent(designs[0]);
      setSession((s) => [...designs, ...s]);
      revealOutput();
      if (user) void invalidateHistory();
      if (user && designs[0].model !== 'local') void queryClient.invalidateQueries({ queryKey: ['providers'] });
      setKeyAlert(null);
      // One toast at a time (spec §4): a switch of model matters more than the success line.
      if (designs[0].fallbackFrom) {
        toast({ title: `Switched to ${shortLabel(designs[0].model)}`, description: designs[0].note });
        return;
      }
      toast({
        title: 'Image Generated',
        description: user
          ? `Your tattoo design is ready${designs.length > 1 ? ` in ${designs.length} variations` : ''}.`
          : 'Your tattoo design is ready. Sign up to save it to your designs.',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // A refused key is a spec §8 alert (with the support line), besides the toast.
      if (error instanceof ApiError && error.code === 'provider_key_rejected') setKeyAlert(error.message);
      toast({ title: 'Generation Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setGenerating(false);
    }
  }

  /** Iterate on the shown design; rejects (after telling the user) so the dialog stays open. */
  async function onEdit(instructions: string) {
    if (!current || inFlight.current) throw new Error('busy');
    const base = current;
    inFlight.current = true;
    setRerendering(true);
    try {
      const response = await editImage(
        base.imageId,
        {
          instructions,
          model: base.model,
          design: {
            prompt: base.prompt,
            attributes: base.attributes,
            ...(base.seed !== null ? { seed: base.seed } : {}),
            output: base.output,
            mirror: base.mirror,
          },
        },
        keyHeaders,
      );
      const [design] = designsFromResponse(response, {
        output: response.edit?.output ?? 'design',
        mirror: response.edit?.mirror ?? false,
        attributes: response.edit?.attributes ?? base.attributes,
      });
      setVariations((vs) => (vs.some((v) => v.id === base.id) ? vs.map((v) => (v.id === base.id ? design : v)) : [design]));
      setCurrent(design);
      setSession((s) => [design, ...s]);
      if (user) void invalidateHistory();
      if (user && design.model !== 'local') void queryClient.invalidateQueries({ queryKey: ['providers'] });
      toast({ title: 'Image Edited', description: response.note ?? `Edited with ${MODEL_LABELS[design.model]}.` });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'iteration_not_supported') {
        toast({ title: 'Iteration Not Supported', description: error.message.replace(/^Iteration Not Supported: /, ''), variant: 'destructive' });
      } else if (error instanceof ApiError && error.code === 'edit_instructions_required') {
        toast({ title: 'Edit Instructions Required', description: error.message, variant: 'destructive' });
      } else {
        // Our own sentences (a refused key, the quota, a refusal) say more than the generic line.
        const own = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404;
        toast({ title: 'Edit Failed', description: own ? error.message : EDIT_FAILED_MESSAGE, variant: 'destructive' });
      }
      throw error;
    } finally {
      inFlight.current = false;
      setRerendering(false);
    }
  }

  /** Design / Stencil: the same seed rendered again by the engine. */
  async function onOutput(output: TOutputKind, mirror: boolean) {
    if (!current || inFlight.current) return;
    if (output === current.output && mirror === current.mirror) return;
    const base = current;
    inFlight.current = true;
    setRerendering(true);
    try {
      const [design] = await run({
        prompt: base.prompt,
        model: 'local',
        n: 1,
        ...(base.seed !== null ? { seed: base.seed } : {}),
        attributes: base.attributes,
        output,
        mirror,
      });
      const next: TGeneratedDesign = { ...design, description: base.description };
      setVariations((vs) => vs.map((v) => (v.id === base.id ? next : v)));
      setCurrent(next);
      setSession((s) => [next, ...s]);
      if (user && next.generationId && base.description !== DEFAULT_DESCRIPTION) {
        updateDescription.mutate({ id: next.generationId, description: base.description });
      }
      if (user) void invalidateHistory();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: 'Generation Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setRerendering(false);
    }
  }

  function onMagic() {
    if (magicBusy) return;
    if (!hasMagicPromptSelection(formAttributes(form))) {
      toast({
        title: 'No Selections',
        description: 'Please select at least one style, technique, composition, color palette or placement.',
        variant: 'destructive',
      });
      return;
    }
    // In auto mode the paragraph goes after the rebuilt sentence, which always leaves room for it.
    const base = form.promptMode === 'auto' ? buildPrompt(formAttributes(form)) : form.prompt;
    const outcome = magicPromptOutcome(base);
    if (outcome !== 'added') {
      // Say what happened instead of claiming a success that did not change the prompt.
      toast(
        outcome === 'present'
          ? { title: 'Magic Prompt Already Added', description: 'Your prompt already carries the extra detail.' }
          : {
              title: 'Prompt Too Long for Magic Prompt',
              description: `Prompts are limited to ${PROMPT_MAX_LENGTH} characters. Shorten yours by ${magicPromptShortfall(base)} characters to make room for the extra detail.`,
              variant: 'destructive',
            },
      );
      return;
    }
    setMagicBusy(true);
    magicTimer.current = window.setTimeout(() => {
      dispatch({ type: 'magic' });
      setMagicBusy(false);
      toast({ title: 'Magic Prompt Generated', description: 'Your prompt now carries extra detail for a cleaner design.' });
    }, MAGIC_PROMPT_DELAY_MS);
  }

  /** Phones and tablets stack the output below the controls: bring the new image into view. */
  function revealOutput() {
    if (!window.matchMedia?.('(max-width: 1023px)').matches) return;
    // After React has drawn the result, so the scroll lands on the image and not on the old box.
    window.requestAnimationFrame(() => outputRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }

  function onRestore(design: TGeneratedDesign) {
    setCurrent(design);
    setVariations([design]);
    dispatch({ type: 'restore', prompt: design.prompt, attributes: design.attributes });
    revealOutput();
  }

  function onDescriptionCommit() {
    if (!user || !current?.generationId) return;
    updateDescription.mutate(
      { id: current.generationId, description: current.description },
      { onSuccess: () => void invalidateHistory() },
    );
  }

  function onDownload(kind: TDownloadKind) {
    if (!current) return noImage();
    const url = kind === 'svg' ? current.svgUrl : kind === 'print' ? current.printUrl : current.url;
    if (!url) return noImage();
    const name = DOWNLOAD_NAMES[kind];
    const link = document.createElement('a');
    link.href = `${url}?download=${encodeURIComponent(name)}`;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    toast({ title: 'Download Started', description: `Saving ${name}.` });
  }

  function onSave() {
    if (!current) return noImage();
    if (!user) {
      // Keep the design and say it is to be saved: the account made or signed in to claims it.
      markForSaving(workStorage(), current, session);
      navigate('/auth?tab=signup&redirect=/generator');
      return;
    }
    saveDesign.mutate(saveInput(current), {
      onSuccess: () => toast({ title: 'Design Saved', description: 'Find it in Your Designs on your profile.' }),
      onError: (error) =>
        toast({
          title: 'Save Failed',
          description: error instanceof ApiError ? error.message : 'Could not save the design. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  async function onShare() {
    if (!current) return noImage();
    const link = new URL(current.url, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'My InkGlow tattoo design', text: current.description, url: link });
        toast({ title: 'Share Options', description: 'Your design was shared.' });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Share Options', description: 'A link to your design was copied to the clipboard.' });
    } catch {
      toast({ title: 'Share Options', description: `Copy this link to share your design: ${link}` });
    }
  }

  return (
    <PageContainer>
      <title>Design Generator · InkGlow</title>
      <GeneratorHeader />
      {!bannerHidden && <WelcomeBanner user={user} />}
      {keyAlert ? (
        <ProviderAlert
          message={keyAlert}
          action={user ? undefined : <ProviderKeysDialog triggerLabel="Add a key" triggerVariant="outline" />}
          onUseOffline={() => {
            setModel('local');
            setKeyAlert(null);
          }}
          onDismiss={() => setKeyAlert(null)}
        />
      ) : null}
      {/* Phones: controls, output, summary, history. Wide screens: two columns (the column wrappers
          are display:contents below lg so their children can be ordered in one flow). */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <div className="order-1 lg:order-none">
            <GeneratorControls
              form={form}
              dispatch={dispatch}
              models={models}
              modelAction={keysAction}
              modelNote={modelNote}
              model={model}
              onModel={setModel}
              count={count}
              onCount={setCount}
              generating={generating}
              magicBusy={magicBusy}
              onGenerate={() => void onGenerate()}
              onMagic={onMagic}
            />
          </div>
          <div className="order-3 lg:order-none">
            <PromptSummary attributes={formAttributes(form)} prompt={form.prompt} />
          </div>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <div ref={outputRef} className="order-2 scroll-mt-20 lg:order-none">
            <DesignOutput
              design={current}
              variations={variations}
              onPickVariation={(i) => variations[i] && setCurrent(variations[i])}
              generating={generating}
              count={count}
              rerendering={rerendering}
              onOutput={(output, mirror) => void onOutput(output, mirror)}
              onDescription={(description) => current && patchDesign(current.id, { description })}
              onDescriptionCommit={onDescriptionCommit}
              isGuest={!user}
              saving={saveDesign.isPending}
              onDownload={onDownload}
              onSave={onSave}
              onShare={() => void onShare()}
              editAction={
                current ? (
                  <EditDesignDialog design={current} disabled={generating || rerendering} onEdit={onEdit} />
                ) : undefined
              }
            />
          </div>
          <div className="order-4 lg:order-none">
            <HistoryGrid
              items={historyItems}
              currentId={current?.id}
              onRestore={onRestore}
              isGuest={!user}
              loading={Boolean(user) && history.isPending}
              hasMore={Boolean(history.hasNextPage)}
              loadingMore={history.isFetchingNextPage}
              onLoadMore={() => void history.fetchNextPage()}
            />
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
