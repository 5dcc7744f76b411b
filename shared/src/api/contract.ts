import { z } from 'zod';
import { importStatusSchema, createImportRequestSchema, createImportResponseSchema, NAMED_SOURCE_KINDS } from '../import/page-import.js';
import { CONTACT_VALUE_MAX, HONEYPOT_FIELD } from '../publishing/forms.js';
import { needsSignIn, type RouteAccess } from '../rules/route-access.js';
import { LIMITS } from '../site/limits.js';
import { siteDocumentSchema } from '../site/site-document.js';
import {
  authSessionSchema,
  authUserSchema,
  changeEmailSchema,
  changePasswordSchema,
  emailRequestSchema,
  loginOptionsSchema,
  otpGenerateResponseSchema,
  otpResendRequestSchema,
  otpResendResponseSchema,
  otpVerifyRequestSchema,
  otpVerifyResponseSchema,
  passwordResetConfirmSchema,
  passwordSignInSchema,
  passwordSignUpSchema,
  registerResponseSchema,
  tokenRequestSchema,
  tokenSignInResponseSchema,
} from './auth.js';
import { draftVersionDetailSchema, draftVersionSchema, rewriteRequestSchema } from './collab.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';
import { healthSchema } from './health.js';
import { editHolderSchema } from './live-events.js';
import { createInviteRequestSchema, createInviteResponseSchema, inviteLookupSchema, ownerEmailResponseSchema, websiteInviteSchema } from './invites.js';
import { devMailSchema } from './queues.js';
import { stockImagesQuerySchema, stockImagesResponseSchema } from './stock-images.js';
import { uploadedImageListSchema, uploadedImageSchema } from './images.js';
import { connectDomainRequestSchema, domainAllowedQuerySchema, domainAllowedResponseSchema, websiteDomainResponseSchema } from './domains.js';
import { UPLOAD_FILE_NAME, uploadBodySchema, uploadResultSchema } from './uploads.js';
import {
  businessIdeasResponseSchema,
  businessNamesResponseSchema,
  createWebsiteRequestSchema,
  createWebsiteResponseSchema,
  generationStatusSchema,
  rewriteResponseSchema,
  styleOptionsRequestSchema,
  styleOptionsResponseSchema,
  understandRequestSchema,
  understandResponseSchema,
  toolRequestSchema,
  websiteListEntrySchema,
} from './websites.js';

// The API contract: every route the server answers under /api (and its pictures under /art),
// with who may call it, what it takes and what it answers. One source for the server's
// validation, the OpenAPI document at /api/docs-json, the authorisation matrix test and the
// fuzz test. A route of the server missing here fails server/test/api-contract.test.ts.

// ---------------------------------------------------------------------------------------------
// Bodies not defined beside their domain

const uuid = z.string().uuid();
const idParams = z.object({ id: uuid.describe("The website's id (its draft's id)") });
const inviteParams = z.object({ id: uuid.describe("The invite's id") });

/** POST /api/websites/{id}/publish */
export const publishRequestSchema = z.object({ handle: z.string().max(200).describe('The web address: 3-24 of a-z, 0-9 and dashes') });
export const publishResultSchema = z.object({
  handle: z.string(),
  url: z.string(),
  publishedAt: z.string(),
  /** Sample reviews, team members and FAQs the published page leaves out (issues 24 and 36). */
  leftOut: z.object({ reviews: z.number().int().min(0), teamMembers: z.number().int().min(0), faqs: z.number().int().min(0) }),
});
export type PublishResult = z.infer<typeof publishResultSchema>;
export const handleAvailabilitySchema = z.object({ available: z.boolean() });

/** POST /api/imports: the wizard variant may name the kind of page. */
export const importRequestSchema = createImportRequestSchema.extend({ kind: z.enum(NAMED_SOURCE_KINDS).optional() });

/** GET /api/websites/{id} */
export const websiteDetailSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  handle: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  lastDesignedAt: z.string().nullable(),
  lastPublishedAt: z.string().nullable(),
  document: siteDocumentSchema,
});
export type WebsiteDetail = z.infer<typeof websiteDetailSchema>;

export const editControlResponseSchema = z.object({ holder: editHolderSchema });
/**
 * 'Take Edit Control' (`take-over`, the default: spec §4, confirmed; the other editor's unsaved
 * changes are kept as a version and the draft goes back to its last saved version) or 'Start
 * editing' (`start`: only while the holder has no designer open; the draft stays as it is).
 */
