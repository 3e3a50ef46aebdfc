import { describe, expect, it, vi } from 'vitest';
import { ZGenerateRequest } from '../../../core/generation-schemas';
import type { TModelId } from '../../../core/models';
import { HttpError } from '../../http-errors';
import { createGenerateService, GENERATION_FAILED_MESSAGE } from './generate.service';
import type { ImageModelRunner, TRunnerRequest } from './image-model-runner';
import { createLocalRunner, type TLocalEngineDesign } from './local-runner';
import { createModelRegistry } from './model-registry';
import type { TNewGenerationRow } from './generations.repository';

const png = (tag: string) => Buffer.from(`png:${tag}`);

function fakeRunner(id: TModelId, behaviour: 'ok' | 'fail' | 'unavailable'): ImageModelRunner & { calls: TRunnerRequest[] } {
  const calls: TRunnerRequest[] = [];
  return {
    id,
    calls,
    availability: () => (behaviour === 'unavailable' ? { available: false, reason: 'No key' } : { available: true }),
    async generate(request) {
      calls.push(request);
      if (behaviour === 'fail') throw new Error('FLUX did not answer in time');
      return { images: Array.from({ length: request.n }, (_, i) => ({ bytes: png(`${id}-${i}`), mime: 'image/png', width: 8, height: 8 })) };
    },
  };
}

function setup(runners: ImageModelRunner[]) {
  const saved: { id: string; model: string; ownerId?: string | null; mime: string }[] = [];
  const rows: TNewGenerationRow[] = [];
  let n = 0;
  const service = createGenerateService({
    registry: createModelRegistry(runners),
    images: {
      save: async (input) => {
        const id = `img-${++n}`;
        saved.push({ id, model: input.model, ownerId: input.ownerId, mime: input.mime });
        return { id, width: input.width ?? 1, height: input.height ?? 1 };
      },
    },
    generations: { insertMany: async (r) => void rows.push(...r) },
    clock: () => new Date('2026-01-01T00:00:00.000Z'),
    randomSeed: () => 42,
    newId: () => `gen-${++n}`,
  });
  return { service, saved, rows };
}

const guest = { userId: null, guestKeys: {} };
const request = (input: object) => ZGenerateRequest.parse({ prompt: 'a fox', ...input });

const compose = (req: { seed: number; output: string; mirror?: boolean; subject?: string }): TLocalEngineDesign => ({
  svg: `<svg seed="${req.seed}" output="${req.output}" mirror="${req.mirror}"/>`,
  width: 100,
  height: 150,
  widthMm: 60,
  heightMm: 90,
  subjectMatched: req.subject !== 'toaster',
  ...(req.subject === 'toaster' ? { note: 'No motif for toaster.' } : {}),
});
const fakeEngine = {
  draw: vi.fn(async (req: Parameters<typeof compose>[0], longSide: number) => {
    const design = compose(req);
    return { design, png: Buffer.from(`${design.svg}@${longSide}`), width: longSide, height: longSide };
  }),
};

