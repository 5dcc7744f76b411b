import fc from 'fast-check';
import { documentImages, sectionImages, sectionLinks } from './section-parts.js';
import { SECTION_REGISTRY } from './section-registry.js';
import { sectionArbitraries, siteDocumentArbitrary } from './site-document.arbitrary.js';
import type { SectionType } from './section-type.js';

// Issue 39: the registry says where each section type keeps its pictures and links. Checked
// against a search of the whole section (anything shaped like a picture or a link), so a field
// added to a section's schema without its path in the registry fails here.

/** Every object in `value` that `is` accepts, not looking inside one it accepts. */
function everything(value: unknown, is: (record: Record<string, unknown>) => boolean, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const entry of value) everything(entry, is, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (is(record)) found.push(record);
    else for (const entry of Object.values(record)) everything(entry, is, found);
  }
  return found;
}
const isImage = (record: Record<string, unknown>) => typeof record.provider === 'string' && typeof record.urls === 'object';
const isLink = (record: Record<string, unknown>) => typeof record.label === 'string' && typeof record.style === 'string' && typeof record.size === 'string';

const types = Object.keys(SECTION_REGISTRY) as SectionType[];

it.each(types)('finds every picture and every link of a %s section where the registry says they are', (type) => {
  fc.assert(
    fc.property(sectionArbitraries[type], (section) => {
      expect(sectionImages(section)).toEqual(everything(section, isImage));
      expect(sectionLinks(section)).toEqual(everything(section, isLink));
    }),
    { numRuns: 60 },
  );
});

it('lists the pictures of a whole site: its sections’ and its logo’s', () => {
  fc.assert(
    fc.property(siteDocumentArbitrary, (document) => {
      expect(documentImages(document)).toEqual(everything([document.sections, document.websiteSettings.logo], isImage));
    }),
    { numRuns: 40 },
  );
});

it('names the section types that hold pictures and links', () => {
  expect(types.filter((type) => SECTION_REGISTRY[type].images)).toEqual(['Introduction', 'Services', 'Gallery', 'ImageBanner', 'Team']);
  expect(types.filter((type) => SECTION_REGISTRY[type].links)).toEqual(['Header', 'Introduction', 'Services', 'ImageBanner', 'FrequentlyAskedQuestions', 'Footer']);
});
