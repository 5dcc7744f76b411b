import { z } from 'zod';
import { handleSchema } from '../rules/handle.js';
import { urlTextSchema } from '../site/primitives.js';

/** The worker's queues (ARCHITECTURE §1). Producers and consumers both use these names. */
export const QUEUE_NAMES = [
  'ai-generate',
  'ai-tools',
  'scrape-source',
  'domain-poll',
  'email',
  'link-safety',
  'export-contacts',
  'sitemap-build',
  'publish-bucket',
  'booking-reminder',
  'statistics-weekly',
] as const;
export const queueNameSchema = z.enum(QUEUE_NAMES);
export type QueueName = z.infer<typeof queueNameSchema>;

/** How many times a job is tried before it is left failed (first try included). */
export const JOB_ATTEMPTS = 8;

/** Most attachments one email carries, and the most characters of one attachment's content. */
export const EMAIL_ATTACHMENTS_MAX = 3;
export const EMAIL_ATTACHMENT_CONTENT_MAX = 50_000;

/** Whether a text holds no control characters (CR, LF, NUL...): a header value's part. */
const noControlCharacters = (text: string) => !/\p{Cc}/u.test(text);

/**
 * A file sent with an email (a booking's calendar file, `.ics`): text content, given as it is.
 * The name is a file name only (no folder: no `/` or backslash); neither it nor the content type
 * holds control characters, since both go into the message's headers.
 */
export const emailAttachmentSchema = z.object({
  filename: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^/\\]*$/, 'A file name, without a folder')
    .refine(noControlCharacters, 'No control characters'),
  contentType: z.string().min(1).max(100).refine(noControlCharacters, 'No control characters'),
  content: z.string().max(EMAIL_ATTACHMENT_CONTENT_MAX),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

export const emailJobSchema = z.object({
  to: z.string().email().max(64),
  subject: z.string().min(1).max(200),
  text: z.string().min(1),
  html: z.string().min(1),
  attachments: z.array(emailAttachmentSchema).max(EMAIL_ATTACHMENTS_MAX).optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

/**
 * `booking-reminder`: the visitor's reminder of a confirmed booking, queued with a delay to go out
 * the day before (delayed jobs live in Redis, so they outlive restarts). The worker sends it only
 * while the booking is still confirmed at this version (`sequence`): a booking moved, declined or
 * cancelled since has a newer version, and its old reminder is dropped. Sealed like every email.
 */
export const bookingReminderJobSchema = z.object({ bookingId: z.string().uuid(), sequence: z.number().int().min(0), email: emailJobSchema });
export type BookingReminderJob = z.infer<typeof bookingReminderJobSchema>;

/**
 * `statistics-weekly` (issue 42): the owners' Monday summary of the week's figures, on a schedule
 * (Mondays at 08:00 UTC) for the week before; a job may name the week (its Monday, UTC) instead.
 * Each site is told once per week, however often the job runs.
 */
export const statisticsWeeklyJobSchema = z.object({
  weekStart: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type StatisticsWeeklyJob = z.infer<typeof statisticsWeeklyJobSchema>;

/**
 * `publish-bucket`: bring the bucket copies of these handles' published pages in line with the
 * database (put the page, or delete the object when the handle is no longer published). The job
 * carries no bytes: it reads the current page when it runs, so a late job never writes old ones.
 */
export const publishBucketJobSchema = z.object({ handles: z.array(handleSchema).min(1).max(1000) });
export type PublishBucketJob = z.infer<typeof publishBucketJobSchema>;

/**
 * `link-safety`: check the Web links of a draft whose address is `url` (spec §4: Pending,
 * Checking, then Safe, Unsafe or Failed). The server queues one per draft and address (a stable
 * job id), when a stored draft holds such a link still waiting for its check.
 */
export const linkSafetyJobSchema = z.object({ draftId: z.string().uuid(), url: urlTextSchema.min(1) });
export type LinkSafetyJob = z.infer<typeof linkSafetyJobSchema>;

/**
 * Tries of a link check before the link is marked Failed (the spec's backoff between them: about
 * 1 s, then 2 s). The owner sees the answer while editing, so it does not wait hours; Try again
 * queues a new check.
 */
export const LINK_SAFETY_ATTEMPTS = 3;

/**
 * Redis channel of notices between the app's processes (server instances and workers). Channels
 * are not key-prefixed by the Redis client, so the app's prefix is part of the name.
 */
export function instanceNoticesChannel(redisPrefix: string): string {
  return `${redisPrefix}:instance-notices`;
}

/**
 * The worker changed a draft outside the live documents (a link's check state): every server
 * instance holding the draft live brings in what was stored, so its open designers see it at once.
 */
export const draftStoredNoticeSchema = z.object({ kind: z.literal('draft-stored'), draftId: z.string() });
export type DraftStoredNotice = z.infer<typeof draftStoredNoticeSchema>;

/** A message in the development mailbox: what was sent, its attachments always listed (maybe none). */
export const devMailSchema = emailJobSchema.extend({
  attachments: z.array(emailAttachmentSchema).max(EMAIL_ATTACHMENTS_MAX),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

/** BullMQ key prefix under the app's Redis prefix, so test runs and apps never share queues. */
export function queuePrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

/**
 * Options every job is added with: retries with the spec's backoff (the worker's custom backoff
 * strategy calls retryDelay), finished jobs trimmed. Callers pass a jobId to make adds idempotent.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: 'spec' },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * `domain-poll`, job 'disconnect-email': the disconnect email request of spec §7
 * (POST /api/entri/email-service/send-disconnect-email), made by the worker with retries.
 * The queue's other job, 'sweep', checks the domains that are due (no data).
 */
export const disconnectEmailJobSchema = z.object({ websiteId: z.string(), domain: z.string(), companyName: z.string() });
export type DisconnectEmailJob = z.infer<typeof disconnectEmailJobSchema>;