export const editControlRequestSchema = z.object({ mode: z.enum(['take-over', 'start']).optional() });
export const messageResponseSchema = z.object({ message: z.string() });
export const retryResponseSchema = z.object({ jobId: z.string() });
export const acceptInviteResponseSchema = z.object({ websiteId: z.string() });
export const sentResponseSchema = z.object({ sent: z.literal(true) });
export const verificationSentSchema = z.object({ status: z.literal('VerificationSent') });
export const liveSchema = z.object({ status: z.literal('ok') });

/** A visitor form's answer to the page's script (without JavaScript: a small HTML page). */
export const formAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
/** A contact form: one value per field of the site's form (its ids), plus the hidden field. */
export const contactFormBodySchema = z
  .record(z.string().max(LIMITS.id), z.string().max(CONTACT_VALUE_MAX))
  .describe(`The form's fields by id; "${HONEYPOT_FIELD}" is the hidden field people leave empty`);
export const newsletterFormBodySchema = z.object({ email: z.string().max(LIMITS.email) });

/** GET /art/artwork.svg */
export const artworkQuerySchema = z.object({
  seed: z.string().min(1).max(200),
  w: z.coerce.number().int().min(16).max(4000),
  h: z.coerce.number().int().min(16).max(4000),
  c: z
    .string()
    .regex(/^[0-9a-fA-F]{3,8}(\.[0-9a-fA-F]{3,8}){0,7}$/)
    .default(''),
});
/** GET /art/illustration.svg (read by parseIllustrationQuery). */
export const illustrationQuerySchema = z.object({
  k: z.enum(['spot', 'scene', 'band']),
  i: z.string().max(200).describe('1-4 icon names joined by dots'),
  a: z.enum(['landscape', 'portrait', 'square']),
  c: z.string().max(40).describe('5 colours as rrggbb joined by dots: button, accent, background, text, button text'),
  s: z.string().max(64).optional(),
});
/** GET /api/dev/mailbox */
export const devMailboxQuerySchema = z.object({ to: z.string().trim().min(3).max(64).email('Invalid email') });
export const returnToQuerySchema = z.object({ returnTo: z.string().max(2000).optional() });
export const downloadQuerySchema = z.object({ token: z.string().max(200) });
export const jobParams = z.object({ jobId: uuid.describe("The creation's job id (its website's id)") });

// ---------------------------------------------------------------------------------------------
// Routes

export type HttpMethod = 'get' | 'post' | 'delete';

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI style: /api/websites/{id} */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  /** Limited per client address (and per email or site where the server says so). */
  rateLimited?: boolean;
  request: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    /** `null`: the call takes no body (anything sent is ignored). */
    body: z.ZodType | null;
    /** Visitor forms also take classic form posts. */
    formPost?: boolean;
    /** The body is a file's bytes (`application/octet-stream`), not JSON. */
    file?: boolean;
  };
  /** The success answer; `body: null` has no content (204 or a redirect). */
  response: { status: number; body: z.ZodType | null; contentType?: string; description: string };
  /** The errors this call may answer besides 401/429 (added from `access` and `rateLimited`). */
  errors: readonly ErrorCode[];
}

const json = <Body extends z.ZodType>(status: number, body: Body, description: string) => ({ status, body, description });
const empty = (status: number, description: string) => ({ status, body: null, description });
const PUBLIC = { kind: 'public' } as const;
const SIGNED_IN = { kind: 'signed-in' } as const;
const website = (action: Extract<RouteAccess, { kind: 'website' }>['action'], ownInviteAction?: Extract<RouteAccess, { kind: 'website' }>['action']): RouteAccess =>
  ownInviteAction ? { kind: 'website', action, ownInviteAction } : { kind: 'website', action };

/** POST /api/websites/{id}/uploads/{kind}: the website's logo or browser icon (spec §5), for those who may edit its settings. */
const brandUpload = <Kind extends 'favicon' | 'logo'>(kind: Kind, summary: string, sizeError: 'favicon_size_invalid' | 'logo_size_invalid') =>
  ({
    method: 'post',
    path: `/api/websites/{id}/uploads/${kind}`,
    tag: 'uploads',
    summary,
    access: website('edit-settings'),
    rateLimited: true,
    request: { params: idParams, body: uploadBodySchema, file: true },
    response: json(200, uploadResultSchema, '{url, width, height}'),
    errors: ['website_not_found', 'upload_too_large', 'invalid_file_type', sizeError, 'upload_failed'],
  }) as const;

