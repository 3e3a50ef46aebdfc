// Bad input on PATCH /api/generations/:id and POST /api/images/:id/edit: every case answers a clear
// 4xx in the one error shape (never 5xx), and another user's row is a 404 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DESCRIPTION_MAX_LENGTH } from '../../../core/generation-schemas';
import { EDIT_INSTRUCTIONS_MAX_LENGTH } from '../../../core/edit-instructions';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { signUpAndGetCookie, type TTestUser } from '../../testing/auth-helpers';

let t: TTestApp;
let owner: TTestUser;
let stranger: TTestUser;
let generationId: string;
let imageId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUpAndGetCookie(t.app);
  stranger = await signUpAndGetCookie(t.app);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/generate',
    headers: { cookie: owner.cookie },
    payload: { prompt: 'a koi fish', model: 'local' },
  });
  expect(made.statusCode).toBe(200);
  ({ generationId, id: imageId } = made.json().images[0]);
});
afterAll(() => t.close());

function expectError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
}

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

describe('PATCH /api/generations/:id', () => {
  const patch = (id: string, payload: unknown, user: TTestUser | null = owner, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/generations/${id}`,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(typeof payload === 'string' ? { body: payload } : { payload: payload as object }),
    });

  it('needs a signed-in user', async () => {
    expectError(await patch(generationId, { description: 'x' }, null), 401, 'unauthorized');
  });

  it('refuses bad ids before any query, and answers 404 for unknown ones', async () => {
    expectError(await patch('%00', { description: 'x' }), 400);
    // Fastify stops ids over 100 characters at the router (414), in the one error shape
    expectError(await patch('a'.repeat(101), { description: 'x' }), 414, 'max_param_length');
    expectError(await patch('a'.repeat(100), { description: 'x' }), 404, 'not_found');
    expectError(await patch(MISSING_UUID, { description: 'x' }), 404, 'not_found');
    expectError(await patch('not-a-generation', { description: 'x' }), 404, 'not_found');
  });

  it("answers 404 for another user's row and leaves it as it was", async () => {
    expectError(await patch(generationId, { description: 'mine now' }, stranger), 404, 'not_found');
    const history = (await t.app.inject({ url: '/api/generations', headers: { cookie: owner.cookie } })).json();
    expect(history.generations[0].description).not.toBe('mine now');
  });

  it('refuses a NUL, an oversized description, wrong types and unknown fields with 400 naming the field', async () => {
    const cases: unknown[] = [
      { description: 'left\u0000arm' },
      { description: 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1) },
      { description: 42 },
      { description: ['a'] },
      { description: null },
      { description: { text: 'a' } },
      {},
      { description: 'ok', extra: true },
      [],
    ];
    for (const payload of cases) {
      const response = await patch(generationId, payload);
      expectError(response, 400);
    }
    expect((await patch(generationId, { description: 42 })).json().error.message).toMatch(/^description: /);
  });

  it('refuses broken JSON, another content type and an oversized body', async () => {
    expectError(await patch(generationId, '{"description":', owner, { 'content-type': 'application/json' }), 400);
    expectError(await patch(generationId, 'description=x', owner, { 'content-type': 'application/x-www-form-urlencoded' }), 415);
    const huge = JSON.stringify({ description: 'x'.repeat(3 * 1024 * 1024) });
    expectError(await patch(generationId, huge, owner, { 'content-type': 'application/json' }), 413);
  });

  it('still takes a good description afterwards', async () => {
    const response = await patch(generationId, { description: '  For my left arm  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: generationId, description: 'For my left arm' });
  });
});

describe('POST /api/images/:id/edit', () => {
  const edit = (id: string, payload: unknown, user: TTestUser | null = owner, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/images/${id}/edit`,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(typeof payload === 'string' ? { body: payload } : { payload: payload as object }),
    });

  it('refuses ids that are not image ids, and answers 404 for unknown ones', async () => {
    expectError(await edit('%00', { instructions: 'bolder' }), 400);
    expectError(await edit('not-an-id', { instructions: 'bolder' }), 400);
    expectError(await edit('a'.repeat(36), { instructions: 'bolder' }), 400);
    expectError(await edit('a'.repeat(5000), { instructions: 'bolder' }), 414, 'max_param_length');
    expectError(await edit(MISSING_UUID, { instructions: 'bolder', model: 'local' }), 404, 'not_found');
  });

  it("answers 404 for another user's image", async () => {
    expectError(await edit(imageId, { instructions: 'bolder', model: 'local' }, stranger), 404, 'not_found');
    expectError(await edit(imageId, { instructions: 'bolder', model: 'local' }, null), 404, 'not_found');
  });

  it('refuses missing, blank, NUL, oversized and wrongly typed fields with 400', async () => {
    const cases: unknown[] = [
      {},
      { instructions: '   ' },
      { instructions: 42 },
      { instructions: ['bolder'] },
      { instructions: 'bold\u0000er' },
      { instructions: 'x'.repeat(EDIT_INSTRUCTIONS_MAX_LENGTH + 1) },
      { instructions: 'bolder', model: 'no-such-model' },
      { instructions: 'bolder', model: 7 },
      { instructions: 'bolder', design: 'not an object' },
      { instructions: 'bolder', design: { seed: -1 } },
      { instructions: 'bolder', design: { seed: 1.5 } },
      { instructions: 'bolder', design: { prompt: 'x'.repeat(2001) } },
      [],
    ];
    for (const payload of cases) expectError(await edit(imageId, payload), 400);
  });

  it('refuses broken JSON, another content type and an oversized body', async () => {
    expectError(await edit(imageId, '{"instructions":', owner, { 'content-type': 'application/json' }), 400);
    expectError(await edit(imageId, 'instructions=bolder', owner, { 'content-type': 'text/csv' }), 415);
    const huge = JSON.stringify({ instructions: 'x'.repeat(3 * 1024 * 1024) });
    expectError(await edit(imageId, huge, owner, { 'content-type': 'application/json' }), 413);
  });

  it('still edits with good input afterwards', async () => {
    const response = await edit(imageId, { instructions: 'make the lines bolder', model: 'local' });
    expect(response.statusCode).toBe(200);
    expect(response.json().images).toHaveLength(1);
  });
});
