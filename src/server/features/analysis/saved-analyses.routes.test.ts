import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app';
import { authHeaders, signUpAndGetCookie } from '../../testing/auth-helpers';
import { analyses, images } from '../../db/schema';
import {
  ZSavedAnalysis,
  ZSavedAnalysisList,
  type TAnalysisResult,
} from '../../../core/analysis/analysis-schemas';
import { landscapePhoto } from './measures/test-images';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function form(data: unknown, image?: Buffer) {
  const boundary = '----inkglowsave';
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
  ];
  if (image) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photoWithGps = () =>
  sharp({ create: { width: 90, height: 60, channels: 3, background: '#224488' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();

describe('saved analyses', () => {
  it('guests cannot save, list or delete', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      payload: { kind: 'concept', analysis: '# x', analyst: 'offline' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/analyses' })).statusCode).toBe(401);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/analyses/x' });
    expect(del.statusCode).toBe(401);
  });

  it('saves the analysis of a photograph (ink figures not measured), lists newest first, 404s an unknown id', async () => {
    const me = await signUpAndGetCookie(t.app);
    const headers = { ...authHeaders(t.app), cookie: me.cookie };
    const photo = await landscapePhoto();
    const boundary = '----p';
    const analysed = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/image',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="l.jpg"\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(analysed.statusCode).toBe(200);
    const result = analysed.json() as TAnalysisResult;
    expect(result.measures!.photo.isPhoto).toBe(true);
    expect(result.measures!.inkCoverage).toBeNull();
    expect(result.summary).toMatch(/^This looks like a photograph/);

    const concept = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers,
      payload: { kind: 'concept', concept: 'a swallow', analysis: '# C', analyst: 'offline' },
    });
    expect(concept.statusCode).toBe(201);
    const { payload, headers: h } = form(
      {
        kind: 'image',
        summary: result.summary,
        analysis: result.analysis,
        analyst: result.analyst,
        placement: result.placement,
        sizeCm: result.sizeCm,
        measures: result.measures,
      },
      photo,
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      payload,
      headers: { ...headers, ...h },
    });
    expect(saved.statusCode).toBe(201);
    const body = ZSavedAnalysis.parse(saved.json());
    // No style guess on a photograph, so the default title names none.
    expect(body.title).toBe('Image analysis');
    expect(body.summary).toBe(result.summary);

    const list = ZSavedAnalysisList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/analyses', headers })).json(),
    );
    expect(list.analyses.map((a) => a.id)).toEqual([body.id, concept.json().id]);
    expect(list.analyses[0].analysis).toBe(result.analysis);

    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/analyses/no-such-id',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const twice = async () =>
      (await t.app.inject({ method: 'DELETE', url: `/api/analyses/${body.id}`, headers }))
        .statusCode;
    expect(await twice()).toBe(204);
    expect(await twice()).toBe(404);
  });

  it('saves an image analysis with its image (metadata stripped), lists, exports and deletes it', async () => {
    const me = await signUpAndGetCookie(t.app);
    const headers = { ...authHeaders(t.app), cookie: me.cookie };
    const photo = await photoWithGps();
    const analysed = await t.app.inject({
      method: 'POST',
      url: '/api/analyze/image',
      ...(() => {
        const boundary = '----a';
        return {
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\n\r\n`,
            ),
            photo,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      })(),
    });
    const result = analysed.json() as TAnalysisResult;
    const { payload, headers: h } = form(
      {
        kind: 'image',
        summary: result.summary,
        analysis: result.analysis,
        analyst: result.analyst,
        placement: result.placement,
        sizeCm: result.sizeCm,
        measures: result.measures,
      },
      photo,
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      payload,
      headers: { ...headers, ...h },
    });
    expect(saved.statusCode).toBe(201);
    const body = ZSavedAnalysis.parse(saved.json());
    expect(body.title).toMatch(/^Image analysis/);
    expect(body.image_url).toMatch(/^\/api\/images\//);

    const image = await t.app.inject({ method: 'GET', url: body.image_url!, headers });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: '/api/analyses', headers });
    expect(list.json().analyses.map((a: { id: string }) => a.id)).toEqual([body.id]);

    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export', headers });
    expect(exported.json().analyses[0]).toMatchObject({ id: body.id, kind: 'image' });

    const other = await signUpAndGetCookie(t.app);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/analyses/${body.id}`,
      headers: { ...authHeaders(t.app), cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/analyses/${body.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const imageId = body.image_url!.split('/').pop()!;
    expect(await t.app.db.select().from(images).where(eq(images.id, imageId))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/analyses', headers })).json().analyses,
    ).toEqual([]);
  });

  it('saves a concept analysis as JSON, and deleting the account removes it', async () => {
    const me = await signUpAndGetCookie(t.app);
    const headers = { ...authHeaders(t.app), cookie: me.cookie };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers,
      payload: {
        kind: 'concept',
        concept: 'a koi',
        analysis: '# Concept analysis',
        analyst: 'offline',
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().title).toBe('Concept: a koi');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers,
      payload: { kind: 'concept', analyst: 'offline' },
    });
    expect(bad.statusCode).toBe(400);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/me', headers });
    expect(gone.statusCode).toBe(204);
    expect(await t.app.db.select().from(analyses).where(eq(analyses.user_id, me.id))).toEqual([]);
  });
});
