import type { Industry } from '@frontdoor/shared';
import { createElement, type SVGProps } from 'react';
import { INDUSTRY_CONTENT } from '../../features/industries/industry-content';

// One line drawing per industry on the 24 px grid of components/icons.tsx, from its pack.
// Decorative: the industry's name is always written beside it.

/** The line drawing of an industry (aria-hidden: its name is written beside it). */
export function IndustryGlyph({ industry, ...props }: { industry: Industry } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {INDUSTRY_CONTENT[industry].glyph.map(({ shape, ...attributes }, index) => createElement(shape, { key: index, ...attributes }))}
    </svg>
  );
}
