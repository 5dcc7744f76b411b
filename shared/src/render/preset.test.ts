import type { SectionType } from '../site/section-type.js';
import { presetStyleSchema } from '../site/style-enums.js';
import { PRESET_CLASS, sectionTones } from './preset.js';

const page = (...types: SectionType[]) => types.map((type) => ({ type }));
const content = page('Introduction', 'Services', 'QuoteBanner', 'Gallery', 'ImageBanner', 'CustomerReviews', 'Contact');
/** The tones of the sections that have one (bands have their own colours). */
const tonesOf = (preset: Parameters<typeof sectionTones>[0]) =>
  sectionTones(preset, content).filter((_, index) => !['Introduction', 'QuoteBanner', 'ImageBanner'].includes(content[index].type));

describe('sectionTones', () => {
  it('alternates background and tint from the background for Common and Geometric, the bands aside', () => {
    expect(tonesOf('Common')).toEqual(['t0', 't1', 't0', 't1']);
    expect(tonesOf('Geometric')).toEqual(['t0', 't1', 't0', 't1']);
  });

  it('starts on the tint for CommonAlt and Fun, so the services sit on colour', () => {
    expect(tonesOf('CommonAlt')).toEqual(['t1', 't0', 't1', 't0']);
    expect(tonesOf('Fun')).toEqual(['t1', 't0', 't1', 't0']);
  });

  it('keeps Elegant on the background but for the sections about people', () => {
    expect(tonesOf('Elegant')).toEqual(['t0', 't0', 't1', 't0']);
    expect(sectionTones('Elegant', page('Team', 'Newsletter', 'FrequentlyAskedQuestions'))).toEqual(['t1', 't1', 't0']);
  });

  it('names every preset with its own class', () => {
    const classes = presetStyleSchema.options.map((preset) => PRESET_CLASS[preset]);
    expect(new Set(classes).size).toBe(presetStyleSchema.options.length);
    for (const name of classes) expect(name).toMatch(/^p-[a-z]+$/);
  });
});
