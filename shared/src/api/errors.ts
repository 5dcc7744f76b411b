import { z } from 'zod';
import { SIGN_IN_MESSAGES } from './auth.js';
import { INVITE_MESSAGES } from './invites.js';
import { INVITE_LIMITS } from '../rules/invite-limits.js';
import { LIMITS } from '../site/limits.js';
import { ASSISTANT_DAILY_LIMIT } from '../assistant/limits.js';

/**
 * Error codes with the one message a user sees for each (spec §8 where it has wording).
 * Every failed HTTP call answers `{"error": {"code", "message"}}`.
 */
export const ERROR_MESSAGES = {
  bad_request: 'The request is not valid.',
  validation_failed: 'Some fields are not valid.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  not_found: 'Nothing to see here',
  conflict: 'This conflicts with the current state.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  service_unavailable: 'Please check your connection and try again',
  internal: 'An unknown error has occurred. Please try again.',
  website_not_found: 'No website at this link',
  website_limit_exceeded: 'Maximum allowed website limit exceeded',
  handle_in_use: 'Web address already in use',
  handle_invalid: 'Required: 3 or more characters (alphanumeric and dashes only)',
  document_not_loaded: 'Website document must be loaded.',
  more_information_needed: 'Tell us a little more about what your business does, so we can write a site that fits it.',
  // Uploads (spec §5, §8). The logo and the browser icon share their size limit.
  upload_failed: 'Upload error. Please try again, or contact support if it keeps happening.',
  invalid_file_type: 'Invalid file type detected',
  upload_too_large: `The file is larger than ${LIMITS.maxLogoBytes / 1024 / 1024} MB.`,
  favicon_size_invalid: `The browser icon must be square, at most ${LIMITS.maxFaviconDimension} × ${LIMITS.maxFaviconDimension} pixels.`,
  logo_size_invalid: `The logo must be at most ${LIMITS.maxLogoDimension} × ${LIMITS.maxLogoDimension} pixels.`,
  // The owner's photos (spec §5: jpg, png, gif, webp; up to 15 MB; at most 36 per website).
  image_too_large: `The image is larger than ${LIMITS.maxImageBytes / 1024 / 1024} MB.`,
  image_too_many_pixels: `The image is too large to process: at most ${LIMITS.maxImagePixels / 1_000_000} megapixels.`,
  image_limit_reached: 'Maximum uploaded images reached',
  // Custom domains (spec §4, §8). The two internal assertions keep the spec's wording.
  domain_invalid: 'Enter a domain such as www.example.com.',
  domain_not_owned: 'Website domain not owned.',
  // Another account's claim of the same name proved ownership first (issue 37): this claim ended.
  domain_proved_elsewhere: 'Another website proved it owns this domain first.',
  domain_not_deletable: 'Website domain cannot be deleted once ownership is verified.',
  domain_needs_publishing: 'Publish your website before connecting a domain.',
  domain_already_connected: 'This website already has a domain. Disconnect it before connecting another.',
  domain_not_found: 'This website has no custom domain.',
  domain_connect_failed: 'The domain could not be connected. Please try again.',
  domain_disconnect_failed: 'The domain could not be disconnected. Please try again.',
  ...SIGN_IN_MESSAGES,
  ...INVITE_MESSAGES,
  // Caps on invitations (shared/src/rules/invite-limits.ts): the platform does not mail strangers in bulk.
  invite_pending_limit: `You have ${INVITE_LIMITS.pendingPerOwner} invitations waiting for an answer. Remove one, or wait until some are accepted, before inviting someone else.`,
  invite_daily_limit: `You have sent the most invitations allowed in a day (${INVITE_LIMITS.sentPerOwnerPerDay}). Please try again tomorrow.`,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const errorCodeSchema = z.enum(Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The default HTTP status of each code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  service_unavailable: 503,
  internal: 500,
  website_not_found: 404,
  website_limit_exceeded: 403,
  handle_in_use: 409,
  handle_invalid: 400,
  document_not_loaded: 409,
  more_information_needed: 422,
  upload_failed: 500,
  invalid_file_type: 415,
  upload_too_large: 413,
  favicon_size_invalid: 422,
  logo_size_invalid: 422,
  image_too_large: 413,
  image_too_many_pixels: 422,
  image_limit_reached: 409,
  domain_invalid: 400,
  domain_not_owned: 409,
  domain_proved_elsewhere: 409,
  domain_not_deletable: 409,
  domain_needs_publishing: 409,
  domain_already_connected: 409,
  domain_not_found: 404,
  domain_connect_failed: 500,
  domain_disconnect_failed: 500,
  'email-already-in-use': 409,
  'invalid-email': 400,
  'network-request-failed': 503,
  'wrong-password': 401,
  'user-not-found': 404,
  'popup-closed-by-user': 400,
  'cancelled-popup-request': 400,
  unknown: 500,
  'invalid-device': 403,
  'invalid-token': 401,
  'email-not-verified': 403,
  'weak-password': 400,
  'same-email': 400,
  'reauth-required': 401,
  'link-expired': 410,
  invite_generic: 400,
  invite_invalid: 410,
  invite_wrong_account: 403,
  invite_limit: 403,
  access_revoked: 403,
  invite_pending_limit: 409,
  invite_daily_limit: 429,
};

/**
 * Answers that keep a general code on the wire (the contract lists it) but say more than its
 * message: each is the one message users see for that case.
 */
export const ERROR_DETAILS = {
  /** Restoring a version is an edit: only the holder of edit control may (spec §4). */
  edit_control_required: { code: 'conflict', message: 'Someone else is editing this website. Take edit control first.' },
  /** 'Start editing' (nobody was editing) while the holder came back meanwhile (issue 26). */
  editor_returned: { code: 'conflict', message: 'Someone started editing this website again. Ask them for edit control.' },
  version_not_found: { code: 'not_found', message: 'That version no longer exists.' },
  /** The assistant (issue 41): an account's requests of a day are counted; past the limit it rests until tomorrow. */
  assistant_daily_limit: { code: 'rate_limited', message: `The assistant has answered ${ASSISTANT_DAILY_LIMIT} requests of yours today. It will answer again tomorrow.` },
  /** The assistant's daily cost cap with a model (ASSISTANT_DAILY_TOKENS): reached before the request count when answers are long (translations). */
  assistant_daily_cost: { code: 'rate_limited', message: 'The assistant has done as much for you today as it can with its AI model. It will answer again tomorrow.' },
  /** Bookings (issue 40): another visitor took the slot first; the page offers the next free ones. */
  slot_taken: { code: 'conflict', message: 'That time was just taken. Please choose another.' },
  /** A start that is not one of the service's free slots (past, too soon, outside hours, a crafted time). */
  slot_unavailable: { code: 'conflict', message: 'That time is not available. Please choose another.' },
  /** A hold that lapsed and whose time someone else has taken since. */
  hold_expired: { code: 'conflict', message: 'We kept that time for you for 10 minutes, and someone else has taken it since. Please choose another.' },
  booking_not_found: { code: 'not_found', message: 'That booking no longer exists. Please choose a time again.' },
  /** The owner confirms a request that was already answered (in another tab, or by the visitor cancelling). */
  booking_already_answered: { code: 'conflict', message: 'This booking has already been answered.' },
  /** Deleting a photo of My Images that is no longer there (deleted in another tab). */
  image_not_found: { code: 'not_found', message: 'That image no longer exists.' },
  /** A second Launch while the first creation holds the per-user lock. */
  website_being_created: { code: 'conflict', message: 'Your website is already being created. Please wait a moment.' },
  /** Spec §6: accepted editors per owner, across the websites they own (inviting). */
  owner_editor_limit: {
    code: 'conflict',
    message: `You have reached the maximum of ${LIMITS.websitesPerUser.acceptedInvites} editors across your websites. Remove one to invite someone else.`,
  },
  /** Spec §6: the same limit, met by someone accepting an invite. */
  website_editor_limit: { code: 'invite_limit', message: 'This website already has the maximum number of editors. Ask its owner to remove one first.' },
  /**
   * Spec §8 'invitation no longer valid', for a link whose invite is gone (issue 37): the owner
   * removed it, or removed the guest's access (removing an invite removes access, spec §4).
   */
  invite_removed: {
    code: 'invite_invalid',
    message:
      'This invitation is no longer valid: the owner of the website removed it, or removed your edit access. Use a newer invitation if you have one, or ask the owner to invite you again.',
  },
  /** Spec §5 field wording ('Invalid email', no full stop) for an invitation's address. */
  invite_email_invalid: { code: 'invalid-email', message: 'Invalid email' },
  /** Spec §5 field wording for an email field of a form (newsletter, development mailbox). */
  email_field_invalid: { code: 'validation_failed', message: 'Invalid email' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;
export type ErrorDetail = keyof typeof ERROR_DETAILS;
