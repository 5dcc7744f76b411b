import type { Industry } from '@frontdoor/shared';
import type { ReactNode, SVGProps } from 'react';

// One line drawing per industry on the 24 px grid of components/icons.tsx. Decorative: the
// industry's name is always written beside it.
const GLYPHS: Record<Industry, ReactNode> = {
  accountant: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <rect x="8" y="5.5" width="8" height="3.5" rx="0.75" />
      <path d="M8.5 12.5h.01M12 12.5h.01M15.5 12.5h.01M8.5 15.5h.01M12 15.5h.01M15.5 15.5h.01M8.5 18.5h.01M12 18.5h3.5" />
    </>
  ),
  'barber-shop': (
    <>
      <circle cx="6.5" cy="6.5" r="3" />
      <circle cx="6.5" cy="17.5" r="3" />
      <path d="M9 8.2 20.5 17M9 15.8 20.5 7" />
    </>
  ),
  'bike-repair': (
    <>
      <circle cx="5.5" cy="16" r="4" />
      <circle cx="18.5" cy="16" r="4" />
      <path d="M5.5 16 10 9h6.5M16.5 9l2 7M10 9l3 7H5.5M10.5 9l-.6-3M8.2 6h3.4M16.5 9l-1.2-3.5h2.2" />
    </>
  ),
  'book-store': (
    <>
      <path d="M12 6.5C9.8 5 6.8 4.5 3 5v13.5c3.8-.5 6.8 0 9 1.5 2.2-1.5 5.2-2 9-1.5V5c-3.8-.5-6.8 0-9 1.5z" />
      <path d="M12 6.5V20" />
    </>
  ),
  'car-detailing': (
    <>
      <path d="M5.3 17H3.5a1 1 0 0 1-1-1v-3a1.5 1.5 0 0 1 1.1-1.4l2.4-.7 2.3-3.2A2 2 0 0 1 9.9 7h4.6a2 2 0 0 1 1.5.7l3 3.4 1.4.4a1.5 1.5 0 0 1 1.1 1.4V16a1 1 0 0 1-1 1h-1.8M9.7 17h4.6" />
      <circle cx="7.5" cy="17" r="2.2" />
      <circle cx="16.5" cy="17" r="2.2" />
      <path d="m19.5 1.5.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z" />
    </>
  ),
  carpentry: (
    <>
      <path d="M4.5 3.5h11l4 2.75-4 2.75h-11z" />
      <path d="M9.5 9v11a1.5 1.5 0 0 0 3 0V9" />
    </>
  ),
  catering: (
    <>
      <path d="M2.5 18h19M4.5 18a7.5 7.5 0 0 1 15 0" />
      <path d="M12 10.5v-2M10 8.5h4M5.5 21h13" />
    </>
  ),
  'chess-instructor': (
    <>
      <circle cx="12" cy="6" r="2.5" />
      <path d="M9.5 10.5h5M10.5 10.5 9.5 17h5l-1-6.5M6.5 20.5h11L16 17H8z" />
    </>
  ),
  'coffee-shop': (
    <>
      <path d="M4 9h12v4.5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
      <path d="M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16M3 21.5h14" />
      <path d="M8 2.5c-.8 1 .8 2 0 3.5M12 2.5c-.8 1 .8 2 0 3.5" />
    </>
  ),
  'condo-rental-agency': (
    <>
      <path d="M5 21V4a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v17M15 9h3.5a1 1 0 0 1 1 1v11M2.5 21h19" />
      <path d="M8 7h.01M12 7h.01M8 11h.01M12 11h.01M8 15h.01M12 15h.01M10 21v-2.5" />
    </>
  ),
  'dentist-office': (
    <path d="M12 5.5c-1.5-1.2-3-1.8-4.5-1.5C5 4.5 4 6.5 4.5 9c.4 2 1.5 3.5 2 5.5.5 2.2.7 5.5 2.2 5.5 1.3 0 1.5-2.5 1.8-4 .2-1 .6-1.5 1.5-1.5s1.3.5 1.5 1.5c.3 1.5.5 4 1.8 4 1.5 0 1.7-3.3 2.2-5.5.5-2 1.6-3.5 2-5.5.5-2.5-.5-4.5-3-5-1.5-.3-3 .3-4.5 1.5z" />
  ),
  electrician: <path d="M13.5 2.5 5 13.5h6.5l-1 8 8.5-11h-6.5z" />,
  fitness: (
    <>
      <rect x="5" y="6.5" width="3" height="11" rx="1" />
      <rect x="16" y="6.5" width="3" height="11" rx="1" />
      <path d="M2.5 10v4M21.5 10v4M8 12h8" />
    </>
  ),
  'hair-styling': (
    <>
      <path d="M9 4.5h5l6 1.5v6l-6 1.5H9a4.5 4.5 0 0 1 0-9z" />
      <circle cx="9" cy="9" r="1.5" />
      <path d="M8.5 13.5 10 21h3l-1-7.5" />
    </>
  ),
  'heating-and-cooling': (
    <>
      <path d="M10 13.5V5a2 2 0 0 1 4 0v8.5a4 4 0 1 1-4 0z" />
      <path d="M12 10v6.5M16.5 5.5H19M16.5 9H19" />
    </>
  ),
  'home-construction': (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1" />
      <path d="M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19" />
    </>
  ),
  'house-cleaning': (
    <>
      <path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
      <path d="m12 10.5 1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z" />
    </>
  ),
  landscaping: (
    <>
      <path d="M12 21v-9M7 21h10" />
      <path d="M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 14c0-4 2.5-7 7-7 0 4.5-3 7-7 7z" />
    </>
  ),
  'medical-clinic': (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 7.5v9M7.5 12h9" />
    </>
  ),
  'music-lessons': (
    <>
      <path d="M9 18V6l10-2v12M9 9.5l10-2" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="16.5" cy="16" r="2.5" />
    </>
  ),
  'non-profit-organization': (
    <path d="M12 20C6 16.5 3.5 13 3.5 9.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8.5 2.5c0 3.5-2.5 7-8.5 10.5z" />
  ),
  nutritionist: (
    <>
      <path d="M12 8c-1.5-1-3-1.5-4.5-1.2C5 7.3 3.5 9.5 4 13c.5 4 3 8 5.5 8 1 0 1.5-.5 2.5-.5s1.5.5 2.5.5c2.5 0 5-4 5.5-8 .5-3.5-1-5.7-3.5-6.2C15 6.5 13.5 7 12 8z" />
      <path d="M12 8c0-2 .6-3.6 2-5" />
    </>
  ),
  'pest-control': (
    <>
      <circle cx="12" cy="6" r="2.5" />
      <ellipse cx="12" cy="14.5" rx="5" ry="6" />
      <path d="M12 10v10.5M10.5 3.8 9 2M13.5 3.8 15 2M7 12H3.5M7 16H3M7.8 18.8l-3 1.7M17 12h3.5M17 16h4M16.2 18.8l3 1.7" />
    </>
  ),
  'physical-therapist': (
    <>
      <circle cx="12" cy="4.5" r="2" />
      <path d="m5 9.5 7 1.5 7-1.5M12 11v4.5M12 15.5l-3.5 6M12 15.5l3.5 6" />
    </>
  ),
  'real-estate-agent': (
    <>
      <path d="M5 21.5V2.5M5 5h14.5M9.5 5v3M16 5v3" />
      <rect x="8" y="8" width="10" height="7" rx="1" />
    </>
  ),
  restaurant: <path d="M6 3v5a2 2 0 0 0 2 2 2 2 0 0 0 2-2V3M8 3v18M17 21V3c-2 1.5-3 4-3 7v4h3" />,
  spa: (
    <>
      <ellipse cx="12" cy="18" rx="7.5" ry="3" />
      <ellipse cx="12" cy="11.5" rx="5.5" ry="2.5" />
      <ellipse cx="12" cy="5.8" rx="3.5" ry="2" />
    </>
  ),
  'technology-consulting': (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="2" />
      <path d="M8 21h8M12 17v4M9.5 8.5l-2 2 2 2M14.5 8.5l2 2-2 2" />
    </>
  ),
  therapist: (
    <>
      <path d="M5 3.5h9.5a1.5 1.5 0 0 1 1.5 1.5v6.5a1.5 1.5 0 0 1-1.5 1.5H8l-4.5 3.5V5A1.5 1.5 0 0 1 5 3.5z" />
      <path d="M16 8.5h3a1.5 1.5 0 0 1 1.5 1.5v10.5L16.5 17H10a1.5 1.5 0 0 1-1.5-1.5V15" />
    </>
  ),
  'tire-shop': (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" />
      <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
    </>
  ),
};

/** The line drawing of an industry (aria-hidden: its name is written beside it). */
export function IndustryGlyph({ industry, ...props }: { industry: Industry } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {GLYPHS[industry]}
    </svg>
  );
}
