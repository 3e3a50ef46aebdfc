// A loopback stand-in for an S3-compatible object store: path-style PUT/GET/HEAD/DELETE object and
// ListObjectsV2, answering in S3's XML. It checks that requests are SigV4-signed with the expected
// access key (it does not verify the signature) and keeps objects in memory.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TS3Fake {
  url: string;
  objects: Map<string, { bytes: Buffer; type: string }>;
  /** Requests seen, as `METHOD /bucket/key`. */
  log: string[];
  close(): Promise<void>;
}

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};

const s3Error = (res: ServerResponse, status: number, code: string, message: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startS3Fake(options: { bucket: string; accessKeyId: string }): Promise<TS3Fake> {
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const log: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    log.push(`${req.method} /${bucket}/${key}`);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256') || !auth.includes(`Credential=${options.accessKeyId}/`)) {
      return s3Error(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    if (bucket !== options.bucket) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const items = [...objects].filter(([k]) => k.startsWith(prefix));
      const contents = items
        .map(([k, o]) => `<Contents><Key>${escapeXml(k)}</Key><Size>${o.bytes.length}</Size></Contents>`)
        .join('');
      return xml(
        res,
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${items.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    }
    const object = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, { bytes: await bodyOf(req), type: req.headers['content-type'] ?? 'application/octet-stream' });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      case 'GET':
        if (!object) return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': object.type, 'content-length': object.bytes.length });
        return res.end(object.bytes);
      case 'HEAD':
        res.writeHead(object ? 200 : 404, object ? { 'content-length': object.bytes.length } : {});
        return res.end();
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return s3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
