// Which blob store this process uses: IMAGE_STORE_URL=s3://bucket/prefix, else DATA_DIR/images.
import { join } from 'node:path';
import type { TConfig } from '../config';
import { createDiskBlobStore, type TBlobStore } from './blob-store';
import { createS3BlobStore, parseS3Url } from './s3-blob-store';

type TBlobConfig = Pick<
  TConfig,
  'DATA_DIR' | 'IMAGE_STORE_URL' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

export function blobStoreFromConfig(config: TBlobConfig): TBlobStore {
  const s3 = config.IMAGE_STORE_URL ? parseS3Url(config.IMAGE_STORE_URL) : undefined;
  if (!s3) return createDiskBlobStore(join(config.DATA_DIR, 'images'));
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return createS3BlobStore({
    ...s3,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    // Most self-hosted S3 servers (MinIO, Ceph) want path-style addressing.
    forcePathStyle: config.S3_FORCE_PATH_STYLE || Boolean(config.S3_ENDPOINT),
    credentials,
  });
}
