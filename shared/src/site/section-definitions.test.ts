import { HEADER_AND_FOOTER_ENTRY, isPinned, ONBOARDING_SECTION_ENTRIES, SECTION_DEFINITION_BY_TYPE, SECTION_DEFINITIONS } from './section-definitions.js';
import { SECTION_REGISTRY } from './section-registry.js';
import { sectionTypeSchema } from './section-type.js';

describe('SECTION_DEFINITIONS (spec §3, §9)', () => {
  it('has one definition per section type, in the spec order', () => {
    expect(SECTION_DEFINITIONS.map((entry) => entry.type)).toEqual(sectionTypeSchema.options);
  });

  it('caps Text Banner, Image Banner and Custom code at 3 and everything else at 1', () => {
    const three = SECTION_DEFINITIONS.filter((entry) => entry.maxCount === 3).map((entry) => entry.title);
    expect(three.sort()).toEqual(['Custom code', 'Image Banner', 'Text Banner']);
    for (const entry of SECTION_DEFINITIONS) {
      expect([1, 3]).toContain(entry.maxCount);
      expect(entry.maxCount).toBe(SECTION_REGISTRY[entry.type].maxCount);
    }
  });

  it('requires Header and Footer only', () => {
    expect(SECTION_DEFINITIONS.filter((entry) => entry.required).map((entry) => entry.type)).toEqual(['Header', 'Footer']);
  });

  it('turns on by default the sections of spec §9', () => {
    const on = SECTION_DEFINITIONS.filter((entry) => entry.default).map((entry) => entry.title);
    expect(on).toEqual(['Header', 'Introduction', 'Services', 'Gallery', 'Text Banner', 'Image Banner', 'Reviews', 'Contact', 'Footer']);
    const off = SECTION_DEFINITIONS.filter((entry) => !entry.default).map((entry) => entry.title);
    expect(off).toEqual(['Team', 'Scheduling', 'Video', 'FAQ', 'Newsletter', 'Custom code']);
  });

  it('hides only Custom code (CodeEmbed) from onboarding and shows QuoteBanner as Text Banner', () => {
    expect(SECTION_DEFINITIONS.filter((entry) => entry.hideFromOnboarding).map((entry) => entry.type)).toEqual(['CodeEmbed']);
    expect(SECTION_DEFINITION_BY_TYPE.QuoteBanner.title).toBe('Text Banner');
  });

  it('describes every section type in one sentence, and calls CodeEmbed "Custom code" (issue 26)', () => {
    for (const entry of SECTION_DEFINITIONS) {
      expect([entry.type, entry.description]).toEqual([entry.type, expect.stringMatching(/^[A-Z].{20,110}\.$/)]);
      expect(entry.description).toBe(SECTION_REGISTRY[entry.type].description);
    }
    expect(new Set(SECTION_DEFINITIONS.map((entry) => entry.description)).size).toBe(SECTION_DEFINITIONS.length);
    expect(SECTION_DEFINITION_BY_TYPE.CodeEmbed.title).toBe('Custom code');
    expect(SECTION_DEFINITIONS.map((entry) => entry.title)).not.toContain('Code Embed');
  });

  it('never allows header links to the header or footer', () => {
    expect(SECTION_DEFINITION_BY_TYPE.Header.headerLinkAllowed).toBe(false);
    expect(SECTION_DEFINITION_BY_TYPE.Footer.headerLinkAllowed).toBe(false);
    expect(SECTION_DEFINITION_BY_TYPE.Services.headerLinkAllowed).toBe(true);
  });

  it('offers a combined, required and default Header & Footer entry in onboarding', () => {
    expect(ONBOARDING_SECTION_ENTRIES[0]).toBe(HEADER_AND_FOOTER_ENTRY);
    expect(HEADER_AND_FOOTER_ENTRY).toMatchObject({ title: 'Header & Footer', required: true, default: true });
    const types = ONBOARDING_SECTION_ENTRIES.flatMap((entry) => entry.types);
    expect(types).not.toContain('CodeEmbed');
    expect(types.sort()).toEqual(sectionTypeSchema.options.filter((type) => type !== 'CodeEmbed').sort());
  });
});

describe('pinned sections (issue 39: the registry answers which sections stay in place)', () => {
  it('pins the Header to the top and the Footer to the bottom, and nothing else', () => {
    const pinned = SECTION_DEFINITIONS.filter((entry) => entry.pinned).map((entry) => [entry.type, entry.pinned]);
    expect(pinned).toEqual([
      ['Header', 'top'],
      ['Footer', 'bottom'],
    ]);
    expect(SECTION_DEFINITIONS.filter((entry) => isPinned(entry.type)).map((entry) => entry.type)).toEqual(['Header', 'Footer']);
  });

  it('offers the pinned sections as the one Header & Footer entry of onboarding, and every other only once', () => {
    expect(HEADER_AND_FOOTER_ENTRY.types).toEqual(['Header', 'Footer']);
    const types = ONBOARDING_SECTION_ENTRIES.flatMap((entry) => entry.types);
    expect(new Set(types).size).toBe(types.length);
  });
});
