import { z } from 'zod';
import { listedDomainSchema } from './domains.js';
import { businessBriefSchema } from '../ai/brief.js';
import { industrySchema } from '../ai/industries.js';
import { importedContentSchema } from '../import/page-import.js';
import { businessDetailsInputSchema } from '../site/business-details.js';
import { sectionTypeSchema } from '../site/section-type.js';
import { webFontPairSchema } from '../site/fonts.js';
import { paletteSchema } from '../site/theme.js';

/** Onboarding's answers, sent at Launch (POST /api/websites). */
export const createWebsiteRequestSchema = z.object({
  /** Made once per wizard run so a repeated Launch creates one website, not two. */
  requestId: z.string().uuid(),
  brief: businessBriefSchema,
  /** One of the curated web fonts' pairs (issue 27): a new site is never set in fonts the app does not serve. */
  fontPair: webFontPairSchema,
  palette: paletteSchema,
  sectionTypes: z.array(sectionTypeSchema).min(2).max(15),
  /** Create from a link: the facts read from the owner's page, as the owner reviewed them. */
  imported: importedContentSchema.optional(),
  /** How customers reach the business (phone, email, address, area, hours): the new draft's websiteSettings.business. */
  business: businessDetailsInputSchema.optional(),
});
export type CreateWebsiteRequest = z.infer<typeof createWebsiteRequestSchema>;
export const createWebsiteResponseSchema = z.object({ id: z.string(), jobId: z.string() });

/** The ai-generate job's payload. */
export const generateJobSchema = createWebsiteRequestSchema.omit({ requestId: true }).extend({
  websiteId: z.string().uuid(),
  userId: z.string().uuid(),
});
export type GenerateJob = z.infer<typeof generateJobSchema>;

/** Steps of the creation progress view, in order. */
export const GENERATION_STEPS = ['queued', 'personalizing', 'organizing', 'images', 'finishing', 'done'] as const;
export const generationStepSchema = z.enum(GENERATION_STEPS);
export type GenerationStep = z.infer<typeof generationStepSchema>;

export const generationStatusSchema = z.object({
  websiteId: z.string(),
  state: z.enum(['waiting', 'active', 'completed', 'failed']),
  step: generationStepSchema,
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/** A website list entry (spec §3). */
export const websiteListEntrySchema = z.object({
  draftId: z.string(),
  publishedHandle: z.string().nullable(),
  businessName: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  lastDesignedAt: z.string().nullable(),
  /** Who edits it now: the email of the holder of edit control (spec §4), null when nobody holds it. */
  editorEmail: z.string().nullable(),
  /** Its custom domain (spec §4), when one is attached. */
  domain: listedDomainSchema.nullable(),
  /** Published: its visits of the last 7 days, today included (each day's visitors added up, issue 42); null when not published. */
  recentVisits: z.number().int().min(0).nullable(),
});
export type WebsiteListEntry = z.infer<typeof websiteListEntrySchema>;

/** The wizard's style step: 8 font pairs and 8 palettes for the business. */
/** `round` asks for another set for the same brief (the Theme panel's 'More suggestions'); 0 or absent is the wizard's. */
export const styleRoundSchema = z.number().int().min(0).max(99).optional();
export const styleOptionsRequestSchema = z.object({ brief: businessBriefSchema, round: styleRoundSchema });
export const styleOptionsResponseSchema = z.object({
  fontPairs: z.array(webFontPairSchema).length(8),
  palettes: z.array(paletteSchema).length(8),
});
export type StyleOptions = z.infer<typeof styleOptionsResponseSchema>;

/**
 * The wizard's "We'll write this as a … business": the industry the generator would use for the
 * brief (null when its words name none of the 30) and the trade in the owner's words.
 */
export const understandRequestSchema = z.object({ brief: businessBriefSchema });
export const understandResponseSchema = z.object({ industry: industrySchema.nullable(), trade: z.string().max(60) });
export type Understood = z.infer<typeof understandResponseSchema>;

/** The free tools. */
export const toolRequestSchema = z.object({ keywords: z.string().trim().min(2, 'Tell us a little more').max(200) });
export const businessNamesResponseSchema = z.object({ names: z.array(z.string()).length(12) });
/** Each idea is a business of a few words and a one-sentence pitch for it. */
export const businessIdeasResponseSchema = z.object({ ideas: z.array(z.object({ idea: z.string(), pitch: z.string() })).length(10) });
export type BusinessNamesResponse = z.infer<typeof businessNamesResponseSchema>;
export type BusinessIdeasResponse = z.infer<typeof businessIdeasResponseSchema>;

/** The ai-tools job's payload. */
export const aiToolJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('businessNames'), keywords: z.string() }),
  z.object({ kind: z.literal('businessIdeas'), keywords: z.string() }),
  z.object({ kind: z.literal('styles'), brief: businessBriefSchema, round: styleRoundSchema }),
  z.object({ kind: z.literal('understand'), brief: businessBriefSchema }),
  /** 'Rewrite with AI' in the designer: one text, rewritten within `maxLength` characters. */
  z.object({
    kind: z.literal('rewrite'),
    text: z.string().max(4000),
    maxLength: z.number().int().min(8).max(4000),
    purpose: z.string().max(64),
    businessName: z.string().max(200),
  }),
  /** The designer's assistant (issue 41): the owner's words and the draft they are about, answered with operations. */
  z.object({ kind: z.literal('assistant'), message: z.string().max(1000), document: z.unknown() }),
]);

/** The answer of a rewrite job: a text within the asked limit, never empty. */
export const rewriteResponseSchema = z.object({ text: z.string().min(1) });
export type AiToolJob = z.infer<typeof aiToolJobSchema>;

export const ONBOARDING_MESSAGES = {
  moreInformation: 'Tell us a little more about what your business does, so we can write a site that fits it.',
  creationFailed: 'There was a problem creating your website',
  websiteLimit: 'Maximum number of websites reached',
  takingLonger: 'This is taking a little longer than usual…',
} as const;
