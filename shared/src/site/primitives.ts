import { z } from 'zod';
import { LIMITS } from './limits.js';

// Small building blocks shared by the site schemas.

/** Id of a section or an item: unique within its list, never empty. */
export const idSchema = z.string().min(1).max(LIMITS.id);

/** A CSS hex colour: #rgb, #rrggbb or #rrggbbaa. */
export const colorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/);
export type Color = z.infer<typeof colorSchema>;

/**
 * A URL typed by the user. Only the length is enforced here: a draft may hold a link that is
 * still being edited; `isValidExternalUrl` (rules) decides whether it can be used.
 */
export const urlTextSchema = z.string().max(LIMITS.externalUrl);

/** An ISO 8601 timestamp in UTC, as produced by `Date.prototype.toISOString`. */
export const timestampSchema = z.iso.datetime();

/** Overlay opacity over an image, 0 to 0.8 (spec §9). */
export const opacitySchema = z.number().min(LIMITS.opacityMin).max(LIMITS.opacityMax);
