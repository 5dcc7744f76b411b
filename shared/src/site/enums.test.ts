import { roleSchema, webRiskStateSchema } from './app-enums.js';
import { imageEffectSchema, imageSizeSchema } from './image-enums.js';
import { imageEffectsSchema, imageUrlsSchema } from './image.js';
import { languageSchema } from './languages.js';
import { linkTypeSchema } from './link-enums.js';
import { linkSchema } from './link.js';
import { socialTypeSchema } from './social-types.js';
import { borderThicknessSchema, FONT_WEIGHT_VALUES, fontWeightSchema } from './style-enums.js';

describe('enumerations of spec §3', () => {
  it('lists the 14 social networks and the 7 contact form languages', () => {
    expect(socialTypeSchema.options).toHaveLength(14);
    expect(languageSchema.options).toEqual(['English', 'Spanish', 'French', 'Italian', 'German', 'Japanese', 'Korean']);
  });

  it('lists roles and web-risk states', () => {
    expect(roleSchema.options).toEqual(['Viewer', 'Collaborator', 'Admin', 'Owner']);
    expect(webRiskStateSchema.options).toEqual(['Pending', 'Checking', 'Failed', 'Safe', 'Unsafe']);
  });

  it('maps font weights to 300 through 800', () => {
    expect(fontWeightSchema.options.map((weight) => FONT_WEIGHT_VALUES[weight])).toEqual([300, 400, 500, 600, 700, 800]);
  });

  it('accepts border thickness 1, 2, 4 and 8', () => {
    expect([1, 2, 4, 8].every((value) => borderThicknessSchema.safeParse(value).success)).toBe(true);
    expect(borderThicknessSchema.safeParse(3).success).toBe(false);
  });

  it('keeps image URLs and effects in step with their enumerations', () => {
    // Spec §3's five sizes, and the uploaded photos' phone size (UPLOADED_IMAGE_WIDTHS.medium).
    expect(Object.keys(imageUrlsSchema.shape)).toEqual([...imageSizeSchema.options, 'medium']);
    // Spec §3's three adjustments, and whether the owner placed the picture in the cropper (over the theme's alignment).
    expect(Object.keys(imageEffectsSchema.shape)).toEqual([...imageEffectSchema.options, 'placed']);
  });

  it('has one link variant per link type', () => {
    expect(linkSchema.options.map((option) => option.shape.type.value)).toEqual(linkTypeSchema.options);
  });
});
