import type { Env } from './env.js';

/**
 * The settings of an S3 client (AWS SDK) for the product's buckets: the published pages' copy
 * (worker) and the uploaded files (server). A custom endpoint (MinIO, R2, Ceph, ...) is addressed
 * path-style (<endpoint>/<bucket>/<key>), which every such store answers. The SDK tries once
 * more at most and gives up on a store that does not answer within seconds: the caller says what
 * failed (a job retries with the spec's backoff; an upload answers 'Upload error').
 */
export function s3ClientSettings(env: Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>) {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    maxAttempts: 2,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  };
}
