import { z } from 'zod';

/**
 * The body of an upload call: the file's bytes as they are (any Content-Type; the server reads
 * the format from the bytes, never from a name or a header).
 */
export const uploadBodySchema = z.instanceof(Blob).describe("The file's bytes");

/** What an upload answers: where the stored file is served (same origin) and its size in pixels. */
export const uploadResultSchema = z.object({
  url: z.string().describe('/uploads/<sha-256 of the bytes>.<png|gif|jpg|ico>'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The name of a stored upload: the SHA-256 of its bytes and the extension of its format. */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{64}\.(png|gif|jpg|ico|webp)$/;
