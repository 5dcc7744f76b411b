import { createDefaultSiteDocument } from './default-site-document.js';
import { LIMITS } from './limits.js';
import { SECTION_DEFINITIONS } from './section-definitions.js';
import { siteDocumentSchema } from './site-document.js';

describe('createDefaultSiteDocument', () => {
  const doc = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Maple Street Bakery' });

  it('is a valid document', () => {
    expect(siteDocumentSchema.safeParse(doc).success).toBe(true);
    expect(siteDocumentSchema.parse(doc)).toEqual(doc);
  });

  it('contains exactly the default-on sections, opening with the header and closing with the footer', () => {
    const types = doc.sections.map((section) => section.type);
    const defaults = SECTION_DEFINITIONS.filter((entry) => entry.default).map((entry) => entry.type);
    expect([...types].sort()).toEqual([...defaults].sort());
    expect(types[0]).toBe('Header');
    expect(types[types.length - 1]).toBe('Footer');
  });

  it('names the business in settings and starter content', () => {
    expect(doc.version).toBe('1.0');
    expect(doc.websiteSettings).toMatchObject({
      id: 'draft-1',
      businessName: 'Maple Street Bakery',
      companyName: 'Maple Street Bakery',
      pageTitle: 'Maple Street Bakery',
      searchIndexingEnabled: true,
      cookieBanner: { enabled: false, text: 'This website uses cookies', acceptLabel: 'Accept', rejectLabel: 'Reject' },
      contactFormLanguage: 'English',
    });
    const intro = doc.sections.find((section) => section.type === 'Introduction');
    expect(intro).toMatchObject({ heading: 'Welcome to Maple Street Bakery' });
    expect(JSON.stringify(doc)).not.toMatch(/lorem|ipsum/i);
  });

  it('links the header to the content sections that allow it and to contact', () => {
    const header = doc.sections.find((section) => section.type === 'Header');
    if (header?.type !== 'Header') throw new Error('no header');
    const targets = header.links.map((link) => (link.type === 'Section' ? link.sectionId : undefined));
    const ids = new Set(doc.sections.map((section) => section.id));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.length).toBeLessThanOrEqual(LIMITS.links);
    for (const target of targets) expect(ids.has(target!)).toBe(true);
    expect(header.button).toMatchObject({ type: 'Section', sectionId: 'contact' });
  });

  it('honours the onboarding selection and always adds Header and Footer', () => {
    const chosen = createDefaultSiteDocument({ id: 'd', businessName: 'Ace', sectionTypes: ['Team', 'CodeEmbed'] });
    expect(chosen.sections.map((section) => section.type)).toEqual(['Header', 'Team', 'CodeEmbed', 'Footer']);
  });

  it('builds a valid document with every section type and a name at the limit', () => {
    const name = 'N'.repeat(LIMITS.businessName);
    const all = createDefaultSiteDocument({
      id: 'd',
      businessName: `  ${name}  `,
      sectionTypes: SECTION_DEFINITIONS.map((entry) => entry.type),
    });
    expect(all.sections).toHaveLength(SECTION_DEFINITIONS.length);
    expect(all.websiteSettings.businessName).toBe(name);
    expect(all.websiteSettings.copyrightText).toHaveLength(LIMITS.copyright);
  });

  it('refuses a business name over the limit', () => {
    expect(() => createDefaultSiteDocument({ id: 'd', businessName: 'N'.repeat(LIMITS.businessName + 1) })).toThrow();
  });
});
