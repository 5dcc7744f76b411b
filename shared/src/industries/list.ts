/**
 * The industries with landing pages (spec §1), each with its pack in packs/<industry>.ts. Kept
 * free of the schema library: the client's first bundle reads it (the landing pages' routes).
 */
export const INDUSTRIES = [
  'accountant', 'barber-shop', 'bike-repair', 'book-store', 'car-detailing', 'carpentry', 'catering',
  'chess-instructor', 'coffee-shop', 'condo-rental-agency', 'dentist-office', 'electrician', 'fitness',
  'hair-styling', 'heating-and-cooling', 'home-construction', 'house-cleaning', 'landscaping',
  'medical-clinic', 'music-lessons', 'non-profit-organization', 'nutritionist', 'pest-control',
  'physical-therapist', 'real-estate-agent', 'restaurant', 'spa', 'technology-consulting', 'therapist',
  'tire-shop',
] as const;
