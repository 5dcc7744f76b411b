import { z } from 'zod';

// Styling enumerations of spec §3 used by the theme and sections.

/** Preset styles a theme starts from. */
export const presetStyleSchema = z.enum(['Common', 'CommonAlt', 'Geometric', 'Elegant', 'Fun']);
export type PresetStyle = z.infer<typeof presetStyleSchema>;

export const cornerStyleSchema = z.enum(['Square', 'Softened', 'Rounded', 'Oval']);
export type CornerStyle = z.infer<typeof cornerStyleSchema>;

export const shadowSchema = z.enum(['None', 'ExtraSmall', 'Small', 'Medium', 'Large', 'ExtraLarge']);
export type Shadow = z.infer<typeof shadowSchema>;

export const borderSchema = z.enum(['None', 'All', 'Top', 'Bottom']);
export type Border = z.infer<typeof borderSchema>;

/** Border thickness in pixels. */
export const borderThicknessSchema = z.literal([1, 2, 4, 8]);
export type BorderThickness = z.infer<typeof borderThicknessSchema>;

export const decorFrameSchema = z.enum(['None', 'Angled', 'Arch', 'Pill', 'Notched', 'Bumpy', 'Flared', 'Screen', 'Flower']);
export type DecorFrame = z.infer<typeof decorFrameSchema>;

export const galleryLayoutSchema = z.enum(['Carousel', 'Grid']);
export type GalleryLayout = z.infer<typeof galleryLayoutSchema>;

export const logoTypeSchema = z.enum(['Text', 'Image']);
export type LogoType = z.infer<typeof logoTypeSchema>;

export const backgroundTypeSchema = z.enum(['ColorFill', 'Image']);
export type BackgroundType = z.infer<typeof backgroundTypeSchema>;

export const fontWeightSchema = z.enum(['Light', 'Regular', 'Medium', 'SemiBold', 'Bold', 'ExtraBold']);
export type FontWeight = z.infer<typeof fontWeightSchema>;

/** CSS numeric weight of each font weight name (300 to 800). */
export const FONT_WEIGHT_VALUES: Readonly<Record<FontWeight, number>> = {
  Light: 300,
  Regular: 400,
  Medium: 500,
  SemiBold: 600,
  Bold: 700,
  ExtraBold: 800,
};

/** Heading and logo size levels. */
export const fontSizeSchema = z.enum(['Default', 'Large', 'ExtraLarge']);
export type FontSize = z.infer<typeof fontSizeSchema>;

/** Body text size levels. */
export const bodyFontSizeSchema = z.enum(['Small', 'Default', 'DefaultCompact', 'Large']);
export type BodyFontSize = z.infer<typeof bodyFontSizeSchema>;
