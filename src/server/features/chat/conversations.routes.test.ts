import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { authHeaders, signUpAndGetCookie, type TTestUser } from '../../testing/auth-helpers';

let t: TTestApp;
let alice: TTestUser;
let bob: TTestUser;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signUpAndGetCookie(t.app);
  bob = await signUpAndGetCookie(t.app);
});
afterAll(() => t.close());

const conversation = {
  title: 'Wolf on my forearm',
  assistant_id: 'design',
  messages: [
    { id: 'm1', content: 'a realistic wolf in black and grey', sender: 'user', timestamp: '2026-11-22T19:00:00.000Z' },
    { id: 'm2', content: 'Got it.', sender: 'assistant', timestamp: '2026-11-22T19:00:01.000Z' },
  ],
  images: [{ id: 'i1', url: '/api/images/abc', prompt: 'A Realism style tattoo of wolf.', timestamp: '2026-11-22T19:01:00.000Z', model: 'local' }],
  fields: { subject: 'wolf', style: 'realism', color: 'black-gray' },
  mode: 'design',
  model: 'flux-context',
};

const as = (u: TTestUser) => ({ cookie: u.cookie });
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, u?: TTestUser, payload?: object) =>
  t.app.inject({ method, url, headers: u ? as(u) : {}, ...(payload ? { payload } : {}) });

describe('/api/conversations', () => {
  it('needs a signed-in user', async () => {
    expect((await inject('GET', '/api/conversations')).statusCode).toBe(401);
    expect((await inject('POST', '/api/conversations', undefined, conversation)).statusCode).toBe(401);
  });

  it('saves, lists, reads, renames and deletes own conversations', async () => {
    const created = await inject('POST', '/api/conversations', alice, conversation);
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ title: 'Wolf on my forearm', assistant_id: 'design', fields: conversation.fields, model: 'flux-context' });
    expect(saved.messages).toEqual(conversation.messages);

    const list = (await inject('GET', '/api/conversations', alice)).json();
    expect(list.conversations).toEqual([expect.objectContaining({ id: saved.id, title: 'Wolf on my forearm', message_count: 2 })]);

    expect((await inject('GET', `/api/conversations/${saved.id}`, alice)).json().images).toEqual(conversation.images);

    const renamed = await inject('PATCH', `/api/conversations/${saved.id}`, alice, { title: 'Forearm wolf' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Forearm wolf');
    expect(renamed.json().messages).toHaveLength(2);

    const more = [...conversation.messages, { id: 'm3', content: 'show me', sender: 'user', timestamp: '2026-11-22T19:02:00.000Z' }];
    expect((await inject('PATCH', `/api/conversations/${saved.id}`, alice, { messages: more })).json().messages).toHaveLength(3);

    expect((await inject('DELETE', `/api/conversations/${saved.id}`, alice)).statusCode).toBe(204);
    expect((await inject('GET', `/api/conversations/${saved.id}`, alice)).statusCode).toBe(404);
  });

  it("never shows or changes someone else's conversation", async () => {
    const saved = (await inject('POST', '/api/conversations', alice, conversation)).json();
    expect((await inject('GET', '/api/conversations', bob)).json().conversations).toEqual([]);
    expect((await inject('GET', `/api/conversations/${saved.id}`, bob)).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/conversations/${saved.id}`, bob, { title: 'mine now' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/conversations/${saved.id}`, bob)).statusCode).toBe(404);
    expect((await inject('GET', `/api/conversations/${saved.id}`, alice)).json().title).toBe('Wolf on my forearm');
  });

  it('refuses bad input with a clear 400', async () => {
    const bad: [object, RegExp][] = [
      [{ ...conversation, title: '' }, /title/],
      [{ ...conversation, assistant_id: 'pirate' }, /unknown assistant/],
      [{ ...conversation, messages: [{ id: 'x', content: 'hi', sender: 'robot', timestamp: 'now' }] }, /messages/],
      [{ ...conversation, extra: true }, /extra|Unrecognized/i],
    ];
    for (const [payload, message] of bad) {
      const res = await inject('POST', '/api/conversations', alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const saved = (await inject('POST', '/api/conversations', alice, conversation)).json();
    expect((await inject('PATCH', `/api/conversations/${saved.id}`, alice, {})).statusCode).toBe(400);
  });

  it('are in the data export and go with the account', async () => {
    const carol = await signUpAndGetCookie(t.app);
    const saved = (await inject('POST', '/api/conversations', carol, conversation)).json();
    const exported = (await t.app.inject({ url: '/api/me/export', headers: as(carol) })).json();
    expect(exported.conversations).toEqual([expect.objectContaining({ id: saved.id, title: conversation.title, messages: conversation.messages })]);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { ...authHeaders(t.app), ...as(carol) } });
    expect(deleted.statusCode).toBeLessThan(300);
    const again = await signUpAndGetCookie(t.app, carol.email);
    expect((await inject('GET', '/api/conversations', again)).json().conversations).toEqual([]);
  });
});
