import { z } from 'zod';

/** Languages of the contact form's built-in texts (spec §3). */
export const languageSchema = z.enum(['English', 'Spanish', 'French', 'Italian', 'German', 'Japanese', 'Korean']);
export type Language = z.infer<typeof languageSchema>;
