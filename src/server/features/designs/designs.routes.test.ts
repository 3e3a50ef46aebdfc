import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../testing/build-test-app';
import { startAppWithTwoUsers } from '../../testing/test-setup';
import type { TTestUser } from '../../testing/auth-helpers';
import { createTestImage } from '../../testing/image-factory';
import { imageClaimToken } from '../../images/claim-token';

let t: TTestApp;
let a: TTestUser;
let b: TTestUser;

beforeAll(async () => {
  ({ t, a, b } = await startAppWithTwoUsers());
});
afterAll(() => t.close());

const as = (u: TTestUser) => ({ cookie: u.cookie });

async function createDesign(u: TTestUser, extra: Record<string, unknown> = {}) {
  const image = await createTestImage(t.app, u.id, `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: as(u),
    payload: { image_id: image.id, model: 'local', ...extra },
  });
  return { response, image };
}

describe('/api/designs', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/designs' })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/designs', payload: {} });
    expect(post.statusCode).toBe(401);
  });

  it('saves a design and lists the newest first', async () => {
    const first = await createDesign(a, {
      title: 'Koi',
      prompt: 'A japanese koi',
      attributes: { style: 'japanese', subject: 'animals' },
    });
    expect(first.response.statusCode).toBe(201);
    const row = first.response.json();
    expect(row).toEqual({
      id: expect.any(String),
      image_id: first.image.id,
      design_url: `/api/images/${first.image.id}`,
      title: 'Koi',
      prompt: 'A japanese koi',
      model: 'local',
      attributes: { style: 'japanese', subject: 'animals' },
      created_at: expect.any(String),
    });
    const second = (await createDesign(a)).response.json();
    expect(second.title).toBeNull();
    expect(second.prompt).toBe('');

    const list = await t.app.inject({ url: '/api/designs', headers: as(a) });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { id: string }) => d.id)).toEqual([second.id, row.id]);
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const image = await createTestImage(t.app, a.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ model: 'local' }, 'image_id'],
      [{ image_id: 'not-a-uuid', model: 'local' }, 'image_id'],
      [{ image_id: image.id }, 'model'],
      [{ image_id: image.id, model: 'local', title: 'x'.repeat(121) }, 'title'],
      [{ image_id: image.id, model: 'local', attributes: { style: 3 } }, 'attributes.style'],
      [{ image_id: randomUUID(), model: 'local' }, 'image_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/designs', headers: as(a), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message.startsWith(`${field}:`), response.body).toBe(true);
    }
  });

  it("does not let one user save another user's image", async () => {
    const image = await createTestImage(t.app, a.id, '#123456');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: as(b),
      payload: { image_id: image.id, model: 'local' },
    });
    expect(response.statusCode).toBe(400);
  });

  it("saves a guest's image only with the claim token its generation returned", async () => {
    const guestImage = await createTestImage(t.app, null, '#0a0b0c');
    const otherGuestImage = await createTestImage(t.app, null, '#0c0b0a');
    const token = imageClaimToken(t.app.config.AUTH_SECRET!, guestImage.id);
    const save = (u: TTestUser, extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/designs',
        headers: as(u),
        payload: { image_id: guestImage.id, model: 'local', ...extra },
      });

    // The id alone (it is in every shared link), a made-up token or another image's token: refused.
    for (const extra of [{}, { claim_token: 'x'.repeat(43) }, { claim_token: imageClaimToken(t.app.config.AUTH_SECRET!, otherGuestImage.id) }]) {
      const refused = await save(b, extra);
      expect(refused.statusCode, JSON.stringify(extra)).toBe(400);
      expect(refused.json().error.message).toBe('image_id: no such image');
    }

    const saved = await save(a, { claim_token: token, title: 'Guest koi' });
    expect(saved.statusCode).toBe(201);
    expect((await t.app.images.find(guestImage.id))?.owner_id).toBe(a.id);
    // Now it is A's: the same token does nothing for anyone else.
    expect((await save(b, { claim_token: token })).statusCode).toBe(400);
  });

  it('gives a guest claim tokens with their images, and a signed-in user none', async () => {
    const generate = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/generate', headers, payload: { prompt: 'a small koi', model: 'local' } });
    const guest = (await generate({})).json();
    expect(guest.images[0].claimToken).toBe(imageClaimToken(t.app.config.AUTH_SECRET!, guest.images[0].id));
    const signedIn = (await generate(as(a))).json();
    expect(signedIn.images[0].claimToken).toBeUndefined();
  });

  it("keeps user A's designs away from user B", async () => {
    const { response } = await createDesign(a, { title: 'Mine' });
    const design = response.json();

    const bList = await t.app.inject({ url: '/api/designs', headers: as(b) });
    expect(bList.json().some((d: { id: string }) => d.id === design.id)).toBe(false);

    const bDelete = await t.app.inject({ method: 'DELETE', url: `/api/designs/${design.id}`, headers: as(b) });
    expect(bDelete.statusCode).toBe(404);

    const aList = await t.app.inject({ url: '/api/designs', headers: as(a) });
    expect(aList.json().some((d: { id: string }) => d.id === design.id)).toBe(true);
  });

  it('deletes a design', async () => {
    const design = (await createDesign(a)).response.json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/designs/${design.id}`, headers: as(a) });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/designs/${design.id}`, headers: as(a) });
    expect(again.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/designs', headers: as(a) });
    expect(list.json().some((d: { id: string }) => d.id === design.id)).toBe(false);
  });
});
