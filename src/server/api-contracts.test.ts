// The server answers in exactly the shapes src/core declares, the ones the web app types its calls
// with (issue #15 "API contracts once"): each answer parses with its core schema, and parsing
// drops nothing, so a field the server adds without the schema fails here too.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAnalysisEvent, ZAnalysisResult, ZSavedAnalysis, ZSavedAnalysisList } from '../core/analysis/analysis-schemas';
import { ZApiErrorBody } from '../core/api-error-schemas';
import { ZChatDelta, ZChatMeta, ZChatReply, ZConversation, ZConversationList } from '../core/chat/chat-schemas';
import { ZStencilResponse } from '../core/print/print-schemas';
import { ZVoiceServerEvent } from '../core/voice/voice-schemas';
import { ZStyleList } from '../core/catalog-schemas';
import { ZDesign, ZDesignList } from '../core/design-schemas';
import { ZGenerateResponse, ZGenerationsResponse } from '../core/generation-schemas';
import { ZImageEditResponse } from '../core/image-edit-schemas';
import { ZLike, ZLikeList } from '../core/like-schemas';
import { ZPreferencesView } from '../core/preference-schemas';
import { ZMe, ZProfile } from '../core/profile-schemas';
import { ZProvidersResponse } from '../core/provider-schemas';
import { ZSessionAnswer } from '../core/session-schemas';
import { ZSiteConfig } from '../core/site-schemas';
import type { TTestUser } from './testing/auth-helpers';
import type { TTestApp } from './testing/build-test-app';
import { startAppWithUser } from './testing/test-setup';
import { multipartForm } from './testing/multipart';
import { voiceClient } from './features/voice/voice-test-kit';

let t: TTestApp;
let user: TTestUser;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  ({ t, user } = await startAppWithUser());
});
afterAll(() => t.close());

async function answer(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object): Promise<unknown> {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** The answer has the schema's shape: nothing missing or mistyped (parse), nothing extra (equal). */
function expectShape(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toStrictEqual(body);
}

describe('server answers match the core schemas the web types them with', () => {
  it('site config, session and account', async () => {
    expectShape(ZSiteConfig, await answer('GET', '/api/config'));
    expectShape(ZSessionAnswer, pickSession(await answer('GET', '/api/auth/get-session')));
    expectShape(ZMe, await answer('GET', '/api/me'));
    expectShape(ZProfile, await answer('PATCH', '/api/profile', { full_name: 'Contract Test' }));
  });

  it('preferences and likes', async () => {
    expectShape(ZPreferencesView, await answer('GET', '/api/preferences'));
    expectShape(ZPreferencesView, await answer('PUT', '/api/preferences', { favorite_styles: ['blackwork'], favorite_colors: [], favorite_techniques: [] }));
    expectShape(ZLike, await answer('POST', '/api/likes', { style_id: 'blackwork' }));
    expectShape(ZLikeList, await answer('GET', '/api/likes'));
  });

  it('providers, generation, history, edits and designs', async () => {
    expectShape(ZProvidersResponse, await answer('GET', '/api/providers'));
    const made = await answer('POST', '/api/generate', { prompt: 'a rose', model: 'local', seed: 7 });
    expectShape(ZGenerateResponse, made);
    const image = ZGenerateResponse.parse(made).images[0];
    expectShape(ZGenerationsResponse, await answer('GET', '/api/generations'));
    expectShape(ZImageEditResponse, await answer('POST', `/api/images/${image.id}/edit`, { instructions: 'make the lines bolder' }));
    expectShape(ZDesign, await answer('POST', '/api/designs', { image_id: image.id, model: image.model, prompt: image.prompt }));
    expectShape(ZDesignList, await answer('GET', '/api/designs'));
  });

  it('the style library', async () => {
    expectShape(ZStyleList, await answer('GET', '/api/catalog/styles'));
  });

  it('chat, as one answer and as a stream of events', async () => {
    const ask = { assistantId: 'tattoo', messages: [{ role: 'user', content: 'a koi fish on the forearm, black and grey' }] };
    expectShape(ZChatReply, await answer('POST', '/api/chat', ask));
    const events = sse(await t.app.inject({ method: 'POST', url: '/api/chat', headers: streamHeaders(), payload: ask }));
    expect(events.at(-1)?.event).toBe('done');
    expect(events.map((e) => e.event).filter((e) => e !== 'delta')).toEqual(['meta', 'done']);
    const schemas: Record<string, z.ZodType> = { meta: ZChatMeta, delta: ZChatDelta, done: ZChatReply, error: ZApiErrorBody };
    for (const { event, data } of events) expectShape(schemas[event ?? ''], data);
  });

  it('saved conversations', async () => {
    const write = {
      title: 'Koi',
      assistant_id: 'tattoo',
      messages: [{ id: 'm1', content: 'a koi', sender: 'user', timestamp: '2026-01-01T00:00:00.000Z' }],
    };
    const made = await answer('POST', '/api/conversations', write);
    expectShape(ZConversation, made);
    const { id } = ZConversation.parse(made);
    expectShape(ZConversation, await answer('GET', `/api/conversations/${id}`));
    expectShape(ZConversation, await answer('PATCH', `/api/conversations/${id}`, { title: 'Koi, renamed' }));
    expectShape(ZConversationList, await answer('GET', '/api/conversations'));
  });

  it('analysis of a concept and of an image, streamed or whole, and saved analyses', async () => {
    const concept = { concept: 'a swallow with a banner on the chest', analyst: 'offline' };
    const whole = await answer('POST', '/api/analyze/concept', concept);
    expectShape(ZAnalysisResult, whole);
    const events = sse(await t.app.inject({ method: 'POST', url: '/api/analyze/concept', headers: streamHeaders(), payload: concept }));
    expect(events.at(-1)?.data).toMatchObject({ type: 'done' });
    for (const { data } of events) expectShape(ZAnalysisEvent, data);

    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="70" fill="none" stroke="#111" stroke-width="8"/></svg>') }])
      .png()
      .toBuffer();
    const { payload, headers } = multipartForm([
      { name: 'image', value: png, filename: 'design.png', type: 'image/png' },
      { name: 'analyst', value: 'offline' },
    ]);
    const image = await t.app.inject({ method: 'POST', url: '/api/analyze/image', headers: { ...headers, cookie: user.cookie, origin: ORIGIN }, payload });
    expect(image.statusCode, image.body).toBe(200);
    expectShape(ZAnalysisResult, image.json());

    const result = ZAnalysisResult.parse(whole);
    const saved = await answer('POST', '/api/analyses', { kind: 'concept', concept: concept.concept, analysis: result.analysis, analyst: result.analyst });
    expectShape(ZSavedAnalysis, saved);
    expectShape(ZSavedAnalysisList, await answer('GET', '/api/analyses'));
  });

  it('stencils from a stored design', async () => {
    const made = ZGenerateResponse.parse(await answer('POST', '/api/generate', { prompt: 'a dagger', model: 'local', seed: 3 }));
    expectShape(ZStencilResponse, await answer('POST', '/api/stencils', { imageId: made.images[0].id }));
  });

  it('Voice Glow events (offline assistant, no keys)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/voice`;
    const page = await voiceClient(url, { Origin: ORIGIN, Cookie: user.cookie });
    try {
      page.send({ type: 'session.start' });
      await page.next('session.ready');
      await page.next('response.text.done');
      page.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'a rose on the wrist' }] } });
      await page.next('preferences_update');
      page.send({ type: 'not-a-message' });
      await page.next('error');
      expect(page.events.length).toBeGreaterThanOrEqual(4);
      for (const event of page.events) expectShape(ZVoiceServerEvent, event);
    } finally {
      page.ws.close(1000);
      await page.closed;
    }
  });
});

