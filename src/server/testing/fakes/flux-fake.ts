// Loopback stand-in for the Black Forest Labs API (reference §5): submit returns { id, polling_url },
// GET polling_url walks Pending -> terminal status, result.sample is a PNG this fake serves.
import { randomUUID } from 'node:crypto';
import { fakePng } from './fake-image';
import {
  sendBytes,
  sendJson,
  startFake,
  type TFakeHandle,
  type TModeOptions,
  type TStartFakeOptions,
} from './fake-server';

/** 'moderate' answers the polls with Request Moderated (or Content Moderated); 'error' and 'not-found' end polls with Error / Task not found. */
export type TFluxFakeMode =
  'succeed' | 'refuse-key' | 'moderate' | 'rate-limit' | 'fail' | 'hang' | 'error' | 'not-found';

export interface TFluxModeOptions extends TModeOptions {
  /** Polls answered Pending before the terminal status (default 0). */
  pendingPolls?: number;
  /** Which moderation status 'moderate' gives (default 'request'). */
  moderation?: 'request' | 'content';
  /** Returned as polling_url instead of the fake's own (to test the host check). */
  pollingUrl?: string;
  /** Polls answered with 'hang' after submit (the poll never answers). */
  hangPolls?: boolean;
}

export interface TFluxFakeOptions extends TStartFakeOptions {
  /** The only key accepted: none gives 401, another gives 403 (BFL documents 403). Default 'fake-flux-key'. */
  apiKey?: string;
  imageSize?: number;
}

export type TFluxFake = TFakeHandle<TFluxFakeMode, TFluxModeOptions>;

const SUBMIT_PATHS = [
  '/v1/flux-kontext-pro',
  '/v1/flux-kontext-max',
  '/v1/flux-pro-1.1',
  '/v1/flux-pro-1.1-ultra',
  '/v1/flux-dev',
  '/v1/flux-pro',
  '/v1/flux-2-pro',
  '/v1/flux-2-max',
  '/v1/flux-2-flex',
  '/v1/flux-2-klein-4b',
  '/v1/flux-2-klein-9b',
];

interface TTask {
  pendingLeft: number;
  final: 'Ready' | 'Request Moderated' | 'Content Moderated' | 'Error' | 'Task not found';
  hang: boolean;
  model: string;
  prompt: string;
  seed: number;
  sample?: string;
}

function validation(loc: string, msg: string) {
  return { detail: [{ loc: ['body', loc], msg, type: 'value_error' }] };
}

