import { z } from 'zod';
import { businessDetailsSchema } from './business-details.js';
import { imageSchema } from './image.js';
import { languageSchema } from './languages.js';
import { LIMITS } from './limits.js';
import { colorSchema, idSchema, timestampSchema, urlTextSchema } from './primitives.js';
import { socialTypeSchema } from './social-types.js';
import { fontSizeSchema, fontWeightSchema, logoTypeSchema } from './style-enums.js';

/** The cookie banner shown to visitors (spec §3); off unless the owner turns it on. */
export const cookieBannerSchema = z.object({
  enabled: z.boolean().default(false),
  text: z.string().max(LIMITS.cookieText).default('This website uses cookies'),
  acceptLabel: z.string().max(LIMITS.cookieButtonLabel).default('Accept'),
  rejectLabel: z.string().max(LIMITS.cookieButtonLabel).default('Reject'),
  /** Unset means the theme's background colour. */
  backgroundColor: colorSchema.optional(),
});
export type CookieBanner = z.infer<typeof cookieBannerSchema>;

/** The logo: the business name as text, or an uploaded image; with a size and a weight. */
export const logoSchema = z.object({
  type: logoTypeSchema.default('Text'),
  text: z.string().max(LIMITS.businessName).default(''),
  image: imageSchema.optional(),
  size: fontSizeSchema.default('Default'),
  weight: fontWeightSchema.default('Bold'),
});
export type Logo = z.infer<typeof logoSchema>;

/** A link to the business's profile on a social network. */
export const socialLinkSchema = z.object({
  type: socialTypeSchema,
  url: urlTextSchema,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Website settings (spec §3): identity, SEO, analytics, cookie banner, logo, social links. */
export const websiteSettingsSchema = z.object({
  /** The draft's id. */
  id: idSchema,
  businessName: z.string().max(LIMITS.businessName),
  /** What the owner told onboarding about the business; used when regenerating content. */
  businessDescription: z.string().max(LIMITS.businessDescription).default(''),
  /** Shown in the footer and in emails about the site. */
  companyName: z.string().max(LIMITS.businessName).default(''),
  pageTitle: z.string().max(LIMITS.websiteTitle).default(''),
  /** Comma separated. */
  seoKeywords: z.string().max(LIMITS.seoKeywords).default(''),
  /** False publishes the site with `noindex`. */
  searchIndexingEnabled: z.boolean().default(true),
  /** An analytics measurement id such as G-XXXXXXXXXX; empty when analytics is off. */
  analyticsMeasurementId: z.string().max(LIMITS.analyticsMeasurementId).default(''),
  cookieBanner: cookieBannerSchema.default({
    enabled: false,
    text: 'This website uses cookies',
    acceptLabel: 'Accept',
    rejectLabel: 'Reject',
  }),
  fixedHeader: z.boolean().default(false),
  /** URL of the uploaded browser icon. */
  faviconUrl: urlTextSchema.optional(),
  logo: logoSchema.default({ type: 'Text', text: '', size: 'Default', weight: 'Bold' }),
  /** At most one link per network. */
  socialLinks: z
    .array(socialLinkSchema)
    .max(LIMITS.socialLinks)
    .default([])
    .refine((links) => new Set(links.map((link) => link.type)).size === links.length, {
      message: 'At most one link per social network',
    }),
  copyrightText: z.string().max(LIMITS.copyright).default(''),
  copyrightExtraText: z.string().max(LIMITS.copyrightExtraText).default(''),
  /** Hiding the 'Made with' badge is currently not available; kept for when it is. */
  hideMadeWithBadge: z.boolean().default(false),
  /** The published web address; absent until first published. */
  handle: z.string().max(LIMITS.handle).optional(),
  lastPublishedAt: timestampSchema.optional(),
  /** Email of the person currently editing, shown to others as editing. */
  editorEmail: z.string().max(LIMITS.email).optional(),
  contactFormLanguage: languageSchema.default('English'),
  /** Phone, email, address, service area and opening hours (issue 24); empty in older documents. */
  business: businessDetailsSchema.default({ phone: '', email: '', address: '', serviceArea: '', hours: [], hoursNote: '' }),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
