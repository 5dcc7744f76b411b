import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientSettings, type Env } from '@frontdoor/shared';
import { checkedKey, mediaTypeOfKey, type FileStore, type StoredFile } from './file-store.js';

/**
 * Uploaded files in an S3-compatible bucket (UPLOADS_S3_BUCKET), at `<UPLOADS_S3_PREFIX><key>`:
 * every server instance reads and writes the same files without a shared volume. The server
 * still serves them itself at /uploads/<key> (same origin, its own headers); the bucket need not
 * be public.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(
    private readonly bucket: string,
    private readonly prefix: string,
    env: Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
  ) {
    this.client = new S3Client(s3ClientSettings(env));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        // A key always holds the same bytes.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!object.Body) return null;
      return { bytes: Buffer.from(await object.Body.transformToByteArray()), contentType: mediaTypeOfKey(key) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Nest calls it as the app closes. */
  onModuleDestroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.prefix}${checkedKey(key)}`;
  }
}
