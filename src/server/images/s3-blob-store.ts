// The image store on S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph...), through
// the AWS SDK. Credentials come from S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY when set, else the SDK's
// usual chain (AWS_ACCESS_KEY_ID, profiles, instance roles).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { TBlobStore } from './blob-store';

export interface TS3Location {
  bucket: string;
  /** Key prefix without leading or trailing slash; '' for the bucket root. */
  prefix: string;
}

/** `s3://bucket/some/prefix` -> { bucket, prefix }; undefined when it is not such a URL. */
export function parseS3Url(url: string): TS3Location | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) return undefined;
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

export interface TS3Options extends TS3Location {
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

export function createS3BlobStore(options: TS3Options): TS3BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;
  const keyOf = (key: string) => (options.prefix ? `${options.prefix}/${key}` : key);
  return {
    location: `s3://${bucket}${options.prefix ? `/${options.prefix}` : ''}`,
    client,
    async put(key, bytes, mime) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes, ContentType: mime }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async usage() {
      let bytes = 0;
      let files = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: options.prefix ? `${options.prefix}/` : undefined, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          files += 1;
          bytes += object.Size ?? 0;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return { bytes, files };
    },
  };
}

export interface TS3BlobStore extends TBlobStore {
  readonly client: S3Client;
}
