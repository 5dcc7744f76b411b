import { z } from 'zod';
import { webRiskStateSchema } from './app-enums.js';
import { buttonSizeSchema, buttonStyleSchema } from './link-enums.js';
import { LIMITS } from './limits.js';
import { idSchema, urlTextSchema } from './primitives.js';
import { socialTypeSchema } from './social-types.js';

/**
 * Builds the tagged union of links (spec §3) with a given label limit: buttons allow
 * LIMITS.buttonLabel characters, navigation links LIMITS.navLink.
 */
function linkSchemaWithLabel(labelMax: number) {
  const common = {
    label: z.string().max(labelMax),
    style: buttonStyleSchema.default('Solid'),
    size: buttonSizeSchema.default('Medium'),
  };
  return z.discriminatedUnion('type', [
    /** A button that goes nowhere (for instance while it is being set up). */
    z.object({ type: z.literal('None'), ...common }),
    z.object({ type: z.literal('Email'), ...common, email: z.string().max(LIMITS.email) }),
    z.object({
      type: z.literal('Web'),
      ...common,
      url: urlTextSchema,
      openInNewTab: z.boolean().default(true),
      /** Result of the link safety check; an Unsafe link is flagged as malicious. */
      webRisk: webRiskStateSchema.default('Pending'),
    }),
    z.object({ type: z.literal('Phone'), ...common, phone: z.string().max(LIMITS.phone) }),
    /** Scrolls to a section of the same site; a link to a removed section renders as plain text. */
    z.object({ type: z.literal('Section'), ...common, sectionId: idSchema }),
    /** Points at the profile of this social network set in the website settings. */
    z.object({ type: z.literal('Social'), ...common, socialType: socialTypeSchema }),
  ]);
}

/** A button or link inside a section; label up to LIMITS.buttonLabel characters. */
export const linkSchema = linkSchemaWithLabel(LIMITS.buttonLabel);
export type Link = z.infer<typeof linkSchema>;
export type LinkInput = z.input<typeof linkSchema>;

/** A header or footer navigation link; label up to LIMITS.navLink characters. */
export const navLinkSchema = linkSchemaWithLabel(LIMITS.navLink);
export type NavLink = z.infer<typeof navLinkSchema>;
