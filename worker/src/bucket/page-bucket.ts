/** A published page as the bucket stores it: the app's bytes and the headers S3 can keep. */
export interface BucketObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** User metadata (S3 answers it as x-amz-meta-<name>): the page's policy and the app's ETag. */
  metadata: Record<string, string>;
}

/** Where published pages are copied for a CDN (ARCHITECTURE §6: an adapter behind an interface). */
export interface PageBucket {
  readonly name: string;
  put(key: string, object: BucketObject): Promise<void>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  close(): void;
}
