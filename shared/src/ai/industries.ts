import { z } from 'zod';
import { INDUSTRIES } from '../industries/list.js';

export { INDUSTRIES };
export const industrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industrySchema>;