describe('every error answer has the one core error shape', () => {
  it('ours, Fastify\'s own and the not-found handler\'s', async () => {
    const asks = [
      { method: 'GET', url: '/api/no-such-route' }, // 404 from the not-found handler
      { method: 'GET', url: '/api/designs/%zz' }, // Fastify's bad URL
      { method: 'POST', url: '/api/generate', headers: { 'content-type': 'application/json' }, payload: '{"prompt": ' }, // bad JSON
      { method: 'POST', url: '/api/generate', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }, // 415
      { method: 'POST', url: '/api/generate', payload: { prompt: '' } }, // our 400
      { method: 'GET', url: '/api/conversations', anonymous: true }, // 401
      { method: 'POST', url: '/api/chat', payload: { assistantId: 'nobody', messages: [] } }, // chat's 400
      { method: 'POST', url: '/api/analyze/concept', payload: { concept: '' } }, // analysis's 400
      { method: 'POST', url: '/api/stencils', payload: {} }, // stencils' 400
    ] as const;
    for (const ask of asks) {
      const { anonymous, headers, ...rest } = { anonymous: false, headers: {}, ...ask };
      const res = await t.app.inject({ ...rest, headers: { origin: ORIGIN, ...(anonymous ? {} : { cookie: user.cookie }), ...headers } });
      expect(res.statusCode, `${ask.method} ${ask.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${ask.method} ${ask.url}`).toBeLessThan(500);
      expectShape(ZApiErrorBody, res.json());
    }
  });
});

const streamHeaders = () => ({ cookie: user.cookie, origin: ORIGIN, accept: 'text/event-stream' });

/** The events of a server-sent-events answer: `event:` name (if any) and parsed `data:`. */
function sse(res: { statusCode: number; body: string; headers: Record<string, unknown> }): { event?: string; data: unknown }[] {
  expect(res.statusCode, res.body).toBe(200);
  expect(String(res.headers['content-type'])).toContain('text/event-stream');
  return res.body
    .split('\n\n')
    .filter((block) => /^data: /m.test(block))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(
        block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n'),
      ) as unknown,
    }));
}

/**
 * Better Auth's get-session answer carries more than the web reads (ipAddress, userAgent, ...):
 * keep the fields ZSessionAnswer declares and check those, so a renamed or retyped one fails.
 */
function pickSession(body: unknown): unknown {
  const { session, user: u } = body as { session: Record<string, unknown>; user: Record<string, unknown> };
  const keep = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
  return {
    session: keep(session, Object.keys(ZSessionAnswer.shape.session.shape)),
    user: keep(u, Object.keys(ZSessionAnswer.shape.user.shape)),
  };
}
