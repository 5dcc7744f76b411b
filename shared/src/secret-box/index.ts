import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Job data that must not rest in Redis as plain text (sign-in codes, sign-in, reset and
 * verification links, export download links: whoever reads Redis, a backup of it or a dump of its
 * memory would otherwise hold them). The app seals such data before queueing it and the worker
 * opens it: AES-256-GCM (node:crypto), a fresh 96-bit nonce per message, under a key derived by
 * HKDF-SHA256 from AUTH_SECRET, which app and worker share. GCM also authenticates: a job written
 * into Redis by someone without the key is refused, not mailed.
 *
 * Server and worker only (node:crypto): the client never imports this module.
 */

/** What a sealed job carries instead of its data (base64url parts). */
export const sealedJobDataSchema = z.object({
  sealed: z.object({
    v: z.literal(1),
    iv: z.string().min(16).max(16),
    tag: z.string().min(22).max(22),
    data: z.string(),
  }),
});
export type SealedJobData = z.infer<typeof sealedJobDataSchema>;

/**
 * Stands in for AUTH_SECRET where it may be unset (development and tests; production refuses to
 * start without it, shared/src/config/env.ts), so that an app and a worker started without one
 * still agree on the key. It is public, so there the sealing only keeps secrets out of sight.
 */
const UNSET_SECRET_STAND_IN = 'frontdoor development only: AUTH_SECRET is not set';

const INFO = 'frontdoor job data v1';

/** The 256-bit key job data is sealed with, derived from AUTH_SECRET (HKDF-SHA256, its own purpose label). */
export function jobDataKey(authSecret: string | undefined): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret ?? UNSET_SECRET_STAND_IN, 'frontdoor', INFO, 32));
}

/** Seals a JSON value for a job. */
export function sealJobData(key: Buffer, value: unknown): SealedJobData {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(INFO));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { sealed: { v: 1, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') } };
}

export class UnsealError extends Error {
  override name = 'UnsealError';
}

/**
 * Opens what sealJobData made. Throws UnsealError for anything else: plain data, another key
 * (AUTH_SECRET differs between app and worker, or was changed), or altered bytes.
 */
export function openJobData(key: Buffer, job: unknown): unknown {
  const parsed = sealedJobDataSchema.safeParse(job);
  if (!parsed.success) throw new UnsealError('The job data is not sealed');
  const { iv, tag, data } = parsed.data.sealed;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(INFO));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text);
  } catch {
    throw new UnsealError('The job data could not be opened: is AUTH_SECRET the same for the app and the worker?');
  }
}
