// POST /api/transcribe: `{ audio: base64, mime?, durationMs? }` or multipart `file`, gives
// `{ text }` from the transcription model. Recordings are at most 10 s (spec §9) and 1 MB: over
// the size is a 413, over the duration a 400. With no key: a clear message to type instead.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TRANSCRIBE_MAX_BYTES,
  TRANSCRIBE_MAX_SECONDS,
  TRANSCRIBE_NO_KEY_MESSAGE,
  ZTranscribeRequest,
} from '../../../core/chat/chat-schemas';
import { HttpError, parseWith } from '../../http-errors';
import { ProviderError } from '../../providers/errors';
import { chatAi } from './chat-ai';
import { chatModelError } from './chat.service';
import { wavDurationSeconds } from './wav';

const TOO_LARGE = () =>
  new HttpError(413, 'audio_too_large', `The recording is too large (at most ${TRANSCRIBE_MAX_BYTES / 1_000_000} MB, about 10 seconds).`);
const TOO_LONG = () =>
  new HttpError(400, 'audio_too_long', `The recording is too long: at most ${Math.floor(TRANSCRIBE_MAX_SECONDS)} seconds.`);

interface TAudio {
  audio: Buffer;
  mime: string;
  durationMs?: number;
}

async function readAudio(request: FastifyRequest): Promise<TAudio> {
  if (request.isMultipart()) {
    let file;
    try {
      file = await request.file({ limits: { fileSize: TRANSCRIBE_MAX_BYTES, files: 1 } });
      if (!file) throw new HttpError(400, 'no_audio', 'file: an audio file is required');
      const audio = await file.toBuffer();
      const mime = file.mimetype || 'audio/webm';
      if (!/^audio\//i.test(mime) && mime !== 'application/octet-stream') throw new HttpError(400, 'invalid_request', 'file: must be an audio file');
      return { audio, mime: mime === 'application/octet-stream' ? 'audio/webm' : mime };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw TOO_LARGE();
      throw new HttpError(400, 'invalid_request', 'file: the upload could not be read');
    }
  }
  const body = parseWith(ZTranscribeRequest, request.body ?? {});
  const clean = body.audio.replace(/^data:[^;,]+(;[^,]*)?,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) throw new HttpError(400, 'invalid_request', 'audio: must be base64');
  if (Math.floor((clean.length * 3) / 4) > TRANSCRIBE_MAX_BYTES + 3) throw TOO_LARGE();
  return { audio: Buffer.from(clean, 'base64'), mime: body.mime, durationMs: body.durationMs };
}

export async function transcribeRoutes(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, { limits: { fileSize: TRANSCRIBE_MAX_BYTES, files: 1, fields: 5 } });
  const ai = chatAi(app);

  app.post('/api/transcribe', { bodyLimit: 4 * 1024 * 1024 }, async (request, reply) => {
    const { audio, mime, durationMs } = await readAudio(request);
    if (audio.length === 0) throw new HttpError(400, 'no_audio', 'audio: must not be empty');
    if (audio.length > TRANSCRIBE_MAX_BYTES) throw TOO_LARGE();
    const seconds = wavDurationSeconds(audio) ?? (durationMs !== undefined ? durationMs / 1000 : undefined);
    if (seconds !== undefined && seconds > TRANSCRIBE_MAX_SECONDS) throw TOO_LONG();

    const caller = ai ? await ai.callerFor(request) : null;
    const availability = ai && caller ? ai.transcription.availability(caller) : undefined;
    if (!ai || !caller || !availability?.available) {
      throw new HttpError(caller?.userId ? 503 : 400, 'transcription_unavailable', TRANSCRIBE_NO_KEY_MESSAGE);
    }
    const controller = new AbortController();
    request.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    try {
      const { text } = await ai.transcription.transcribe(caller, { audio, mime, language: 'en', signal: controller.signal });
      reply.header('cache-control', 'no-store');
      return { text: text.trim() };
    } catch (error) {
      app.log.warn(error instanceof ProviderError ? { transcription: error.toLog() } : { err: error }, 'transcription failed');
      throw chatModelError(error, availability.keySource);
    }
  });
}
