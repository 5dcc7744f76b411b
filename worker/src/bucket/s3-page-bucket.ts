import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientSettings, type Env } from '@frontdoor/shared';
import type { BucketObject, PageBucket } from './page-bucket.js';

/**
 * Any S3-compatible bucket through the AWS SDK (settings: s3ClientSettings). The SDK tries once
 * more at most: the job's own retries (spec backoff) ride out longer outages.
 */
export class S3PageBucket implements PageBucket {
  readonly name = 's3';
  private readonly client: S3Client;

  constructor(
    private readonly bucket: string,
    env: Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
  ) {
    this.client = new S3Client(s3ClientSettings(env));
  }

  async put(key: string, object: BucketObject): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: object.body,
        ContentLength: object.body.length,
        ContentType: object.contentType,
        CacheControl: object.cacheControl,
        Metadata: object.metadata,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