// `as const`: each route keeps its literal method, path and schemas, so a client can derive its
// calls' types from this list (ApiRouteKey, ApiRouteOf).
const ROUTES = [
  // Health
  {
    method: 'get',
    path: '/api/health',
    tag: 'health',
    summary: 'Status of the server, PostgreSQL, Redis and the worker; 503 when one is down',
    access: PUBLIC,
    request: { body: null },
    response: json(200, healthSchema, '{status, db, redis, worker}'),
    errors: ['service_unavailable'],
  },
  {
    method: 'get',
    path: '/api/health/live',
    tag: 'health',
    summary: 'Liveness: 200 while the process answers (restart it when this fails)',
    access: PUBLIC,
    request: { body: null },
    response: json(200, liveSchema, 'The process answers'),
    errors: [],
  },
  {
    method: 'get',
    path: '/api/health/ready',
    tag: 'health',
    summary: 'Readiness: 200 when PostgreSQL and Redis answer (send traffic here), else 503 with the same body',
    access: PUBLIC,
    request: { body: null },
    response: json(200, healthSchema, 'Ready'),
    errors: ['service_unavailable'],
  },

  // Sign-in
  {
    method: 'get',
    path: '/api/login/options',
    tag: 'sign-in',
    summary: 'Which sign-in ways are offered',
    access: PUBLIC,
    request: { body: null },
    response: json(200, loginOptionsSchema, '{oidc: {label} | null}'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/login/otp/generate',
    tag: 'sign-in',
    summary: 'Emails a 6-digit code',
    access: PUBLIC,
    rateLimited: true,
    request: { body: emailRequestSchema },
    response: json(200, otpGenerateResponseSchema, 'The code session'),
    errors: ['validation_failed', 'invalid-email'],
  },
  {
    method: 'post',
    path: '/api/login/otp/resend',
    tag: 'sign-in',
    summary: "Emails a fresh code for the session: 'Code has been resent.'",
    access: PUBLIC,
    rateLimited: true,
    request: { body: otpResendRequestSchema },
    response: json(200, otpResendResponseSchema, 'Resent'),
    errors: ['validation_failed', 'bad_request'],
  },
  {
    method: 'post',
    path: '/api/login/otp/verify',
    tag: 'sign-in',
    summary: 'Checks a code (a malformed one answers InvalidCode)',
    access: PUBLIC,
    rateLimited: true,
    request: { body: otpVerifyRequestSchema },
    response: json(200, otpVerifyResponseSchema, '{status: Success|ExpiredCode|InvalidCode|InvalidSession}'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/login/link',
    tag: 'sign-in',
    summary: 'Emails a single-use sign-in link bound to this browser',
    access: PUBLIC,
    rateLimited: true,
    request: { body: emailRequestSchema },
    response: json(202, sentResponseSchema, 'Sent'),
    errors: ['validation_failed', 'invalid-email'],
  },
  {
    method: 'post',
    path: '/api/login/link/verify',
    tag: 'sign-in',
    summary: 'Signs in with a magic link',
    access: PUBLIC,
    rateLimited: true,
    request: { body: tokenRequestSchema },
    response: json(200, tokenSignInResponseSchema, '{status: Success|Expired|InvalidDevice}'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/login/password/signup',
    tag: 'sign-in',
    summary: 'Creates an email-and-password account and sends the verification email',
    access: PUBLIC,
    rateLimited: true,
    request: { body: passwordSignUpSchema },
    response: json(201, verificationSentSchema, 'Verification sent'),
    errors: ['validation_failed', 'invalid-email', 'weak-password', 'email-already-in-use'],
  },
  {
    method: 'post',
    path: '/api/login/password/signin',
    tag: 'sign-in',
    summary: 'Signs in a verified email-and-password account',
    access: PUBLIC,
    rateLimited: true,
    request: { body: passwordSignInSchema },
    response: json(200, authSessionSchema, 'The session'),
    errors: ['validation_failed', 'invalid-email', 'wrong-password', 'user-not-found', 'email-not-verified'],
  },
  {
    method: 'post',
    path: '/api/login/password/verify',
    tag: 'sign-in',
    summary: 'Opens the verification link: verifies the email and signs in',
    access: { kind: 'link' },
    rateLimited: true,
    request: { body: tokenRequestSchema },
    response: json(200, tokenSignInResponseSchema, '{status: Success|Expired}'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/login/password/reset',
    tag: 'sign-in',
    summary: 'Emails a password-reset link when the account exists (answers the same either way)',
    access: PUBLIC,
    rateLimited: true,
    request: { body: emailRequestSchema },
    response: json(202, sentResponseSchema, 'Sent (or nothing to send)'),
    errors: ['validation_failed', 'invalid-email'],
  },
  {
    method: 'post',
    path: '/api/login/password/reset/confirm',
    tag: 'sign-in',
    summary: 'Sets the new password from a reset link and signs in (other sessions end)',
    access: { kind: 'link' },
    rateLimited: true,
    request: { body: passwordResetConfirmSchema },
    response: json(200, tokenSignInResponseSchema, '{status: Success|Expired}'),
    errors: ['validation_failed', 'weak-password'],
  },
  {
    method: 'get',
    path: '/api/login/oidc/start',
    tag: 'sign-in',
    summary: "Redirects to the identity provider's sign-in; 404 when none is configured",
    access: PUBLIC,
    rateLimited: true,
    request: { query: returnToQuerySchema, body: null },
    response: empty(302, 'To the identity provider (or /sign-in/error)'),
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/api/login/oidc/callback',
    tag: 'sign-in',
    summary: 'Where the provider sends the browser back; redirects to /sign-in/complete or /sign-in/error',
    access: PUBLIC,
    request: { body: null },
    response: empty(302, 'To /sign-in/complete or /sign-in/error?code='),
    errors: ['not_found'],
  },

  // Sessions and account
  {
    method: 'post',
    path: '/api/auth/refresh',
    tag: 'sessions',
    summary: 'A new access token from the refresh cookie (which rotates); 204 without a cookie',
    access: { kind: 'session-cookie' },
    request: { body: null },
    response: json(200, authSessionSchema, 'The session'),
    errors: ['unauthorized'],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'sessions',
    summary: 'Signs out: the session is revoked server-side and the cookie cleared',
    access: { kind: 'session-cookie' },
    request: { body: null },
    response: empty(204, 'Signed out'),
    errors: [],
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'sessions',
    summary: 'The signed-in user',
    access: SIGNED_IN,
    request: { body: null },
    response: json(200, authUserSchema, 'The user'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/login/register',
    tag: 'sessions',
    summary: 'Registers the signed-in user: 201 the first time, 200 after',
    access: SIGNED_IN,
    request: { body: null },
    response: json(201, registerResponseSchema, 'Registered'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/account/email',
    tag: 'account',
    summary: 'Asks to change the email: a confirmation goes to the new address',
    access: SIGNED_IN,
    request: { body: changeEmailSchema },
    response: json(202, verificationSentSchema, 'Confirmation sent'),
    errors: ['validation_failed', 'invalid-email', 'same-email', 'wrong-password', 'reauth-required'],
  },
  {
    method: 'post',
    path: '/api/account/email/confirm',
    tag: 'account',
    summary: 'Opens the confirmation link: the new email takes effect and signs in',
    access: { kind: 'link' },
    request: { body: tokenRequestSchema },
    response: json(200, tokenSignInResponseSchema, '{status: Success|Expired}'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/account/password',
    tag: 'account',
    summary: 'Changes (or sets) the password after re-authentication',
    access: SIGNED_IN,
    request: { body: changePasswordSchema },
    response: empty(204, 'Changed'),
    errors: ['validation_failed', 'weak-password', 'wrong-password', 'reauth-required'],
  },
  {
    method: 'post',
    path: '/api/account/sessions/end-others',
    tag: 'account',
    summary: 'Signs out every other browser',
    access: SIGNED_IN,
    request: { body: null },
    response: empty(204, 'Done'),
    errors: [],
  },
  {
    method: 'delete',
    path: '/api/account',
    tag: 'account',
    summary: 'Deletes the account and every website it owns; needs a sign-in in the last 10 minutes',
    access: SIGNED_IN,
    request: { body: null },
    response: empty(204, 'Deleted'),
    errors: ['reauth-required'],
  },

  // Onboarding, tools and imports (signed out until Launch)
  {
    method: 'post',
    path: '/api/onboarding/styles',
    tag: 'tools',
    summary: 'Onboarding: 8 font pairs and 8 palettes for the business',
    access: PUBLIC,
    rateLimited: true,
    request: { body: styleOptionsRequestSchema },
    response: json(200, styleOptionsResponseSchema, 'The options'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/onboarding/understand',
    tag: 'tools',
    summary: "Onboarding: the kind of business the generator understood (an industry or none, and the trade in the owner's words)",
    access: PUBLIC,
    rateLimited: true,
    request: { body: understandRequestSchema },
    response: json(200, understandResponseSchema, 'What was understood'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/tools/business-names',
    tag: 'tools',
    summary: 'Business Name Creator: twelve names for the keywords',
    access: PUBLIC,
    rateLimited: true,
    request: { body: toolRequestSchema },
    response: json(200, businessNamesResponseSchema, 'Twelve names'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/tools/business-ideas',
    tag: 'tools',
    summary: 'Business Idea Creator: ten businesses, each with a one-line pitch',
    access: PUBLIC,
    rateLimited: true,
    request: { body: toolRequestSchema },
    response: json(200, businessIdeasResponseSchema, 'Ten ideas'),
    errors: ['validation_failed', 'service_unavailable'],
  },
  {
    method: 'post',
    path: '/api/imports',
    tag: 'imports',
    summary: 'Starts reading a Facebook, Thumbtack, Yelp, GitHub or other page for the wizard',
    access: PUBLIC,
    rateLimited: true,
    request: { body: importRequestSchema },
    response: json(202, createImportResponseSchema, 'Reading started'),
    errors: ['validation_failed'],
  },
  {
    method: 'get',
    path: '/api/imports/{importId}',
    tag: 'imports',
    summary: "An import's progress and, once done, its outcome and facts",
    access: { kind: 'link' },
    request: { params: z.object({ importId: uuid }), body: null },
    response: json(200, importStatusSchema, 'Progress or outcome'),
    errors: ['not_found'],
  },

  // Websites
  {
    method: 'post',
    path: '/api/websites',
    tag: 'websites',
    summary: 'Creates a website from the onboarding answers; the ai-generate job writes the draft',
    access: SIGNED_IN,
    request: { body: createWebsiteRequestSchema },
    response: json(202, createWebsiteResponseSchema, '{id, jobId}'),
    errors: ['validation_failed', 'website_limit_exceeded', 'more_information_needed'],
  },
  {
    method: 'get',
    path: '/api/websites',
    tag: 'websites',
    summary: "The user's websites, newest design or modification first",
    access: SIGNED_IN,
    request: { body: null },
    response: json(200, z.array(websiteListEntrySchema), 'The list'),
    errors: [],
  },
  {
    method: 'get',
    path: '/api/websites/jobs/{jobId}',
    tag: 'websites',
    summary: 'Progress of a website being created',
    access: SIGNED_IN,
    request: { params: jobParams, body: null },
    response: json(200, generationStatusSchema, '{websiteId, state, step}'),
    errors: ['website_not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/jobs/{jobId}/retry',
    tag: 'websites',
    summary: 'Runs a failed creation again',
    access: SIGNED_IN,
    request: { params: jobParams, body: null },
    response: json(202, retryResponseSchema, '{jobId}'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}',
    tag: 'websites',
    summary: 'The draft: its document and times',
    access: website('open'),
    request: { params: idParams, body: null },
    response: json(200, websiteDetailSchema, 'The draft'),
    errors: ['website_not_found'],
  },
  {
    method: 'delete',
    path: '/api/websites/{id}',
    tag: 'websites',
    summary: 'Deletes the website: the published page (if any), then the draft',
    access: website('delete-website'),
    request: { params: idParams, body: null },
    response: empty(204, 'Deleted'),
    errors: ['website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/publish',
    tag: 'publishing',
    summary: 'Publishes the draft at /{handle}; a new or changed address is for the owner only',
    access: website('publish'),
    request: { params: idParams, body: publishRequestSchema },
    response: json(200, publishResultSchema, 'Published'),
    errors: ['validation_failed', 'handle_invalid', 'handle_in_use', 'website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/export-contacts',
    tag: 'websites',
    summary: "Starts a CSV export of the site's contact-form entries; the owner gets an email link",
    access: website('export-contacts'),
    request: { params: idParams, body: null },
    response: json(202, messageResponseSchema, "'Contact export may take a few minutes'"),
    errors: ['website_not_found', 'forbidden'],
  },
  {
    method: 'get',
    path: '/api/exports/{id}',
    tag: 'websites',
    summary: 'Downloads a finished contact export (the emailed link)',
    access: { kind: 'link' },
    request: { params: z.object({ id: uuid }), query: downloadQuerySchema, body: null },
    response: { status: 200, body: z.string(), contentType: 'text/csv', description: 'The CSV' },
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/api/handles/{handle}',
    tag: 'publishing',
    summary: 'Whether a web address is free',
    access: PUBLIC,
    rateLimited: true,
    request: { params: z.object({ handle: z.string().max(200) }), body: null },
    response: json(200, handleAvailabilitySchema, '{available}'),
    errors: [],
  },

  // Designer
  {
    method: 'post',
    path: '/api/websites/{id}/edit-control',
    tag: 'designer',
    summary:
      'Takes edit control: the other editors turn read-only at once; a take-over keeps their unsaved changes as a version and resets the live document to the last saved version, a start (nobody editing) keeps it',
    access: website('take-edit-control'),
    request: { params: idParams, body: editControlRequestSchema },
    response: json(200, editControlResponseSchema, '{holder}'),
    errors: ['website_not_found', 'forbidden', 'conflict', 'validation_failed'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/versions',
    tag: 'designer',
    summary: 'Saved, published and restored versions of the draft, newest first',
    access: website('view-history'),
    request: { params: idParams, body: null },
    response: json(200, z.array(draftVersionSchema), 'The versions'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/versions/{sequence}',
    tag: 'designer',
    summary: 'One version with its document (the History preview)',
    access: website('view-history'),
    request: { params: idParams.extend({ sequence: z.string().regex(/^\d{1,15}$/) }), body: null },
    response: json(200, draftVersionDetailSchema, 'The version'),
    errors: ['website_not_found', 'not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/versions/{sequence}/restore',
    tag: 'designer',
    summary: 'Restores a version: every open tab sees it; needs edit control',
    access: website('restore-version'),
    request: { params: idParams.extend({ sequence: z.string().regex(/^\d{1,15}$/) }), body: null },
    response: json(200, draftVersionSchema, 'The restored version'),
    errors: ['website_not_found', 'not_found', 'conflict'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/rewrite',
    tag: 'designer',
    summary: 'Rewrite with AI: a replacement for a text of the draft within its limit',
    access: website('edit-content'),
    rateLimited: true,
    request: { params: idParams, body: rewriteRequestSchema },
    response: json(200, rewriteResponseSchema, '{text}'),
    errors: ['validation_failed', 'website_not_found', 'service_unavailable'],
  },

  // Uploads (spec §5): the owner and guest editors, like every other setting
  brandUpload('favicon', 'Stores a browser icon (ico, png, gif or jpeg; up to 2 MB; square, at most 512 × 512), as it was sent', 'favicon_size_invalid'),
  brandUpload('logo', 'Stores a logo (png, gif or jpeg; up to 2 MB); one taller than 512 px is stored scaled to 512 px high', 'logo_size_invalid'),
  {
    method: 'post',
    path: '/api/websites/{id}/images',
    tag: 'uploads',
    summary:
      "Adds a photo to the website's images (jpg, png, gif or webp; up to 15 MB and 64 megapixels; at most 36): stored upright, without its metadata, as WebP in every size",
    access: website('edit-settings'),
    rateLimited: true,
    request: { params: idParams, body: uploadBodySchema, file: true },
    response: json(201, uploadedImageSchema, 'The stored image'),
    errors: ['website_not_found', 'image_too_large', 'invalid_file_type', 'image_too_many_pixels', 'image_limit_reached', 'upload_failed'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/images',
    tag: 'uploads',
    summary: "The website's uploaded photos, newest first, each with whether the draft or the published page shows it",
    access: website('edit-settings'),
    request: { params: idParams, body: null },
    response: json(200, uploadedImageListSchema, '{images}'),
    errors: ['website_not_found'],
  },
  {
    method: 'delete',
    path: '/api/websites/{id}/images/{imageId}',
    tag: 'uploads',
    summary: "Removes a photo from the website's images; its files stay while the draft or the published page shows it",
    access: website('edit-settings'),
    request: { params: idParams.extend({ imageId: uuid.describe("The image's id") }), body: null },
    response: empty(204, 'Removed'),
    errors: ['website_not_found', 'not_found'],
  },
  {
    method: 'get',
    path: '/uploads/{file}',
    tag: 'uploads',
    summary: 'A stored upload, by the SHA-256 of its bytes: its own media type, cached for a year; 503 while the file store does not answer',
    access: PUBLIC,
    request: { params: z.object({ file: z.string().regex(UPLOAD_FILE_NAME).describe('<sha-256>.<png|gif|jpg|ico|webp>') }), body: null },
    response: { status: 200, body: z.string(), contentType: 'image/*', description: 'The file' },
    errors: ['not_found', 'service_unavailable'],
  },

  // Custom domains (spec §4): the owner connects, disconnects and deletes; editors see the state
  {
    method: 'get',
    path: '/api/websites/{id}/domain',
    tag: 'domains',
    summary: "The website's custom domain: its state, the DNS records to add and what the checker last saw",
    access: website('open'),
    request: { params: idParams, body: null },
    response: json(200, websiteDomainResponseSchema, '{domain} (null: none)'),
    errors: ['website_not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/domain',
    tag: 'domains',
    summary:
      "Connects a domain to the published website (owner only), or reconnects the owner's own: a Failed one starts again at PendingOwnershipVerification; another account's is refused",
    access: website('connect-domain'),
    rateLimited: true,
    request: { params: idParams, body: connectDomainRequestSchema },
    response: json(200, websiteDomainResponseSchema, '{domain}'),
    errors: ['validation_failed', 'domain_invalid', 'domain_not_owned', 'domain_needs_publishing', 'domain_already_connected', 'website_not_found', 'forbidden'],
  },
  {
    method: 'delete',
    path: '/api/websites/{id}/domain',
    tag: 'domains',
    summary: "Deletes the website's domain while its ownership is not verified yet (owner only)",
    access: website('connect-domain'),
    request: { params: idParams, body: null },
    response: empty(204, 'Deleted'),
    errors: ['domain_not_found', 'domain_not_deletable', 'website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/domain/disconnect',
    tag: 'domains',
    summary: 'Disconnects the domain from the website (owner only): it stops being served and stays yours to reconnect',
    access: website('connect-domain'),
    request: { params: idParams, body: null },
    response: empty(204, 'Disconnected'),
    errors: ['domain_not_found', 'website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/domain/check',
    tag: 'domains',
    summary:
      "Checks the website's domain now instead of at its next turn (owner only), e.g. right after its DNS records were set; the result arrives like every check's, live. A domain connected or failed is answered as it is",
    access: website('connect-domain'),
    rateLimited: true,
    request: { params: idParams, body: null },
    response: json(200, websiteDomainResponseSchema, '{domain}'),
    errors: ['domain_not_found', 'website_not_found', 'forbidden'],
  },
  {
    method: 'get',
    path: '/api/domains/allowed',
    tag: 'domains',
    summary:
      "The fronting proxy's question before it gets a certificate for a host (Caddy's on-demand TLS `ask`): 200 only for a domain that is verified and attached to a website (or its www/apex twin), 404 otherwise. Answered from a short cache.",
    access: PUBLIC,
    request: { query: domainAllowedQuerySchema, body: null },
    response: json(200, domainAllowedResponseSchema, '{allowed: true}'),
    errors: ['validation_failed', 'not_found'],
  },

  // Guest editors
  {
    method: 'post',
    path: '/api/invite/create',
    tag: 'invites',
    summary: 'Adds a guest editor by email (owner only): creates, resends or recreates the invite',
    access: website('manage-invites'),
    rateLimited: true,
    request: { body: createInviteRequestSchema },
    response: json(200, createInviteResponseSchema, '{outcome, invite}'),
    errors: ['validation_failed', 'invalid-email', 'website_not_found', 'forbidden', 'invite_limit', 'conflict'],
  },
  {
    method: 'delete',
    path: '/api/invite/delete/{id}',
    tag: 'invites',
    summary: "Removes an invite (owner), or the caller's own (a guest leaving); access goes at once",
    access: website('manage-invites', 'remove-self'),
    request: { params: inviteParams, body: null },
    response: empty(204, 'Removed'),
    errors: ['website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/invite/resend/{id}',
    tag: 'invites',
    summary: 'Sends a pending invite again (owner only)',
    access: website('manage-invites'),
    rateLimited: true,
    request: { params: inviteParams, body: null },
    response: empty(204, 'Sent'),
    errors: ['website_not_found', 'forbidden', 'invite_invalid'],
  },
  {
    method: 'get',
    path: '/api/invite/{id}',
    tag: 'invites',
    summary: 'What an invitation link names: the website, who invited and the invited address (what its email says)',
    access: { kind: 'link' },
    rateLimited: true,
    request: { params: inviteParams, body: null },
    response: json(200, inviteLookupSchema, '{businessName, inviterEmail, invitedEmail, state}'),
    errors: ['invite_invalid'],
  },
  {
    method: 'post',
    path: '/api/invite/accept/{id}',
    tag: 'invites',
    summary: 'Accepts an invite sent to the signed-in email',
    access: { kind: 'invitee' },
    request: { params: inviteParams, body: null },
    response: json(200, acceptInviteResponseSchema, '{websiteId}'),
    errors: ['invite_generic', 'invite_wrong_account', 'invite_invalid', 'invite_limit'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/owner',
    tag: 'invites',
    summary: "The website owner's email (owner and guest editors)",
    access: website('read-owner-email'),
    request: { params: idParams, body: null },
    response: json(200, ownerEmailResponseSchema, '{email}'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/websites/{id}/invites',
    tag: 'invites',
    summary: "The website's invites with their state (Pending, Accepted, Expired)",
    access: website('list-editors'),
    request: { params: idParams, body: null },
    response: json(200, z.array(websiteInviteSchema), 'The invites'),
    errors: ['website_not_found'],
  },
  {
    method: 'get',
    path: '/api/shared-websites',
    tag: 'invites',
    summary: 'Websites shared with the caller (accepted invites), newest design first',
    access: SIGNED_IN,
    request: { body: null },
    response: json(200, z.array(websiteListEntrySchema), 'The list'),
    errors: [],
  },

  // Visitors of published sites
  {
    method: 'post',
    path: '/api/public/{handle}/contact',
    tag: 'visitor forms',
    summary: 'A contact form submission (JSON, or a form post answered with a page)',
    access: PUBLIC,
    rateLimited: true,
    request: { params: z.object({ handle: z.string().max(200) }), body: contactFormBodySchema, formPost: true },
    response: json(200, formAnswerSchema, "{ok, message}: the form's success message"),
    errors: ['validation_failed', 'not_found'],
  },
  {
    method: 'post',
    path: '/api/public/{handle}/newsletter',
    tag: 'visitor forms',
    summary: 'A newsletter signup (JSON, or a form post answered with a page)',
    access: PUBLIC,
    rateLimited: true,
    request: { params: z.object({ handle: z.string().max(200) }), body: newsletterFormBodySchema, formPost: true },
    response: json(200, formAnswerSchema, "{ok, message: 'Thank you for subscribing!'}"),
    errors: ['validation_failed', 'not_found'],
  },

  // Pictures
  {
    method: 'get',
    path: '/api/websites/{id}/stock-images',
    tag: 'images',
    summary:
      "The image picker's stock tab: photos from Unsplash or Pexels (with their credit) when keyed, else drawn illustrations of the site's trade, searchable by word",
    access: website('edit-content'),
    rateLimited: true,
    request: { params: idParams, query: stockImagesQuerySchema, body: null },
    response: json(200, stockImagesResponseSchema, '{source, images}'),
    errors: ['website_not_found', 'validation_failed'],
  },
  {
    method: 'get',
    path: '/art/illustration.svg',
    tag: 'images',
    summary: 'An illustration of industry icons in the site colours',
    access: PUBLIC,
    request: { query: illustrationQuerySchema, body: null },
    response: { status: 200, body: z.string(), contentType: 'image/svg+xml', description: 'The SVG' },
    errors: ['validation_failed'],
  },
  {
    method: 'get',
    path: '/art/artwork.svg',
    tag: 'images',
    summary: 'Generated artwork for image search terms',
    access: PUBLIC,
    request: { query: artworkQuerySchema, body: null },
    response: { status: 200, body: z.string(), contentType: 'image/svg+xml', description: 'The SVG' },
    errors: ['validation_failed'],
  },

  // Web fonts (issue 27)
  {
    method: 'get',
    path: '/fonts/{file}',
    tag: 'fonts',
    summary: 'One face of a curated web font as WOFF2 (`<family>-<subset>-<weight>.woff2`), cached for a year',
    access: PUBLIC,
    request: { params: z.object({ file: z.string().max(80).describe('For example playfair-display-latin-700-v5.3.0.woff2') }), body: null },
    response: { status: 200, body: z.string(), contentType: 'font/woff2', description: 'The font file' },
    errors: ['not_found'],
  },

  // Development
  {
    method: 'get',
    path: '/api/dev/mailbox',
    tag: 'development',
    summary: 'Messages sent to an address while SMTP_URL is unset, newest first (never in production)',
    access: { kind: 'development' },
    request: { query: devMailboxQuerySchema, body: null },
    response: json(200, z.array(devMailSchema), 'The messages'),
    errors: ['validation_failed', 'not_found'],
  },
] as const satisfies readonly ApiRoute[];

export const API_ROUTES: readonly ApiRoute[] = ROUTES;

type LiteralRoute = (typeof ROUTES)[number];
type KeyOf<Route> = Route extends { method: infer Method extends string; path: infer Path extends string } ? `${Method} ${Path}` : never;
/** A route's name for clients: its method and OpenAPI path, `'get /api/websites/{id}'`. */
export type ApiRouteKey = KeyOf<LiteralRoute>;
/** The route named `Key`, with its literal access, schemas and errors. */
export type ApiRouteOf<Key extends ApiRouteKey> = Extract<
  LiteralRoute,
  { method: Key extends `${infer Method} ${string}` ? Method : never; path: Key extends `${string} ${infer Path}` ? Path : never }
>;

/** Every error a route may answer: its own, 401 when it needs sign-in, 429 when rate-limited, 500. */
export function routeErrors(route: ApiRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors);
  if (needsSignIn(route.access)) codes.add('unauthorized');
  if (route.rateLimited) codes.add('rate_limited');
  if (route.request.body || route.request.query || route.request.params) codes.add('bad_request');
  codes.add('internal');
  return [...codes];
}

/** The statuses of a route's errors, each with the codes that answer it. */
export function errorStatuses(route: ApiRoute): Map<number, ErrorCode[]> {
  const statuses = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(route)) statuses.set(ERROR_STATUS[code], [...(statuses.get(ERROR_STATUS[code]) ?? []), code]);
  return statuses;
}

/** `/api/websites/{id}` for Nest's `/api/websites/:id`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z]+)/g, '{$1}');
