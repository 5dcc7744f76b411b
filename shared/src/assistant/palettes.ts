import type { Palette } from '../site/theme.js';

/**
 * The colours the assistant offers for a season or a mood (issue 41): a fixed, named set, each
 * passing the contrast rule of the Theme panel (page text and button text at WCAG AA), so "autumn
 * colours" always gives the same readable page.
 */
export const ASSISTANT_PALETTES = {
  Autumn: { background: '#fbf6ef', primaryText: '#3b2a1e', buttonBackground: '#a4461a', buttonForeground: '#ffffff', accent: '#c8731e' },
  Winter: { background: '#f4f7fb', primaryText: '#1b2a3a', buttonBackground: '#2f5d8a', buttonForeground: '#ffffff', accent: '#7fa7c9' },
  Spring: { background: '#f7fbf3', primaryText: '#22321f', buttonBackground: '#3f7d3a', buttonForeground: '#ffffff', accent: '#e58fb0' },
  Summer: { background: '#fffaf0', primaryText: '#2a2a1f', buttonBackground: '#0e6f7b', buttonForeground: '#ffffff', accent: '#f2b233' },
  Calm: { background: '#f5f8f7', primaryText: '#243330', buttonBackground: '#3d6b63', buttonForeground: '#ffffff', accent: '#9cc3b9' },
  Bold: { background: '#ffffff', primaryText: '#111111', buttonBackground: '#c62f2b', buttonForeground: '#ffffff', accent: '#111111' },
  Warm: { background: '#fff8f2', primaryText: '#3a2418', buttonBackground: '#a8492a', buttonForeground: '#ffffff', accent: '#e59a5a' },
  Dark: { background: '#15171c', primaryText: '#f1f1f1', buttonBackground: '#e0b04a', buttonForeground: '#15171c', accent: '#e0b04a' },
  Fresh: { background: '#ffffff', primaryText: '#1f2933', buttonBackground: '#1f6f5c', buttonForeground: '#ffffff', accent: '#7ac7b3' },
} as const satisfies Record<string, Palette>;

export type AssistantPaletteName = keyof typeof ASSISTANT_PALETTES;