describe('generate service', () => {
  it('uses the requested model when it works', async () => {
    const flux = fakeRunner('flux-context', 'ok');
    const { service, rows } = setup([createLocalRunner(fakeEngine), flux]);
    const result = await service.generate(request({ model: 'flux-context', n: 2, seed: 5 }), guest);
    expect(result.model).toBe('flux-context');
    expect(result.fallbackFrom).toBeUndefined();
    expect(result.images).toHaveLength(2);
    expect(flux.calls[0]).toMatchObject({ prompt: 'a fox', n: 2, seed: 5 });
    expect(rows).toEqual([]); // guest: no history rows
  });

  it('falls back along the chain to the engine when a provider fails, and says why', async () => {
    const flux = fakeRunner('flux-context', 'fail');
    const { service } = setup([createLocalRunner(fakeEngine), flux, fakeRunner('chatgpt-image-1', 'unavailable')]);
    const result = await service.generate(request({ model: 'flux-context' }), guest);
    expect(result.model).toBe('local');
    expect(result.fallbackFrom).toBe('flux-context');
    expect(result.note).toBe(
      'FLUX Kontext failed (FLUX did not answer in time), and no other AI provider could serve it, so this was made with the offline engine.',
    );
  });

  it('stops at a runner’s HttpError instead of falling back', async () => {
    const refused: ImageModelRunner = {
      ...fakeRunner('chatgpt-image-1', 'ok'),
      generate: async () => {
        throw new HttpError(400, 'provider_key_rejected', 'Failed to generate image. API key may be invalid or expired.');
      },
    };
    const { service } = setup([createLocalRunner(fakeEngine), refused]);
    await expect(service.generate(request({ model: 'chatgpt-image-1' }), guest)).rejects.toMatchObject({
      statusCode: 400,
      code: 'provider_key_rejected',
    });
  });

  it('answers 500 with the spec message when even the engine fails', async () => {
    const broken: ImageModelRunner = { ...fakeRunner('local', 'fail') };
    const { service } = setup([broken]);
    await expect(service.generate(request({}), guest)).rejects.toMatchObject({
      statusCode: 500,
      message: GENERATION_FAILED_MESSAGE,
    });
  });

  it('runs the engine once per variation with seed + i (wrapping at 2^32), stores the PNG and SVG and links the print PNG', async () => {
    fakeEngine.draw.mockClear();
    const { service, saved } = setup([createLocalRunner(fakeEngine)]);
    const result = await service.generate(request({ n: 2, seed: 0xffffffff, output: 'stencil', mirror: true }), guest);
    expect(fakeEngine.draw.mock.calls.map(([r]) => [r.seed, r.output, r.mirror])).toEqual([
      [0xffffffff, 'stencil', true],
      [0, 'stencil', true],
    ]);
    expect(result.images.map((i) => i.seed)).toEqual([0xffffffff, 0]);
    // The 300 DPI print PNG is not drawn at generation: it is rendered from the SVG when asked for.
    expect(saved.map((s) => s.mime)).toEqual(['image/png', 'image/svg+xml', 'image/png', 'image/svg+xml']);
    expect(result.images[0]).toMatchObject({
      svgUrl: '/api/images/img-2',
      printUrl: '/api/images/img-2/print.png',
      widthMm: 60,
    });
  });

  it('does not mirror designs, only stencils', async () => {
    fakeEngine.draw.mockClear();
    const { service } = setup([createLocalRunner(fakeEngine)]);
    await service.generate(request({ mirror: true }), guest);
    expect(fakeEngine.draw.mock.calls[0][0].mirror).toBe(false);
  });

  it('uses a random seed when none is given', async () => {
    const { service } = setup([createLocalRunner(fakeEngine)]);
    const result = await service.generate(request({}), guest);
    expect(result.images[0].seed).toBe(42);
  });

  it('records history rows and owns the images for a signed-in caller, variation 0 newest', async () => {
    const { service, saved, rows } = setup([createLocalRunner(fakeEngine)]);
    const result = await service.generate(
      request({ n: 2, seed: 3_000_000_000, attributes: { style: 'tribal' } }),
      { userId: 'u1', guestKeys: {} },
    );
    expect(saved.every((s) => s.ownerId === 'u1')).toBe(true);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: result.images[0].generationId,
      user_id: 'u1',
      image_id: result.images[0].id,
      seed: 3_000_000_000 | 0,
      attributes: { style: 'tribal' },
      fallback_from: null,
    });
    expect((rows[0].created_at as Date).getTime()).toBeGreaterThan((rows[1].created_at as Date).getTime());
  });

  it('passes the engine’s subject note on', async () => {
    const { service } = setup([createLocalRunner(fakeEngine)]);
    const result = await service.generate(request({ attributes: { subject: 'toaster' } }), guest);
    expect(result).toMatchObject({ subjectMatched: false, note: 'No motif for toaster.' });
  });

  it('lists the generator models with availability and reasons', () => {
    const { service } = setup([createLocalRunner(fakeEngine), fakeRunner('ideogram', 'unavailable')]);
    expect(service.choices(guest)).toEqual([
      { id: 'local', label: 'InkGlow Offline Engine', available: true },
      { id: 'flux-context', label: 'FLUX Kontext', available: false, reason: 'Not configured on this server' },
      { id: 'chatgpt-image-1', label: 'ChatGPT Image (gpt-image-1)', available: false, reason: 'Not configured on this server' },
      { id: 'ideogram', label: 'Ideogram 3.0 (lettering)', available: false, reason: 'No key' },
    ]);
  });
});
