// POST /api/analyze/image (multipart: `image`, optional `placement`, `sizeCm`, `analyst`) and
// POST /api/analyze/concept ({ concept, analyst? }). JSON `{ summary?, analysis, measures? }`, or
// server-sent events when the request accepts text/event-stream. The upload is checked by
// content, analysed in memory and dropped with the answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANALYSIS_MESSAGES,
  ZAnalyzeConceptRequest,
  ZAnalyzeImageFields,
  ZSaveAnalysisRequest,
  type TAnalysisEvent,
  type TAnalysisResult,
} from '../../../core/analysis/analysis-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { checkUpload } from '../../images/upload-check';
import { ensureMultipart, readUploadForm } from '../../images/upload-form';
import { ProviderError } from '../../providers/errors';
import { analysisAi } from './analysis-ai';
import { createAnalysisCatalog } from './analysis.repository';
import { createAnalysisService, type TEmit } from './analysis.service';
import { createSavedAnalysesRepository } from './saved-analyses.repository';
import { createSavedAnalysesService } from './saved-analyses.service';
import { z } from 'zod';
import { apiErrorBody } from '../../../core/api-error-schemas';

async function readImageForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'no_image', ANALYSIS_MESSAGES.noImage);
  }
  const { bytes, fields } = await readUploadForm(request);
  if (!bytes || bytes.length === 0) throw new HttpError(400, 'no_image', ANALYSIS_MESSAGES.noImage);
  const options = parseWith(ZAnalyzeImageFields, {
    placement: fields.placement || undefined,
    sizeCm: fields.sizeCm || undefined,
    analyst: fields.analyst || undefined,
  });
  return { bytes, options };
}

/** POST /api/analyses: a JSON `data` field (the analysis) and, for image analyses, the `image`. */
async function readSaveForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    return { data: parseWith(ZSaveAnalysisRequest, request.body ?? {}), bytes: null };
  }
  const { bytes, fields } = await readUploadForm(request, { fields: 5, fieldSize: 1024 * 1024 });
  let parsed: unknown;
  try {
    parsed = JSON.parse(fields.data ?? '');
  } catch {
    throw new HttpError(400, 'invalid_request', 'data: expected the analysis as JSON');
  }
  return {
    data: parseWith(ZSaveAnalysisRequest, parsed),
    bytes: bytes && bytes.length ? bytes : null,
  };
}

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

function failure(error: unknown): { status: number; code: string; message: string } {
  if (error instanceof HttpError)
    return { status: error.statusCode, code: error.code, message: error.message };
  if (error instanceof ProviderError)
    return { status: 502, code: 'analysis_failed', message: error.message };
  return { status: 500, code: 'internal_error', message: ANALYSIS_MESSAGES.unknownError };
}

/** Runs `work` as JSON or as a stream of server-sent events, depending on the Accept header. */
async function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (emit: TEmit, stream: boolean, signal: AbortSignal) => Promise<TAnalysisResult>,
) {
  const controller = new AbortController();
  request.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  if (!wantsStream(request)) {
    try {
      return await work(() => {}, false, controller.signal);
    } catch (error) {
      if (error instanceof ProviderError)
        throw new HttpError(502, 'analysis_failed', error.message);
      throw error;
    }
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const send = (event: TAnalysisEvent) => {
    if (!raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  try {
    const result = await work(send, true, controller.signal);
    send({ type: 'done', result });
  } catch (error) {
    const { code, message, status } = failure(error);
    if (status >= 500 && !(error instanceof ProviderError))
      request.log.error({ err: error }, 'analysis failed');
    send({ type: 'error', ...apiErrorBody(code, message) });
  } finally {
    raw.end();
  }
}

export async function analysisRoutes(app: FastifyInstance) {
  await ensureMultipart(app);
  const ai = analysisAi(app);
  const service = createAnalysisService(createAnalysisCatalog(app.db), ai);
  const callerFor = (request: FastifyRequest) => ai.callerFor(request);

  app.post('/api/analyze/image', async (request, reply) => {
    await app.abuseLimits.upload(request);
    const { bytes, options } = await readImageForm(request);
    const image = await checkUpload(bytes);
    const caller = await callerFor(request);
    return respond(request, reply, (emit, stream, signal) =>
      service.image(image, options, { analyst: options.analyst, caller, emit, stream, signal }),
    );
  });

  const saved = createSavedAnalysesService(createSavedAnalysesRepository(app.db), app.images);

  app.get('/api/analyses', async (request) => {
    const user = await app.requireUser(request);
    return { analyses: await saved.list(user.id) };
  });

  app.post('/api/analyses', async (request, reply) => {
    const user = await app.requireUser(request);
    await app.abuseLimits.upload(request);
    const { data, bytes } = await readSaveForm(request);
    const image = bytes ? await checkUpload(bytes) : null;
    return reply.status(201).send(await saved.save(user.id, data, image));
  });

  app.delete('/api/analyses/:id', async (request, reply) => {
    const user = await app.requireUser(request);
    const { id } = parseWith(z.object({ id: z.string().min(1).max(100) }), request.params);
    await saved.delete(user.id, id);
    return reply.status(204).send();
  });

  app.post('/api/analyze/concept', async (request, reply) => {
    const body = parseWith(ZAnalyzeConceptRequest, request.body ?? {});
    if (!body.concept.trim())
      throw new HttpError(400, 'empty_prompt', ANALYSIS_MESSAGES.emptyPrompt);
    const caller = await callerFor(request);
    return respond(request, reply, (emit, stream, signal) =>
      service.concept(body.concept, { analyst: body.analyst, caller, emit, stream, signal }),
    );
  });
}
