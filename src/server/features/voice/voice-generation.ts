// generate_tattoo (and the page's Generate button): the generation service with the generator's
// model choice, fallbacks and quotas; the page gets generate_request, then the image or the spec's
// apology.
import { SUBJECT_MAX_LENGTH, ZGenerateRequest } from '../../../core/generation-schemas';
import { autoSelectModel } from '../../../core/routing';
import type { TModelId } from '../../../core/models';
import { preferencesPrompt, preferencesToAttributes } from '../../../core/voice/voice-preferences';
import { VOICE_MESSAGES, type TVoicePreferences } from '../../../core/voice/voice-schemas';
import type { TVoiceCaller, TVoiceDeps, TVoiceLog } from './voice-deps';
import type { TVoicePage } from './voice-page';

export type TVoiceGenerationResult = { ok: true; imageUrl: string; model: string } | { ok: false; error: string };

export async function runVoiceGeneration(input: {
  deps: Pick<TVoiceDeps, 'generate'>;
  page: TVoicePage;
  caller: TVoiceCaller;
  preferences: TVoicePreferences;
  extra?: string;
  /** 'local' in offline mode; otherwise the generator's automatic choice from the prompt. */
  model?: TModelId;
  signal: AbortSignal;
  log: TVoiceLog;
}): Promise<TVoiceGenerationResult> {
  const { page, preferences } = input;
  const prompt = preferencesPrompt(preferences, input.extra);
  const attributes = preferencesToAttributes(preferences);
  const model =
    input.model ??
    autoSelectModel({ text: `${prompt} ${preferences.text ? 'lettering' : ''}`, mode: 'design', currentModel: 'chatgpt-image-1' });
  page.send({ type: 'generate_request', preferences, prompt });
  page.touch();
  try {
    const body = ZGenerateRequest.parse({
      prompt,
      model,
      attributes: { ...attributes, subject: attributes.subject?.slice(0, SUBJECT_MAX_LENGTH) },
    });
    const result = await input.deps.generate(body, input.caller, input.signal);
    const image = result.images[0];
    if (!image) throw new Error('no image');
    page.send({
      type: 'generation.done',
      image: { id: image.id, url: image.url, model: image.model, prompt: image.prompt },
      ...(result.fallbackFrom ? { fallbackFrom: result.fallbackFrom } : {}),
    });
    page.touch();
    return { ok: true, imageUrl: image.url, model: image.model };
  } catch (error) {
    input.log.warn({ event: 'voice.generation_failed', kind: (error as { kind?: string }).kind }, 'voice generation failed');
    page.send({ type: 'generation.failed', message: VOICE_MESSAGES.generationFailed });
    return { ok: false, error: 'The image service could not make this design.' };
  }
}
