import { z } from 'zod';
import type { Image } from '../site/image.js';
import { imageUrlsSchema } from '../site/image.js';
import { LIMITS } from '../site/limits.js';

/**
 * A photo the owner uploaded to a website (spec §5: "My Images"): every size stored as WebP at
 * a same-origin address (/uploads/<sha-256>.webp), its size in pixels (upright: the camera's
 * orientation applied), a tiny blurred preview, and whether the draft or the published page
 * shows it (deleting it then keeps its files: a published page never breaks).
 */
export const uploadedImageSchema = z.object({
  id: z.string().uuid(),
  urls: imageUrlsSchema.describe('thumbnail 200 px, small 400 px, medium 720 px, regular 1080 px, full up to 2400 px wide, raw the whole photo'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string().describe('A tiny blurred preview: data:image/webp;base64,…'),
  createdAt: z.string().describe('ISO 8601'),
  inUse: z.object({ draft: z.boolean(), published: z.boolean() }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** GET /api/websites/{id}/images: newest first. */
export const uploadedImageListSchema = z.object({ images: z.array(uploadedImageSchema) });
export type UploadedImageList = z.infer<typeof uploadedImageListSchema>;

/** An uploaded photo as the site document places it (provider Custom, its id as providerId). */
export function uploadedImageToImage(uploaded: UploadedImage, alt: string): Image {
  return {
    provider: 'Custom',
    providerId: uploaded.id,
    urls: { ...uploaded.urls },
    alt: alt.slice(0, LIMITS.imageAlt),
    width: uploaded.width,
    height: uploaded.height,
    fit: 'cover',
    effects: { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 },
  };
}
