import type { Industry } from '@frontdoor/shared';

export type Motif = 'scissors' | 'cup' | 'tooth' | 'bolt' | 'leaf' | 'home';

export type Sample = {
  /** The industry page the sample links to. */
  slug: Industry;
  industry: string;
  name: string;
  tagline: [string, string];
  motif: Motif;
  /** Hero background, text on it, accent (buttons and art) and the art's light fill. */
  colors: { hero: string; ink: string; accent: string; soft: string };
};

// Example businesses drawn in the samples banner; names are invented.
export const samples: Sample[] = [
  {
    slug: 'barber-shop',
    industry: 'Barber shop',
    name: 'Maple Street Barbers',
    tagline: ['Sharp cuts,', 'friendly chairs.'],
    motif: 'scissors',
    colors: { hero: '#1f3a34', ink: '#ffffff', accent: '#d9a86c', soft: '#2f5249' },
  },
  {
    slug: 'coffee-shop',
    industry: 'Coffee shop',
    name: 'Morning Ritual',
    tagline: ['Small-batch coffee,', 'baked in house.'],
    motif: 'cup',
    colors: { hero: '#4a2c21', ink: '#fff7ed', accent: '#f2b880', soft: '#62402f' },
  },
  {
    slug: 'dentist-office',
    industry: 'Dentist office',
    name: 'Brightside Dental',
    tagline: ['Gentle care for', 'the whole family.'],
    motif: 'tooth',
    colors: { hero: '#e0f2fe', ink: '#0c4a6e', accent: '#0284c7', soft: '#bae6fd' },
  },
  {
    slug: 'electrician',
    industry: 'Electrician',
    name: 'Volt & Co. Electric',
    tagline: ['Licensed wiring,', 'same-day repairs.'],
    motif: 'bolt',
    colors: { hero: '#111827', ink: '#ffffff', accent: '#facc15', soft: '#1f2937' },
  },
  {
    slug: 'landscaping',
    industry: 'Landscaping',
    name: 'Greenway Gardens',
    tagline: ['Lawns and gardens', 'that turn heads.'],
    motif: 'leaf',
    colors: { hero: '#ecfccb', ink: '#365314', accent: '#65a30d', soft: '#d9f99d' },
  },
  {
    slug: 'house-cleaning',
    industry: 'House cleaning',
    name: 'Sparkle & Shine',
    tagline: ['Come home to', 'a spotless house.'],
    motif: 'home',
    colors: { hero: '#fce7f3', ink: '#831843', accent: '#db2777', soft: '#fbcfe8' },
  },
];
