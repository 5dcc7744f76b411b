import { z } from 'zod';
import { imageFitSchema, imageFrameSchema, imageProviderSchema } from './image-enums.js';
import { LIMITS } from './limits.js';
import { urlTextSchema } from './primitives.js';

/** One URL per image size (spec §3). An uploaded image may repeat one URL for every size. */
export const imageUrlsSchema = z.object({
  thumbnail: urlTextSchema,
  small: urlTextSchema,
  regular: urlTextSchema,
  raw: urlTextSchema,
  full: urlTextSchema,
  /**
   * An uploaded photo's phone size (UPLOADED_IMAGE_WIDTHS.medium, between small and regular; not
   * in spec §3's list): what a phone's screen needs of a picture as wide as the page. Absent for
   * stock photos, artwork and photos uploaded before it was made.
   */
  medium: urlTextSchema.optional(),
});
export type ImageUrls = z.infer<typeof imageUrlsSchema>;

/** Crop and position chosen in the image cropper (spec §3, cropper zoom 1 to 2 in §9). */
export const imageEffectsSchema = z.object({
  /**
   * Offset of the image inside its frame, in percent of how far it can move there (-50 to 50 on
   * each axis; 0 is centred, 50 puts the image's left or top edge at the frame's). The renderer
   * (render/image-effects.ts) clamps it, so no offset ever uncovers the frame.
   */
  translate: z.object({ x: z.number().default(0), y: z.number().default(0) }).default({ x: 0, y: 0 }),
  zoom: z.number().min(LIMITS.cropperZoomMin).max(LIMITS.cropperZoomMax).default(LIMITS.cropperZoomMin),
  /** Rotation in degrees. */
  rotation: z.number().default(0),
  /**
   * Placed by the owner in the cropper: the picture is drawn where these values put it, even
   * centred and unzoomed. Absent, an uncropped picture sits where the theme's image alignment
   * puts it (render/image-effects.ts, placedEffects), which would otherwise undo a centring.
   */
  placed: z.literal(true).optional(),
});
export type ImageEffects = z.infer<typeof imageEffectsSchema>;

/** Credit for a stock photo, which the providers' terms ask to show. */
export const imageAttributionSchema = z.object({
  name: z.string().max(LIMITS.imageAttributionName),
  url: urlTextSchema,
});
export type ImageAttribution = z.infer<typeof imageAttributionSchema>;

/** An image placed on the site: uploaded (Custom) or from a stock-photo provider. */
export const imageSchema = z.object({
  provider: imageProviderSchema,
  /** The provider's photo id, or the upload's id for Custom images. */
  providerId: z.string().max(LIMITS.id).optional(),
  urls: imageUrlsSchema,
  alt: z.string().max(LIMITS.imageAlt).default(''),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  fit: imageFitSchema.default('cover'),
  effects: imageEffectsSchema.default({ translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 }),
  /** The stock search terms this image was chosen for, so it can be replaced by a similar one. */
  searchTerm: z.string().max(LIMITS.imageSearchTerm).optional(),
  attribution: imageAttributionSchema.optional(),
  /**
   * The shape chosen for this picture in the cropper (spec §3 frames); absent: the theme's image
   * frame. Pictures that fill their section (an image banner, an introduction background) have none.
   */
  frame: imageFrameSchema.optional(),
});
export type Image = z.infer<typeof imageSchema>;
