import type { Job } from 'bullmq';
import { PUBLISHED_CACHE_CONTROL, publishBucketJobSchema } from '@frontdoor/shared';
import type { PublishedPageRow as PublishedPage, PublishedWebsites } from '@frontdoor/data';
import type { PageBucket } from '../bucket/page-bucket.js';

/** The same headers the app answers GET /{handle} with (server/src/publishing/published-pages.middleware.ts; caching: PUBLISHED_CACHE_CONTROL). */
export const PAGE_CONTENT_TYPE = 'text/html; charset=utf-8';

/** How often one handle is written again when the page changed while it was being written. */
const MAX_ROUNDS = 5;

/**
 * The object key of a handle's page: the handle itself under the prefix, with no extension, so a
 * CDN in front of the bucket serves `/{handle}` (the address the app serves) with no rewriting,
 * and the object's Content-Type tells browsers it is HTML.
 */
export function bucketKeyOf(prefix: string, handle: string): string {
  return `${prefix}${handle}`;
}

/**
 * The `publish-bucket` queue: makes each handle's object match the published page in PostgreSQL
 * as it is when the job runs (put it, or delete the object when the handle is not published). The
 * job carries no bytes, so running it twice, or late, writes the current page. A job that read a
 * page which a later publish replaced while the put was under way could still land last: after
 * writing, it reads the page again and writes once more until what it wrote is still current.
 * Any storage error throws, and the job is retried with the spec's backoff.
 */
export function publishBucketProcessor(websites: PublishedWebsites, bucket: PageBucket, prefix: string) {
  const current = (handle: string): Promise<PublishedPage | null> => websites.findPage(handle);
  const version = (row: PublishedPage | null) => (row ? `${row.etag} ${row.csp}` : null);

  return async (job: Job): Promise<{ put: string[]; removed: string[] }> => {
    const { handles } = publishBucketJobSchema.parse(job.data);
    const put: string[] = [];
    const removed: string[] = [];
    for (const handle of handles) {
      const key = bucketKeyOf(prefix, handle);
      let row = await current(handle);
      for (let round = 1; ; round++) {
        if (row) {
          await bucket.put(key, {
            body: Buffer.from(row.html, 'utf8'),
            contentType: PAGE_CONTENT_TYPE,
            // Kept by the CDN and browsers but checked again on every visit (the object's ETag), as the app's page is.
            cacheControl: PUBLISHED_CACHE_CONTROL,
            metadata: { 'content-security-policy': row.csp, 'page-etag': row.etag },
          });
        } else {
          await bucket.remove(key);
        }
        const now = await current(handle);
        if (version(now) === version(row)) break;
        if (round >= MAX_ROUNDS) throw new Error(`the page of ${handle} kept changing while it was copied; trying again later`);
        row = now;
      }
      (row ? put : removed).push(key);
    }
    return { put, removed };
  };
}
