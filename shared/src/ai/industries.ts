import { z } from 'zod';

/** The industries with landing pages (spec §1); the composer writes for each. */
export const INDUSTRIES = [
  'accountant', 'barber-shop', 'bike-repair', 'book-store', 'car-detailing', 'carpentry', 'catering',
  'chess-instructor', 'coffee-shop', 'condo-rental-agency', 'dentist-office', 'electrician', 'fitness',
  'hair-styling', 'heating-and-cooling', 'home-construction', 'house-cleaning', 'landscaping',
  'medical-clinic', 'music-lessons', 'non-profit-organization', 'nutritionist', 'pest-control',
  'physical-therapist', 'real-estate-agent', 'restaurant', 'spa', 'technology-consulting', 'therapist',
  'tire-shop',
] as const;
export const industrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industrySchema>;
