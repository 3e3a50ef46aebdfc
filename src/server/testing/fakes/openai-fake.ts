// Loopback stand-in for the OpenAI REST API (reference §0-3): images, image edits, chat
// completions (plain and SSE), transcriptions. Serve it under /v1 like the real host.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fakePng } from './fake-image';
import {
  field,
  filePart,
  sendBytes,
  sendJson,
  startFake,
  type TFakeContext,
  type TFakeHandle,
  type TFakeMode,
  type TModeOptions,
  type TStartFakeOptions,
} from './fake-server';

export interface TOpenAIModeOptions extends TModeOptions {
  /** Answer image requests with URLs (served by this fake) even when b64_json was asked for. */
  urlResults?: boolean;
}

export interface TOpenAIFakeOptions extends TStartFakeOptions {
  /** The only key accepted; anything else (or none) gets 401. Default 'fake-openai-key'. */
  apiKey?: string;
  /** Side of the PNGs returned (default 64). */
  imageSize?: number;
  /**
   * Model names chat completions (and vision) answer under, like a local server that has only
   * these pulled (Ollama, vLLM...); any other name gets 404 model_not_found. Default: any name.
   */
  chatModels?: readonly string[];
}

/** The shared modes, plus 'break-stream': a streamed chat answer stops after two chunks and the connection drops. */
export type TOpenAIFakeMode = TFakeMode | 'break-stream';

export interface TOpenAIFake extends TFakeHandle<TOpenAIFakeMode, TOpenAIModeOptions> {
  /** What OPENAI_BASE_URL should be: the origin plus /v1. */
  baseURL: string;
}

const IMAGE_MODELS = ['gpt-image-1', 'gpt-image-1-mini', 'gpt-image-1.5', 'dall-e-3', 'dall-e-2'];
const SIZES: Record<string, string[]> = {
  gpt: ['1024x1024', '1536x1024', '1024x1536', 'auto'],
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
  'dall-e-2': ['256x256', '512x512', '1024x1024'],
};

function err(
  ctx: { res: TFakeContext<TOpenAIFakeMode, TOpenAIModeOptions>['res'] },
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
) {
  sendJson(
    ctx.res,
    status,
    { error: { message, type, param: null, code } },
    { 'x-request-id': `req_${randomUUID()}`, ...headers },
  );
}

/** Like the real service, a refused key is echoed partly masked. */
function masked(key: string): string {
  return key.length <= 8
    ? '***'
    : `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`;
}

