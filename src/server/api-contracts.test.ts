// The server answers in exactly the shapes src/core declares, the ones the web app types its calls
// with (issue #15 "API contracts once"): each answer parses with its core schema, and parsing
// drops nothing, so a field the server adds without the schema fails here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
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

let t: TTestApp;
let user: TTestUser;

beforeAll(async () => {
  ({ t, user } = await startAppWithUser());
});
afterAll(() => t.close());

async function answer(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object): Promise<unknown> {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
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
});

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