export async function startFluxFake(options: TFluxFakeOptions = {}): Promise<TFluxFake> {
  const apiKey = options.apiKey ?? 'fake-flux-key';
  const size = options.imageSize ?? 64;
  const tasks = new Map<string, TTask>();
  const files = new Map<string, Buffer>();

  return startFake<TFluxFakeMode, TFluxModeOptions>(options, 'succeed', async (ctx) => {
    const { req, res } = ctx;
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      const bytes = files.get(req.path.slice('/files/'.length));
      return bytes
        ? sendBytes(res, bytes, 'image/png')
        : sendJson(res, 404, { detail: 'Not Found' });
    }
    const isSubmit = req.method === 'POST' && SUBMIT_PATHS.includes(req.path);
    const isPoll = req.method === 'GET' && req.path === '/v1/get_result';
    if (!isSubmit && !isPoll) return sendJson(res, 404, { detail: 'Not Found' });

    const key = req.headers['x-key'];
    if (!key) return sendJson(res, 401, { detail: 'Not authenticated' });

    if (isPoll) {
      if (key !== apiKey) return sendJson(res, 403, { detail: 'Invalid API key' });
      const id = req.query.id ?? '';
      const task = tasks.get(id);
      if (!task) return sendJson(res, 200, { id, status: 'Task not found', result: null });
      if (task.hang) return;
      if (task.pendingLeft > 0) {
        task.pendingLeft--;
        return sendJson(res, 200, { id, status: 'Pending', result: null, progress: 0.5 });
      }
      if (task.final !== 'Ready')
        return sendJson(res, 200, {
          id,
          status: task.final,
          result: null,
          ...(task.final.includes('Moderated')
            ? { details: { 'Moderation Reasons': ['fake'] } }
            : {}),
        });
      if (!task.sample) {
        const name = `${id}.png`;
        files.set(
          name,
          await fakePng({
            title: 'FAKE FLUX',
            lines: [task.model, task.prompt],
            size,
            color: '#7c2d12',
          }),
        );
        task.sample = `${ctx.url}/files/${name}`;
      }
      return sendJson(res, 200, {
        id,
        status: 'Ready',
        result: { sample: task.sample, prompt: task.prompt, seed: task.seed },
        progress: null,
      });
    }

    const { mode, options: o } = ctx.takeMode();
    if (key !== apiKey || mode === 'refuse-key')
      return sendJson(res, 403, { detail: 'Invalid API key' });
    if (mode === 'hang') return;
    if (mode === 'rate-limit')
      return sendJson(
        res,
        429,
        { detail: 'You have exceeded the number of active tasks.' },
        { 'retry-after': o.retryAfter ?? '1' },
      );
    if (mode === 'fail') return sendJson(res, 500, { detail: 'Internal Server Error' });

    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!(req.headers['content-type'] ?? '').includes('application/json'))
      return sendJson(res, 422, validation('body', 'Expected JSON'));
    if (typeof body.prompt !== 'string' || !body.prompt)
      return sendJson(res, 422, validation('prompt', 'Field required'));
    if (
      body.output_format !== undefined &&
      body.output_format !== 'png' &&
      body.output_format !== 'jpeg'
    )
      return sendJson(res, 422, validation('output_format', "Input should be 'jpeg' or 'png'"));
    if (
      body.safety_tolerance !== undefined &&
      !(
        Number.isInteger(body.safety_tolerance) &&
        (body.safety_tolerance as number) >= 0 &&
        (body.safety_tolerance as number) <= 6
      )
    )
      return sendJson(res, 422, validation('safety_tolerance', 'Input should be between 0 and 6'));
    if (req.path.startsWith('/v1/flux-kontext')) {
      if (body.aspect_ratio !== undefined && body.aspect_ratio !== null) {
        const m = /^(\d+):(\d+)$/.exec(String(body.aspect_ratio));
        const r = m ? Number(m[1]) / Number(m[2]) : NaN;
        if (!(r >= 9 / 21 - 1e-9 && r <= 21 / 9 + 1e-9))
          return sendJson(
            res,
            422,
            validation('aspect_ratio', 'Aspect ratio must be between 21:9 and 9:21'),
          );
      }
      if (body.input_image !== undefined && body.input_image !== null) {
        const s = String(body.input_image);
        if (!/^https?:\/\//.test(s) && !/^[A-Za-z0-9+/]+=*$/.test(s))
          return sendJson(res, 422, validation('input_image', 'Invalid base64 image'));
      }
      if ('width' in body || 'height' in body)
        return sendJson(res, 422, validation('width', 'Extra inputs are not permitted'));
    } else {
      const multiple = req.path.startsWith('/v1/flux-2') ? 16 : 32;
      for (const side of ['width', 'height'] as const)
        if (
          body[side] !== undefined &&
          !(Number.isInteger(body[side]) && (body[side] as number) % multiple === 0)
        )
          return sendJson(res, 422, validation(side, `Must be a multiple of ${multiple}`));
    }

    const id = randomUUID();
    const final: TTask['final'] =
      mode === 'moderate'
        ? o.moderation === 'content'
          ? 'Content Moderated'
          : 'Request Moderated'
        : mode === 'error'
          ? 'Error'
          : 'Ready';
    if (mode !== 'not-found')
      tasks.set(id, {
        pendingLeft: o.pendingPolls ?? 0,
        final,
        hang: !!o.hangPolls,
        model: req.path.slice(4),
        prompt: body.prompt,
        seed: typeof body.seed === 'number' ? body.seed : 42,
      });
    sendJson(res, 200, {
      id,
      polling_url: o.pollingUrl ?? `${ctx.url}/v1/get_result?id=${id}`,
      cost: 4.0,
      input_mp: null,
      output_mp: 1.05,
    });
  });
}
