// Loopback stand-in for Ideogram 3.0 (reference §6): multipart generate/remix/edit answering
// synchronously with short-lived URLs that this fake serves.
import { randomUUID } from 'node:crypto';
import { fakePng } from './fake-image';
import {
  field,
  filePart,
  sendBytes,
  sendJson,
  startFake,
  type TFakeHandle,
  type TFakeMode,
  type TModeOptions,
  type TStartFakeOptions,
} from './fake-server';

export interface TIdeogramModeOptions extends TModeOptions {
  /** With 'moderate': answer 200 with is_image_safe false and no URL instead of 422. */
  unsafeImage?: boolean;
}

export interface TIdeogramFakeOptions extends TStartFakeOptions {
  /** The only key accepted; anything else (or none) gets 401. Default 'fake-ideogram-key'. */
  apiKey?: string;
  imageSize?: number;
}

export type TIdeogramFake = TFakeHandle<TFakeMode, TIdeogramModeOptions>;

const ASPECT_RATIOS = [
  '1x3',
  '3x1',
  '1x2',
  '2x1',
  '9x16',
  '16x9',
  '10x16',
  '16x10',
  '2x3',
  '3x2',
  '3x4',
  '4x3',
  '4x5',
  '5x4',
  '1x1',
];
const SPEEDS = ['FLASH', 'TURBO', 'DEFAULT', 'QUALITY'];
const MAGIC = ['AUTO', 'ON', 'OFF'];
const STYLE_TYPES = ['AUTO', 'GENERAL', 'REALISTIC', 'DESIGN', 'FICTION'];
const PATHS: Record<string, 'generate' | 'remix' | 'edit'> = {
  '/v1/ideogram-v3/generate': 'generate',
  '/v1/ideogram-v3/remix': 'remix',
  '/v1/ideogram-v3/edit': 'edit',
};

export async function startIdeogramFake(
  options: TIdeogramFakeOptions = {},
): Promise<TIdeogramFake> {
  const apiKey = options.apiKey ?? 'fake-ideogram-key';
  const size = options.imageSize ?? 64;
  const files = new Map<string, Buffer>();

  return startFake<TFakeMode, TIdeogramModeOptions>(options, 'succeed', async (ctx) => {
    const { req, res } = ctx;
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      const bytes = files.get(req.path.slice('/files/'.length));
      return bytes
        ? sendBytes(res, bytes, 'image/png')
        : sendJson(res, 404, { error: 'Not found' });
    }
    const kind = req.method === 'POST' ? PATHS[req.path] : undefined;
    if (!kind) return sendJson(res, 404, { error: 'Not found' });

    const { mode, options: o } = ctx.takeMode();
    if (req.headers['api-key'] !== apiKey || mode === 'refuse-key')
      return sendJson(res, 401, { error: 'Invalid API key' });
    if (mode === 'hang') return;
    if (mode === 'rate-limit')
      return sendJson(
        res,
        429,
        { error: 'Too many requests' },
        { 'retry-after': o.retryAfter ?? '1' },
      );
    if (mode === 'fail') return sendJson(res, 500, { error: 'Internal server error' });

    const body = req.body;
    const bad = (message: string) => sendJson(res, 400, { error: message });
    if (!(req.headers['content-type'] ?? '').includes('multipart/form-data'))
      return bad('Expected multipart/form-data');
    const prompt = field(body, 'prompt');
    if (!prompt) return bad('prompt is required');
    const aspect = field(body, 'aspect_ratio');
    if (aspect !== undefined && !ASPECT_RATIOS.includes(aspect))
      return bad(`Invalid aspect_ratio ${aspect}`);
    if (aspect !== undefined && field(body, 'resolution') !== undefined)
      return bad('aspect_ratio and resolution cannot be combined');
    const speed = field(body, 'rendering_speed');
    if (speed !== undefined && !SPEEDS.includes(speed))
      return bad(`Invalid rendering_speed ${speed}`);
    const magic = field(body, 'magic_prompt');
    if (magic !== undefined && !MAGIC.includes(magic)) return bad(`Invalid magic_prompt ${magic}`);
    const styleType = field(body, 'style_type');
    if (styleType !== undefined && !STYLE_TYPES.includes(styleType))
      return bad(`Invalid style_type ${styleType}`);
    const n = Number(field(body, 'num_images') ?? '1');
    if (!Number.isInteger(n) || n < 1 || n > 8) return bad('num_images must be 1 to 8');
    if (kind !== 'generate' && !filePart(body, 'image')) return bad('image is required');
    if (kind === 'edit' && !filePart(body, 'mask')) return bad('mask is required');

    if (mode === 'moderate' && !o.unsafeImage)
      return sendJson(res, 422, { error: 'Prompt or provided image failed the safety checks' });
    const data = [];
    for (let i = 0; i < n; i++) {
      const seed = Number(field(body, 'seed') ?? 12345 + i);
      if (mode === 'moderate') {
        data.push({
          url: null,
          prompt,
          resolution: '1024x1024',
          is_image_safe: false,
          seed,
          style_type: styleType ?? 'GENERAL',
        });
        continue;
      }
      const name = `${randomUUID()}.png`;
      files.set(
        name,
        await fakePng({ title: 'FAKE Ideogram', lines: [kind, prompt], size, color: '#4c1d95' }),
      );
      data.push({
        url: `${ctx.url}/files/${name}`,
        prompt: magic === 'OFF' ? prompt : `${prompt}, rewritten by the fake MagicPrompt`,
        resolution: '1024x1024',
        is_image_safe: true,
        seed,
        style_type: styleType ?? 'GENERAL',
      });
    }
    sendJson(res, 200, { created: new Date().toISOString(), data });
  });
}
