import fc from 'fast-check';
import { createDefaultSiteDocument } from './default-site-document.js';
import type { Image } from './image.js';
import { LIMITS } from './limits.js';
import type { Link } from './link.js';
import type { SectionOf } from './section.js';
import { SECTION_DEFINITIONS } from './section-definitions.js';
import type { SectionType } from './section-type.js';
import { createDefaultSection } from './sections/default-section.js';
import { siteDocumentArbitrary } from './site-document.arbitrary.js';
import { siteDocumentSchema, type SiteDocument } from './site-document.js';

const full = createDefaultSiteDocument({
  id: 'draft',
  businessName: 'Acme Plumbing',
  sectionTypes: SECTION_DEFINITIONS.map((entry) => entry.type),
});

const image: Image = {
  provider: 'Custom',
  urls: { thumbnail: 'https://a.b/t', small: 'https://a.b/s', regular: 'https://a.b/r', raw: 'https://a.b/w', full: 'https://a.b/f' },
  alt: '',
  width: 10,
  height: 10,
  fit: 'cover',
  effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
};

const button = (label = 'Go'): Link => ({ type: 'None', label, style: 'Solid', size: 'Medium' });

function section<T extends SectionType>(doc: SiteDocument, type: T): SectionOf<T> {
  const found = doc.sections.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no ${type} section`);
  return found as SectionOf<T>;
}

const isValid = (doc: unknown) => siteDocumentSchema.safeParse(doc).success;

function variant(change: (doc: SiteDocument) => void): SiteDocument {
  const doc = structuredClone(full);
  change(doc);
  return doc;
}

describe('siteDocumentSchema text limits (spec §9)', () => {
  const cases: [string, number, (doc: SiteDocument, value: string) => void][] = [
    ['button label', LIMITS.buttonLabel, (d, v) => void (section(d, 'Introduction').button = button(v))],
    ['intro heading', LIMITS.introHeading, (d, v) => void (section(d, 'Introduction').heading = v)],
    ['intro body', LIMITS.introBody, (d, v) => void (section(d, 'Introduction').body = v)],
    ['section heading', LIMITS.sectionHeading, (d, v) => void (section(d, 'Services').heading = v)],
    ['services heading', LIMITS.serviceHeading, (d, v) => void (section(d, 'Services').items[0].heading = v)],
    ['services pricing', LIMITS.servicePricing, (d, v) => void (section(d, 'Services').items[0].pricing = v)],
    ['services body', LIMITS.serviceBody, (d, v) => void (section(d, 'Services').items[0].paragraph = v)],
    ['gallery caption', LIMITS.galleryCaption, (d, v) => void section(d, 'Gallery').items.push({ id: 'g', image, caption: v })],
    ['quote primary', LIMITS.quotePrimary, (d, v) => void (section(d, 'QuoteBanner').primary = v)],
    ['quote subhead', LIMITS.quoteSubhead, (d, v) => void (section(d, 'QuoteBanner').subhead = v)],
    ['quote subordinate', LIMITS.quoteSubordinate, (d, v) => void (section(d, 'QuoteBanner').subordinate = v)],
    ['review paragraph', LIMITS.reviewParagraph, (d, v) => void (section(d, 'CustomerReviews').reviews[0].paragraph = v)],
    ['review author', LIMITS.reviewAuthor, (d, v) => void (section(d, 'CustomerReviews').reviews[0].authorName = v)],
    ['review location', LIMITS.reviewLocation, (d, v) => void (section(d, 'CustomerReviews').reviews[0].authorLocation = v)],
    ['FAQ question', LIMITS.faqQuestion, (d, v) => void (section(d, 'FrequentlyAskedQuestions').items[0].question = v)],
    ['FAQ answer', LIMITS.faqAnswer, (d, v) => void (section(d, 'FrequentlyAskedQuestions').items[0].answer = v)],
    ['FAQ button', LIMITS.buttonLabel, (d, v) => void (section(d, 'FrequentlyAskedQuestions').items[0].button = button(v))],
    ['contact field title', LIMITS.contactFieldTitle, (d, v) => void (section(d, 'Contact').fields[0].title = v)],
    ['contact success message', LIMITS.contactSuccessMessage, (d, v) => void (section(d, 'Contact').successMessage = v)],
    ['contact email', LIMITS.email, (d, v) => void (section(d, 'Contact').email = v)],
    ['contact phone', LIMITS.phone, (d, v) => void (section(d, 'Contact').phone = v)],
    ['video heading', LIMITS.videoHeading, (d, v) => void (section(d, 'Video').heading = v)],
    ['video description', LIMITS.videoDescription, (d, v) => void (section(d, 'Video').description = v)],
    ['team heading', LIMITS.teamHeading, (d, v) => void (section(d, 'Team').heading = v)],
    ['team name', LIMITS.teamName, (d, v) => void (section(d, 'Team').members[0].name = v)],
    ['team title', LIMITS.teamTitle, (d, v) => void (section(d, 'Team').members[0].jobTitle = v)],
    ['team description', LIMITS.teamDescription, (d, v) => void (section(d, 'Team').members[0].description = v)],
    ['newsletter heading', LIMITS.newsletterHeading, (d, v) => void (section(d, 'Newsletter').heading = v)],
    ['newsletter body', LIMITS.newsletterBody, (d, v) => void (section(d, 'Newsletter').body = v)],
    ['newsletter field label', LIMITS.newsletterFieldLabel, (d, v) => void (section(d, 'Newsletter').fieldLabel = v)],
    ['nav link', LIMITS.navLink, (d, v) => void (section(d, 'Header').links[0].label = v)],
    ['footer link', LIMITS.navLink, (d, v) => void section(d, 'Footer').links.push({ ...button(v) })],
    ['copyright', LIMITS.copyright, (d, v) => void (d.websiteSettings.copyrightText = v)],
    ['cookie text', LIMITS.cookieText, (d, v) => void (d.websiteSettings.cookieBanner.text = v)],
    ['embed code', LIMITS.embedCode, (d, v) => void (section(d, 'CodeEmbed').code = v)],
    ['handle', LIMITS.handle, (d, v) => void (d.websiteSettings.handle = v)],
    ['business description', LIMITS.businessDescription, (d, v) => void (d.websiteSettings.businessDescription = v)],
    ['business name', LIMITS.businessName, (d, v) => void (d.websiteSettings.businessName = v)],
    ['company name', LIMITS.businessName, (d, v) => void (d.websiteSettings.companyName = v)],
    ['email link', LIMITS.email, (d, v) => void (section(d, 'Introduction').button = { ...button(), type: 'Email', email: v })],
    ['phone link', LIMITS.phone, (d, v) => void (section(d, 'Introduction').button = { ...button(), type: 'Phone', phone: v })],
    ['editor email', LIMITS.email, (d, v) => void (d.websiteSettings.editorEmail = v)],
    ['website title', LIMITS.websiteTitle, (d, v) => void (d.websiteSettings.pageTitle = v)],
    ['SEO keywords', LIMITS.seoKeywords, (d, v) => void (d.websiteSettings.seoKeywords = v)],
    [
      'external URL of a web link',
      LIMITS.externalUrl,
      (d, v) => void (section(d, 'Introduction').button = { ...button(), type: 'Web', url: v, openInNewTab: true, webRisk: 'Pending' }),
    ],
    ['external URL of a social link', LIMITS.externalUrl, (d, v) => void d.websiteSettings.socialLinks.push({ type: 'Yelp', url: v })],
    ['scheduling URL', LIMITS.externalUrl, (d, v) => void (section(d, 'Scheduling').schedulingUrl = v)],
    ['video URL', LIMITS.externalUrl, (d, v) => void (section(d, 'Video').videoUrl = v)],
    ['image URL', LIMITS.externalUrl, (d, v) => void (section(d, 'ImageBanner').image = { ...image, urls: { ...image.urls, full: v } })],
    ['analytics measurement id', LIMITS.analyticsMeasurementId, (d, v) => void (d.websiteSettings.analyticsMeasurementId = v)],
  ];

  it.each(cases)('%s: %i characters accepted, one more rejected', (_name, limit, set) => {
    expect(isValid(variant((doc) => set(doc, 'a'.repeat(limit))))).toBe(true);
    expect(isValid(variant((doc) => set(doc, 'a'.repeat(limit + 1))))).toBe(false);
  });
});

describe('siteDocumentSchema count limits (spec §9)', () => {
  const repeat = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));
  const cases: [string, number, (doc: SiteDocument, count: number) => void][] = [
    [
      'reviews',
      LIMITS.reviews,
      (d, n) => {
        const reviews = section(d, 'CustomerReviews');
        reviews.reviews = repeat(n, (i) => ({ ...reviews.reviews[0], id: `r${i}` }));
      },
    ],
    [
      'FAQ items',
      LIMITS.faqItems,
      (d, n) => {
        const faq = section(d, 'FrequentlyAskedQuestions');
        faq.items = repeat(n, (i) => ({ ...faq.items[0], id: `q${i}` }));
      },
    ],
    ['header links', LIMITS.links, (d, n) => void (section(d, 'Header').links = repeat(n, () => button()))],
    ['gallery items', LIMITS.galleryItems, (d, n) => void (section(d, 'Gallery').items = repeat(n, (i) => ({ id: `g${i}`, image })))],
    ['footer links', LIMITS.footerLinks, (d, n) => void (section(d, 'Footer').links = repeat(n, () => button()))],
    [
      'team members',
      LIMITS.teamMembers,
      (d, n) => {
        const team = section(d, 'Team');
        team.members = repeat(n, (i) => ({ ...team.members[0], id: `m${i}` }));
      },
    ],
    [
      'services',
      LIMITS.services,
      (d, n) => {
        const services = section(d, 'Services');
        services.items = repeat(n, (i) => ({ ...services.items[0], id: `s${i}` }));
      },
    ],
    [
      'contact form fields',
      LIMITS.contactFormFields,
      (d, n) => {
        const contact = section(d, 'Contact');
        contact.fields.push(...repeat(n - contact.fields.length, (i) => ({ id: `f${i}`, title: 'X', type: 'Text' as const, validators: [] })));
      },
    ],
  ];

  it.each(cases)('%s: %i accepted, one more rejected', (_name, max, set) => {
    expect(isValid(variant((doc) => set(doc, max)))).toBe(true);
    expect(isValid(variant((doc) => set(doc, max + 1)))).toBe(false);
  });

  it('allows one link per social network', () => {
    expect(
      isValid(
        variant(
          (d) =>
            void (d.websiteSettings.socialLinks = [
              { type: 'X', url: 'x.com/a' },
              { type: 'Yelp', url: '' },
            ]),
        ),
      ),
    ).toBe(true);
    expect(
      isValid(
        variant(
          (d) =>
            void (d.websiteSettings.socialLinks = [
              { type: 'X', url: 'x.com/a' },
              { type: 'X', url: '' },
            ]),
        ),
      ),
    ).toBe(false);
  });
});

describe('siteDocumentSchema section counts', () => {
  const withSections = (types: SectionType[]) => ({ ...full, sections: types.map((type, index) => createDefaultSection(type, `s${index}`, { businessName: 'Acme' })) });

  it('accepts Header and Footer alone', () => {
    expect(isValid(withSections(['Header', 'Footer']))).toBe(true);
  });

  it('rejects a document without Header or without Footer', () => {
    expect(isValid(withSections(['Introduction', 'Footer']))).toBe(false);
    expect(isValid(withSections(['Header', 'Introduction']))).toBe(false);
    expect(isValid(withSections([]))).toBe(false);
  });

  it('rejects two headers or two footers', () => {
    expect(isValid(withSections(['Header', 'Header', 'Footer']))).toBe(false);
    expect(isValid(withSections(['Header', 'Footer', 'Footer']))).toBe(false);
  });

  it.each(['QuoteBanner', 'ImageBanner', 'CodeEmbed'] as const)('accepts 3 %s sections and rejects 4', (type) => {
    expect(isValid(withSections(['Header', type, type, type, 'Footer']))).toBe(true);
    expect(isValid(withSections(['Header', type, type, type, type, 'Footer']))).toBe(false);
  });

  it.each(SECTION_DEFINITIONS.filter((entry) => entry.maxCount === 1 && !entry.required).map((entry) => entry.type))('rejects two %s sections', (type) => {
    expect(isValid(withSections(['Header', type, 'Footer']))).toBe(true);
    expect(isValid(withSections(['Header', type, type, 'Footer']))).toBe(false);
  });

  it('rejects duplicate section ids', () => {
    const doc = withSections(['Header', 'Introduction', 'Footer']);
    doc.sections[1].id = doc.sections[0].id;
    expect(isValid(doc)).toBe(false);
  });
});

describe('siteDocumentSchema ranges and shapes', () => {
  it('keeps overlay opacity within 0 to 0.8', () => {
    for (const [value, ok] of [
      [0, true],
      [0.8, true],
      [0.81, false],
      [-0.01, false],
    ] as const) {
      expect(isValid(variant((d) => void (section(d, 'ImageBanner').overlayOpacity = value)))).toBe(ok);
      expect(isValid(variant((d) => void (section(d, 'Introduction').overlayOpacity = value)))).toBe(ok);
    }
  });

  it('keeps image banner height within 160 to 640 whole pixels', () => {
    for (const [value, ok] of [
      [160, true],
      [640, true],
      [159, false],
      [641, false],
      [320.5, false],
    ] as const) {
      expect(isValid(variant((d) => void (section(d, 'ImageBanner').height = value)))).toBe(ok);
    }
  });

  it('keeps cropper zoom within 1 to 2', () => {
    const withZoom = (zoom: number) => variant((d) => void (section(d, 'ImageBanner').image = { ...image, effects: { ...image.effects, zoom } }));
    expect(isValid(withZoom(2))).toBe(true);
    expect(isValid(withZoom(2.01))).toBe(false);
    expect(isValid(withZoom(0.99))).toBe(false);
  });

  it('accepts border thickness 1, 2, 4 or 8 only', () => {
    for (const thickness of [1, 2, 4, 8]) expect(isValid(variant((d) => void (d.theme.border.thickness = thickness as 1)))).toBe(true);
    expect(isValid(variant((d) => void (d.theme.border.thickness = 3 as 1)))).toBe(false);
  });

  it('requires hex colours', () => {
    expect(isValid(variant((d) => void (d.theme.palette.accent = '#abc')))).toBe(true);
    expect(isValid(variant((d) => void (d.theme.palette.accent = 'red')))).toBe(false);
  });

  it('requires the name, email and message contact fields', () => {
    expect(isValid(variant((d) => void (section(d, 'Contact').fields = section(d, 'Contact').fields.filter((f) => f.id !== 'email'))))).toBe(false);
    expect(isValid(variant((d) => void (section(d, 'Contact').fields[1].validators = ['Required'])))).toBe(false);
    expect(isValid(variant((d) => void section(d, 'Contact').fields.push({ ...section(d, 'Contact').fields[0] })))).toBe(false);
  });

  it('rejects another version and unknown section types', () => {
    expect(isValid({ ...full, version: '2.0' })).toBe(false);
    expect(isValid({ ...full, sections: [...full.sections, { id: 'x', type: 'Carousel' }] })).toBe(false);
  });

  it('fills the defaults the spec gives', () => {
    const parsed = siteDocumentSchema.parse({
      version: '1.0',
      websiteSettings: { id: 'd', businessName: 'Acme' },
      theme: { palette: full.theme.palette, fontPair: full.theme.fontPair },
      sections: [
        { id: 'h', type: 'Header' },
        { id: 'i', type: 'Introduction', heading: 'Hi', body: '' },
        { id: 'b', type: 'ImageBanner' },
        { id: 'c', type: 'Contact', heading: 'Contact' },
        { id: 'f', type: 'Footer' },
      ],
    });
    expect(parsed.websiteSettings.cookieBanner).toEqual({
      enabled: false,
      text: 'This website uses cookies',
      acceptLabel: 'Accept',
      rejectLabel: 'Reject',
    });
    expect(parsed.websiteSettings.hideMadeWithBadge).toBe(false);
    expect(parsed.websiteSettings.socialLinks).toEqual([]);
    expect(parsed.websiteSettings.searchIndexingEnabled).toBe(true);
    expect(parsed.theme).toMatchObject({ presetStyle: 'Common', border: { sides: 'None', thickness: 1 } });
    expect(parsed.websiteSettings.contactFormLanguage).toBe('English');
    expect(parsed.websiteSettings).not.toHaveProperty('handle');
    expect(section(parsed, 'ImageBanner')).toMatchObject({ height: 320, overlayOpacity: 0.2 });
    expect(section(parsed, 'Introduction')).toMatchObject({ overlayOpacity: 0.75, backgroundType: 'ColorFill' });
    expect(section(parsed, 'Contact').fields.map((field) => field.id)).toEqual(['name', 'email', 'message']);
  });
});

describe('siteDocumentArbitrary', () => {
  it('generates documents the schema accepts unchanged', () => {
    fc.assert(
      fc.property(siteDocumentArbitrary, (doc) => {
        const result = siteDocumentSchema.safeParse(doc);
        if (!result.success) throw new Error(JSON.stringify(result.error.issues));
        expect(result.data).toStrictEqual(doc);
      }),
      { numRuns: 150 },
    );
  });
});