export async function startOpenAIFake(options: TOpenAIFakeOptions = {}): Promise<TOpenAIFake> {
  const apiKey = options.apiKey ?? 'fake-openai-key';
  const size = options.imageSize ?? 64;
  const files = new Map<string, Buffer>();

  const png = (title: string, lines: string[]) => fakePng({ title, lines, size, color: '#0f766e' });

  const handle = await startFake<TOpenAIFakeMode, TOpenAIModeOptions>(options, 'succeed', async (ctx) => {
    const { req, res } = ctx;
    if (req.method === 'GET' && req.path.startsWith('/files/')) {
      const bytes = files.get(req.path.slice('/files/'.length));
      return bytes
        ? sendBytes(res, bytes, 'image/png')
        : sendJson(res, 404, { error: 'not found' });
    }
    // GET /v1/models: the cheapest authenticated call, used to test a key.
    if (req.method === 'GET' && req.path === '/v1/models') {
      const given = (req.headers['authorization'] ?? '').replace(/^Bearer /, '');
      if (given !== apiKey)
        return err(ctx, 401, `Incorrect API key provided: ${masked(given)}.`, 'invalid_request_error', 'invalid_api_key');
      return sendJson(res, 200, {
        object: 'list',
        data: IMAGE_MODELS.map((id) => ({ id, object: 'model', created: 0, owned_by: 'system' })),
      });
    }
    const routes: Record<string, (c: typeof ctx) => Promise<void>> = {
      '/v1/images/generations': generations,
      '/v1/images/edits': edits,
      '/v1/chat/completions': chat,
      '/v1/audio/transcriptions': transcriptions,
    };
    const route = req.method === 'POST' ? routes[req.path] : undefined;
    if (!route)
      return err(
        ctx,
        404,
        `Invalid URL (${req.method} ${req.path})`,
        'invalid_request_error',
        null,
      );

    const auth = req.headers['authorization'];
    if (!auth)
      return err(ctx, 401, "You didn't provide an API key.", 'invalid_request_error', null);
    const given = auth.replace(/^Bearer /, '');
    const { mode, options: modeOptions } = ctx.takeMode();
    if (given !== apiKey || mode === 'refuse-key')
      return err(
        ctx,
        401,
        `Incorrect API key provided: ${masked(given)}.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    if (mode === 'hang') return; // never answers
    if (mode === 'rate-limit')
      return err(ctx, 429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded', {
        'retry-after': modeOptions.retryAfter ?? '1',
      });
    if (mode === 'fail')
      return err(
        ctx,
        500,
        'The server had an error while processing your request.',
        'server_error',
        null,
      );
    await route({ ...ctx, takeMode: () => ({ mode, options: modeOptions }) });
  });

  async function imageItems(
    model: string,
    n: number,
    responseFormat: string | undefined,
    title: string,
    prompt: string,
    urlResults = false,
  ) {
    const bytes = await png(title, [model, prompt]);
    const items: Record<string, string>[] = [];
    for (let i = 0; i < n; i++) {
      if (urlResults || (model.startsWith('dall-e') && responseFormat !== 'b64_json')) {
        const id = `${randomUUID()}.png`;
        files.set(id, bytes);
        items.push({ url: `${handle.url}/files/${id}` });
      } else items.push({ b64_json: bytes.toString('base64') });
      if (model === 'dall-e-3') items[i].revised_prompt = `${prompt} (revised by the fake)`;
    }
    return items;
  }

  function moderation(ctx: TFakeContext<TOpenAIFakeMode, TOpenAIModeOptions>, model: string) {
    return model.startsWith('dall-e')
      ? err(
          ctx,
          400,
          'Your request was rejected as a result of our safety system.',
          'invalid_request_error',
          'content_policy_violation',
        )
      : err(
          ctx,
          400,
          'Your request was rejected by the safety system.',
          'image_generation_user_error',
          'moderation_blocked',
        );
  }

  async function generations(ctx: TFakeContext<TOpenAIFakeMode, TOpenAIModeOptions>) {
    const body = (ctx.req.body ?? {}) as Record<string, unknown>;
    const model = typeof body.model === 'string' ? body.model : 'dall-e-2';
    const prompt = body.prompt;
    if (typeof prompt !== 'string' || !prompt)
      return err(
        ctx,
        400,
        "Missing required parameter: 'prompt'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    if (!IMAGE_MODELS.includes(model))
      return err(ctx, 400, `Invalid model ${model}.`, 'invalid_request_error', 'invalid_value');
    const isGpt = model.startsWith('gpt-image');
    if (isGpt && 'response_format' in body)
      return err(
        ctx,
        400,
        "Unknown parameter: 'response_format'.",
        'invalid_request_error',
        'unknown_parameter',
      );
    const n = body.n === undefined ? 1 : Number(body.n);
    if (!Number.isInteger(n) || n < 1 || n > 10 || (model === 'dall-e-3' && n !== 1))
      return err(ctx, 400, 'Invalid value for n.', 'invalid_request_error', 'invalid_value');
    if (body.size !== undefined && !SIZES[isGpt ? 'gpt' : model].includes(String(body.size)))
      return err(
        ctx,
        400,
        `Invalid size ${String(body.size)} for ${model}.`,
        'invalid_request_error',
        'invalid_value',
      );
    if (ctx.takeMode().mode === 'moderate') return moderation(ctx, model);
    const data = await imageItems(
      model,
      n,
      body.response_format as string | undefined,
      'FAKE OpenAI',
      prompt,
      ctx.takeMode().options.urlResults,
    );
    sendJson(ctx.res, 200, {
      created: Math.floor(Date.now() / 1000),
      data,
      ...(isGpt ? { output_format: 'png', size: body.size ?? '1024x1024' } : {}),
    });
  }

  async function edits(ctx: TFakeContext<TOpenAIFakeMode, TOpenAIModeOptions>) {
    const body = ctx.req.body;
    if (!(ctx.req.headers['content-type'] ?? '').includes('multipart/form-data'))
      return err(ctx, 400, 'Expected multipart/form-data.', 'invalid_request_error', null);
    const image = filePart(body, 'image') ?? filePart(body, 'image[]');
    const prompt = field(body, 'prompt');
    if (!image)
      return err(
        ctx,
        400,
        "Missing required parameter: 'image'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    if (!prompt)
      return err(
        ctx,
        400,
        "Missing required parameter: 'prompt'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    const mask = (body as Record<string, unknown>).mask;
    if (mask !== undefined && !filePart(body, 'mask'))
      return err(ctx, 400, "'mask' must be a file.", 'invalid_request_error', 'invalid_value');
    const model = field(body, 'model') ?? 'gpt-image-1';
    if (ctx.takeMode().mode === 'moderate') return moderation(ctx, model);
    const data = await imageItems(
      model,
      Number(field(body, 'n') ?? 1),
      field(body, 'response_format'),
      'FAKE EDIT',
      prompt,
      ctx.takeMode().options.urlResults,
    );
    sendJson(ctx.res, 200, { created: Math.floor(Date.now() / 1000), data });
  }

  async function chat(ctx: TFakeContext<TOpenAIFakeMode, TOpenAIModeOptions>) {
    const body = (ctx.req.body ?? {}) as { model?: unknown; messages?: unknown; stream?: unknown };
    if (typeof body.model !== 'string')
      return err(
        ctx,
        400,
        "Missing required parameter: 'model'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    if (!Array.isArray(body.messages) || body.messages.length === 0)
      return err(
        ctx,
        400,
        "Missing required parameter: 'messages'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    if (options.chatModels && !options.chatModels.includes(body.model))
      return err(
        ctx,
        404,
        `The model \`${body.model}\` does not exist or you do not have access to it.`,
        'invalid_request_error',
        'model_not_found',
      );
    const messages = body.messages as { role: string; content: unknown }[];
    const last = [...messages].reverse().find((m) => m.role === 'user');
    let reply: string;
    const parts = Array.isArray(last?.content)
      ? (last.content as { type: string; text?: string; image_url?: { url: string } }[])
      : [];
    const image = parts.find((p) => p.type === 'image_url');
    if (image) {
      const match = /^data:([^;]+);base64,(.*)$/.exec(image.image_url?.url ?? '');
      if (!match)
        return err(ctx, 400, 'Invalid image_url.', 'invalid_request_error', 'invalid_image_url');
      const meta = await sharp(Buffer.from(match[2], 'base64'))
        .metadata()
        .catch(() => undefined);
      if (!meta)
        return err(
          ctx,
          400,
          'You uploaded an unsupported image.',
          'invalid_request_error',
          'invalid_image_format',
        );
      reply = `Fake analysis from the fake OpenAI server: a ${meta.width}x${meta.height} ${match[1]} image.`;
    } else {
      const text =
        typeof last?.content === 'string' ? last.content : parts.map((p) => p.text ?? '').join(' ');
      reply = `Fake reply from the fake OpenAI server (${body.model}) to: ${text.slice(0, 120)}`;
    }
    const refused = ctx.takeMode().mode === 'moderate';
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    if (body.stream === true) {
      ctx.res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: object, finish: string | null) =>
        ctx.res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`,
        );
      chunk({ role: 'assistant', content: '' }, null);
      if (ctx.takeMode().mode === 'break-stream') {
        for (const piece of (reply.match(/\S+\s*/g) ?? []).slice(0, 2)) chunk({ content: piece }, null);
        // Let the head and the first chunks reach the client, then drop the connection.
        await new Promise((resolve) => setTimeout(resolve, 100));
        ctx.res.destroy();
        return;
      }
      for (const piece of reply.match(/\S+\s*/g) ?? []) chunk({ content: piece }, null);
      chunk({}, 'stop');
      ctx.res.end('data: [DONE]\n\n');
      return;
    }
    sendJson(ctx.res, 200, {
      id,
      object: 'chat.completion',
      created,
      model: body.model,
      choices: [
        {
          index: 0,
          message: refused
            ? { role: 'assistant', content: null, refusal: "I'm sorry, I can't help with that." }
            : { role: 'assistant', content: reply, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }

  async function transcriptions(ctx: TFakeContext<TOpenAIFakeMode, TOpenAIModeOptions>) {
    const file = filePart(ctx.req.body, 'file');
    const model = field(ctx.req.body, 'model');
    if (!file)
      return err(
        ctx,
        400,
        "Missing required parameter: 'file'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    if (!model)
      return err(
        ctx,
        400,
        "Missing required parameter: 'model'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    if (!/\.(flac|mp3|mp4|mpeg|mpga|m4a|ogg|wav|webm)$/.test(file.filename))
      return err(ctx, 400, 'Unrecognized file format.', 'invalid_request_error', 'invalid_value');
    sendJson(ctx.res, 200, {
      text: `Fake transcription of ${file.size} bytes of ${file.type || 'audio'} by ${model}.`,
    });
  }

  return { ...handle, baseURL: `${handle.url}/v1` };
}
