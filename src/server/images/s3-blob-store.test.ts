import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Fake, type TS3Fake } from '../testing/fakes/s3-fake';
import { createS3BlobStore, parseS3Url } from './s3-blob-store';

let fake: TS3Fake;
beforeAll(async () => {
  fake = await startS3Fake({ bucket: 'inkglow-test', accessKeyId: 'AKIAFAKE' });
});
afterAll(() => fake.close());

const store = (accessKeyId = 'AKIAFAKE') =>
  createS3BlobStore({
    bucket: 'inkglow-test',
    prefix: 'prod/images',
    endpoint: fake.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey: 'not-a-real-secret' },
  });

describe('parseS3Url', () => {
  it('reads the bucket and the prefix', () => {
    expect(parseS3Url('s3://my-bucket')).toEqual({ bucket: 'my-bucket', prefix: '' });
    expect(parseS3Url('s3://my-bucket/a/b/')).toEqual({ bucket: 'my-bucket', prefix: 'a/b' });
    expect(parseS3Url('https://my-bucket')).toBeUndefined();
    expect(parseS3Url('s3://UPPER')).toBeUndefined();
  });
});

describe('S3 blob store against a loopback S3', () => {
  it('puts, reads, checks, lists and deletes objects under the prefix', async () => {
    const s = store();
    const bytes = Buffer.from('png bytes \u0000\u00ff');
    expect(await s.has('ab/abc.png')).toBe(false);
    expect(await s.get('ab/abc.png')).toBeUndefined();
    await s.put('ab/abc.png', bytes, 'image/png');
    expect(fake.objects.get('prod/images/ab/abc.png')?.type).toBe('image/png');
    expect(await s.has('ab/abc.png')).toBe(true);
    expect(Buffer.compare((await s.get('ab/abc.png'))!, bytes)).toBe(0);
    expect(await s.usage()).toEqual({ bytes: bytes.length, files: 1 });
    await s.delete('ab/abc.png');
    expect(await s.has('ab/abc.png')).toBe(false);
    expect(s.location).toBe('s3://inkglow-test/prod/images');
  });

  it('surfaces refused credentials as an error, not as a missing object', async () => {
    await expect(store('AKIAWRONG').get('ab/abc.png')).rejects.toThrow(/Access Key/);
  });
});
