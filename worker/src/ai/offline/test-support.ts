import type { ContentKind, Industry } from '@frontdoor/shared';

/** Kinds a site generation asks the writer for (the tools are separate). */
export const SITE_KINDS = [
  'palettes',
  'fontPairs',
  'intro',
  'about',
  'services',
  'reviews',
  'team',
  'faqs',
  'video',
  'quote',
  'imageTerms',
] as const satisfies readonly ContentKind[];

/** Placeholder text that must never reach a site, and template tokens left unfilled. */
export const PLACEHOLDER = /[Ll]orem|[Ii]psum|\[|\]|\{|\}|\bTBD\b|\bundefined\b|\bnull\b|\bNaN\b|Business Name|Your City/;

/** Every string inside an answer. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Words that give an industry away; none may appear on an unrelated business's site unless its owner wrote it. */
export const TELL_TALE: Readonly<Record<Industry, readonly string[]>> = {
  accountant: ['bookkeeping', 'payroll', 'tax return', 'accountant', 'quickbooks', 'ledger'],
  'barber-shop': ['barber', 'fade', 'beard', 'shave', 'hot towel', 'clippers'],
  'bike-repair': ['bicycle', 'derailleur', 'puncture', 'wheel truing', 'bike fit'],
  'book-store': ['bookshop', 'bookstore', 'novels', 'book club', 'paperbacks'],
  'car-detailing': ['detailing', 'ceramic coating', 'paint correction', 'car wash'],
  carpentry: ['carpenter', 'joinery', 'cabinetry', 'woodwork', 'built ins'],
  catering: ['catering', 'caterer', 'canapes', 'buffet', 'grazing table'],
  'chess-instructor': ['chess', 'checkmate', 'endgame', 'grandmaster'],
  'coffee-shop': ['espresso', 'latte', 'barista', 'cappuccino', 'coffee'],
  'condo-rental-agency': ['condo', 'vacation rental', 'airbnb', 'tenants'],
  'dentist-office': ['dentist', 'dental', 'teeth', 'whitening', 'invisalign'],
  electrician: ['electrician', 'wiring', 'rewire', 'fuse box', 'ev charger'],
  fitness: ['gym', 'workout', 'hiit', 'personal trainer', 'kettlebell'],
  'hair-styling': ['balayage', 'blowout', 'stylist', 'hair', 'highlights', 'colorist'],
  'heating-and-cooling': ['hvac', 'furnace', 'air conditioning', 'heat pump', 'ductwork'],
  'home-construction': ['general contractor', 'custom homes', 'remodel', 'new build'],
  'house-cleaning': ['maid', 'house cleaning', 'deep clean', 'move out cleaning'],
  landscaping: ['landscaping', 'lawn', 'mowing', 'mulch', 'hedge'],
  'medical-clinic': ['physician', 'primary care', 'vaccination', 'patients', 'clinic'],
  'music-lessons': ['guitar', 'violin', 'recital', 'music lessons'],
  'non-profit-organization': ['donation', 'volunteer', 'nonprofit', 'charity'],
  nutritionist: ['nutritionist', 'meal plan', 'gut health', 'dietitian'],
  'pest-control': ['pest', 'termite', 'rodent', 'exterminator'],
  'physical-therapist': ['physiotherapy', 'physical therapy', 'rehab', 'sciatica'],
  'real-estate-agent': ['realtor', 'real estate', 'listing', 'home valuation'],
  restaurant: ['restaurant', 'reservation', 'takeout', 'menu'],
  spa: ['massage', 'facial', 'manicure', 'pedicure', 'aromatherapy'],
  'technology-consulting': ['software', 'it support', 'cloud', 'cybersecurity', 'network', 'technology'],
  therapist: ['therapy', 'counseling', 'counselling', 'anxiety', 'depression'],
  'tire-shop': ['tire', 'tyre', 'wheel alignment', 'rotation'],
};
