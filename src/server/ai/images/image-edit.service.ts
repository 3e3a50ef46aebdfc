// Iterating on a stored image (POST /api/images/:id/edit). Provider images are edited by a model
// that takes an input image (gpt-image-1 edits, FLUX Kontext, Ideogram remix); offline-engine
// designs are re-composed by the engine from the same seed with the instructions turned into
// attribute changes (src/core/edit-instructions.ts). Answers like POST /api/generate.
import { planEdit, type TEditableDesign } from '../../../core/edit-instructions';
import { descriptionFor, ZGenerationAttributes } from '../../../core/generation-schemas';
import { normalizeModelId, type TModelId } from '../../../core/models';
import { HttpError, notFound } from '../../http-errors';
import type { TImageRecord } from '../../images/image-store';
import type { TGenerateService, TImageSaver } from './generate.service';
import { providerHttpError } from './generate.service';
import type { TRunnerContext } from './image-model-runner';
import type { TModelRegistry } from './model-registry';
import type { TProviderRunner } from './provider-runner';
import type { TGenerationsRepository } from './generations.repository';
import type { TImageGenerationInfo } from './image-edit.repository';
import type { TImageEditRequest, TImageEditResponse } from '../../../core/image-edit-schemas';

export const ITERATION_NOT_SUPPORTED_TITLE = 'Iteration Not Supported';

/** Models that cannot edit hand the edit to their family's editing model. */
const EDIT_MODEL: Partial<Record<TModelId, TModelId>> = {
  'flux-schnell': 'flux-context',
  'dall-e-3': 'chatgpt-image-1',
  'dall-e-2': 'chatgpt-image-1',
};

export interface TImageEditDeps {
  registry: TModelRegistry;
  generate: Pick<TGenerateService, 'generate'>;
  images: TImageSaver & {
    find(id: string): Promise<TImageRecord | undefined>;
    read(record: TImageRecord): Promise<Buffer>;
  };
  generations: Pick<TGenerationsRepository, 'insertMany'>;
  generationOf(imageId: string, userId: string): Promise<TImageGenerationInfo | undefined>;
  randomSeed: () => number;
  newId: () => string;
  clock: () => Date;
}


const isProviderRunner = (runner: unknown): runner is TProviderRunner =>
  typeof runner === 'object' && runner !== null && 'edit' in runner && 'canEdit' in runner;

export function createImageEditService(deps: TImageEditDeps) {
  async function source(id: string, context: TRunnerContext) {
    const record = await deps.images.find(id);
    // Someone else's image is not found, not forbidden: ids are not to be probed.
    if (!record || (record.owner_id && record.owner_id !== context.userId)) throw notFound('Image');
    return record;
  }

  async function editWithEngine(
    record: TImageRecord,
    body: TImageEditRequest,
    context: TRunnerContext,
    signal?: AbortSignal,
  ): Promise<TImageEditResponse> {
    const stored = context.userId ? await deps.generationOf(record.id, context.userId) : undefined;
    const hint = body.design ?? {};
    const attributes = ZGenerationAttributes.safeParse(stored?.attributes ?? hint.attributes ?? {});
    const base: TEditableDesign = {
      prompt: stored?.prompt ?? hint.prompt ?? '',
      attributes: attributes.success ? attributes.data : {},
      output: (stored?.output ?? hint.output) === 'stencil' ? 'stencil' : 'design',
      mirror: stored?.mirror ?? hint.mirror ?? false,
    };
    const seed = (stored?.seed ?? hint.seed ?? deps.randomSeed()) >>> 0;
    const plan = planEdit(body.instructions, base);
    const prompt = plan.prompt || body.instructions;
    const result = await deps.generate.generate(
      {
        prompt,
        model: 'local',
        n: 1,
        seed,
        output: plan.output,
        mirror: plan.mirror,
        attributes: plan.attributes,
      },
      context,
      signal,
    );
    const said = plan.addedToPrompt
      ? 'Added your words to the design’s description.'
      : `Changed: ${plan.changes.join(', ')}.`;
    return {
      ...result,
      note: [said, result.note].filter(Boolean).join(' '),
      edit: { prompt, attributes: plan.attributes, output: plan.output, mirror: plan.mirror, changes: plan.changes, seed },
    };
  }

  async function editWithProvider(
    record: TImageRecord,
    model: TModelId,
    body: TImageEditRequest,
    context: TRunnerContext,
    signal?: AbortSignal,
  ): Promise<TImageEditResponse> {
    const editModel = EDIT_MODEL[model] ?? model;
    const runner = deps.registry.get(editModel);
    if (!isProviderRunner(runner) || !runner.canEdit) {
      throw new HttpError(400, 'iteration_not_supported', `${ITERATION_NOT_SUPPORTED_TITLE}: this model cannot edit images.`);
    }
    const state = runner.availability(context);
    if (!state.available) throw new HttpError(400, 'model_unavailable', state.reason);
    if (record.mime === 'image/svg+xml') {
      throw new HttpError(400, 'iteration_not_supported', `${ITERATION_NOT_SUPPORTED_TITLE}: edit the PNG of this design.`);
    }
    const stored = context.userId ? await deps.generationOf(record.id, context.userId) : undefined;
    const seed = (stored?.seed ?? body.design?.seed ?? deps.randomSeed()) >>> 0;
    let result;
    try {
      result = await runner.edit(
        {
          prompt: body.instructions,
          image: { bytes: await deps.images.read(record), mime: record.mime },
          width: record.width,
          height: record.height,
          seed,
        },
        context,
        signal,
      );
    } catch (error) {
      if (signal?.aborted || error instanceof HttpError) throw error;
      throw providerHttpError(error, context);
    }
    const image = result.images[0];
    if (!image) throw new HttpError(502, 'edit_failed', 'Could not edit image. Please try again.');
    const saved = await deps.images.save({ bytes: image.bytes, mime: image.mime, model: editModel, ownerId: context.userId });
    const prompt = body.instructions;
    const generationId = context.userId ? deps.newId() : undefined;
    if (context.userId && generationId) {
      await deps.generations.insertMany([
        {
          id: generationId,
          user_id: context.userId,
          image_id: saved.id,
          prompt: prompt.slice(0, 280),
          description: descriptionFor(editModel),
          model: editModel,
          fallback_from: editModel === model ? null : model,
          seed: seed | 0,
          output: 'design',
          mirror: false,
          attributes: (stored?.attributes ?? {}) as Record<string, string>,
          created_at: deps.clock(),
        },
      ]);
    }
    return {
      images: [
        {
          id: saved.id,
          url: `/api/images/${saved.id}`,
          model: editModel,
          prompt,
          seed,
          width: saved.width,
          height: saved.height,
          ...(generationId ? { generationId } : {}),
        },
      ],
      model: editModel,
      ...(editModel !== model ? { fallbackFrom: model } : {}),
    };
  }

  return {
    async edit(imageId: string, body: TImageEditRequest, context: TRunnerContext, signal?: AbortSignal): Promise<TImageEditResponse> {
      const record = await source(imageId, context);
      const model = body.model ?? normalizeModelId(record.model) ?? 'local';
      return model === 'local'
        ? editWithEngine(record, body, context, signal)
        : editWithProvider(record, model, body, context, signal);
    },
  };
}
