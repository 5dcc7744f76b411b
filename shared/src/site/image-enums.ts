import { z } from 'zod';

/**
 * Where an image comes from: Custom (uploaded by the user) or one of the two stock-photo
 * providers. The spec does not name the providers; the size keys it lists (thumbnail, small,
 * regular, raw, full) are Unsplash's, and Pexels is the usual second free provider.
 */
export const imageProviderSchema = z.enum(['Custom', 'Unsplash', 'Pexels']);
export type ImageProvider = z.infer<typeof imageProviderSchema>;

/** Sizes every image offers a URL for (spec §3). */
export const imageSizeSchema = z.enum(['thumbnail', 'small', 'regular', 'raw', 'full']);
export type ImageSize = z.infer<typeof imageSizeSchema>;

/** Adjustments the image cropper applies (spec §3); their values live in `imageEffectsSchema`. */
export const imageEffectSchema = z.enum(['translate', 'zoom', 'rotation']);
export type ImageEffect = z.infer<typeof imageEffectSchema>;

/** How an image fills its frame (spec §3). */
export const imageFitSchema = z.enum(['cover', 'contain']);
export type ImageFit = z.infer<typeof imageFitSchema>;

/** Image frames (spec §3): Landscape is 4:3, Portrait 3:4. */
export const imageFrameSchema = z.enum(['Circle', 'Landscape', 'Portrait', 'Square']);
export type ImageFrame = z.infer<typeof imageFrameSchema>;

/** Aspect ratio (width / height) of each image frame (spec §9). */
export const IMAGE_FRAME_ASPECT_RATIO: Readonly<Record<ImageFrame, number>> = {
  Circle: 1,
  Square: 1,
  Landscape: 4 / 3,
  Portrait: 3 / 4,
};

/** Where an image sits in its section (spec §3). */
export const alignmentSchema = z.enum(['Bottom', 'Center', 'Fill', 'Left', 'Right', 'Top']);
export type Alignment = z.infer<typeof alignmentSchema>;
