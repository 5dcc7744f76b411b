import {
  createDefaultSection,
  createDefaultSiteDocument,
  galleryItemSchema,
  illustrationColors,
  illustrationOfUrl,
  illustrationPath,
  insertItem,
  linkSchema,
  linkTypeSchema,
  readSiteDocument,
  sectionTypeSchema,
  setField,
  siteDocumentToYDoc,
  type Link,
  type Section,
  type SiteDocument,
} from '@frontdoor/shared';
import { jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SectionEditor } from '../editing/section-editor';
import { newGalleryImage } from './gallery-artwork';
import { contentSections, linkOfType, navigationSections, newNavLink } from './link-options';
import { plain } from './plain';
import { clampText } from './use-doc-text';

// Vite loads the stylesheets the panels import; jest has no CSS transform, so they are stubbed
// before the panel is loaded.
jest.unstable_mockModule('./editors.css', () => ({}));
jest.unstable_mockModule('../images/images.css', () => ({}));
jest.unstable_mockModule('../../../components/ui/dialog.css', () => ({}));
jest.unstable_mockModule('../../../components/opening-hours-editor.css', () => ({}));
jest.unstable_mockModule('../settings/business-details-panel.css', () => ({}));
const { SectionPanel } = await import('./section-panel');

function siteWithEverySection(): SiteDocument {
  return createDefaultSiteDocument({ id: 'draft-1', businessName: 'Maple Barbers', sectionTypes: sectionTypeSchema.options });
}

function fakeEditor(editable: boolean): SectionEditor {
  const ok = { ok: true } as const;
  return {
    set: () => ok,
    insert: () => ok,
    remove: () => ok,
    move: () => ok,
    newId: () => 'new-id',
    rewrite: async () => ({ ok: false, message: 'unused' }),
    editable,
  };
}

function render(section: Section, document: SiteDocument, editable = true): string {
  return renderToStaticMarkup(<SectionPanel section={section} document={document} edit={fakeEditor(editable)} />);
}

describe('link-options', () => {
  const document = siteWithEverySection();
  const from: Link = { type: 'None', label: 'Book now', style: 'Outlined', size: 'Large' };

  it('turns a link into a valid link of every type, keeping label, style and size', () => {
    for (const type of linkTypeSchema.options) {
      const link = linkOfType(type, from, document, contentSections);
      expect(link).not.toBeNull();
      expect(linkSchema.parse(link)).toEqual(link);
      expect(link).toMatchObject({ type, label: 'Book now', style: 'Outlined', size: 'Large' });
    }
  });

  it('refuses a Section link when there is no section to point at', () => {
    expect(linkOfType('Section', from, document, () => false)).toBeNull();
  });

  it('points a new navigation link at the first section the menu lacks', () => {
    const header = document.sections.find((section) => section.type === 'Header');
    if (header?.type !== 'Header') throw new Error('no header');
    const link = newNavLink(document, header.links.slice(1));
    expect(link).toMatchObject({ type: 'Section', sectionId: header.links[0]?.type === 'Section' ? header.links[0].sectionId : '' });
    const allLinked = document.sections.filter(navigationSections).map((section) => ({
      type: 'Section' as const,
      label: 'x',
      style: 'Solid' as const,
      size: 'Medium' as const,
      sectionId: section.id,
    }));
    expect(newNavLink(document, allLinked)).toMatchObject({ type: 'None', label: 'New link' });
  });
});

describe('newGalleryImage', () => {
  it('makes a gallery item the document accepts', () => {
    const document = siteWithEverySection();
    const image = newGalleryImage(document, '0b0f3a52-1d7e-4a3c-9a64-2f0d6e8f9c11');
    expect(galleryItemSchema.safeParse({ id: 'item-1', image }).success).toBe(true);
    expect(image.urls.thumbnail).toMatch(/^\/art\/artwork\.svg\?/);

    const ydoc = siteDocumentToYDoc(document);
    const result = insertItem(ydoc, ['sections', 'gallery', 'items'], 0, plain({ id: 'item-1', image, caption: 'Our shop' }), { max: 10 });
    expect(result).toEqual({ ok: true });
    expect(readSiteDocument(ydoc).ok).toBe(true);
  });

  it('draws the site’s own icons on a site that already shows an illustration', () => {
    const document = siteWithEverySection();
    const colors = { button: '#23466e', accent: '#dfe8f5', background: '#ffffff', text: '#111111', buttonText: '#ffffff' };
    const shown = illustrationPath({ kind: 'spot', icons: ['scissors'], aspect: 'landscape', colors, seed: 'x' });
    const services = document.sections.find((section) => section.type === 'Services');
    if (services?.type !== 'Services') throw new Error('no services');
    services.items[0].image = { ...newGalleryImage(document, 'a'), urls: { thumbnail: shown, small: shown, regular: shown, raw: shown, full: shown } };
    const image = newGalleryImage(document, 'item-2');
    const url = new URL(image.urls.regular, 'http://x');
    expect(url.pathname).toBe('/art/illustration.svg');
    expect(url.searchParams.get('i')).toBe('scissors');
    expect(url.searchParams.get('k')).toBe('scene');
  });
});

describe('an image slot', () => {
  it('shows a drawn illustration in the site’s current colours, as the canvas does', () => {
    const document = siteWithEverySection();
    document.theme.palette = { background: '#fdf6e3', primaryText: '#3b2a1a', buttonBackground: '#f59f00', buttonForeground: '#1a1a1a', accent: '#ffe8cc' };
    const teal = { button: '#1f6f5c', accent: '#e8f3ef', background: '#ffffff', text: '#1f2933', buttonText: '#ffffff' };
    const drawn = illustrationPath({ kind: 'band', icons: ['scissors'], aspect: 'landscape', colors: teal, seed: 'banner 0' });
    const banner = document.sections.find((section) => section.type === 'ImageBanner');
    if (banner?.type !== 'ImageBanner') throw new Error('no image banner');
    banner.image = { ...newGalleryImage(document, 'a'), urls: { thumbnail: drawn, small: drawn, regular: drawn, raw: drawn, full: drawn } };
    const html = render(banner, document);
    const src = /<img src="([^"]+)" alt="Current image/.exec(html)?.[1].replaceAll('&amp;', '&') ?? '';
    expect(illustrationOfUrl(src)?.colors).toEqual(illustrationColors(document.theme.palette));
  });
});

describe('clampText', () => {
  it('cuts text over the limit and leaves the rest', () => {
    expect(clampText('abcdef', 4)).toBe('abcd');
    expect(clampText('abc', 4)).toBe('abc');
  });
});

describe('SectionPanel', () => {
  const document = siteWithEverySection();

  it.each(sectionTypeSchema.options)('renders the %s editor with labelled fields and counters', (type) => {
    const section = document.sections.find((candidate) => candidate.type === type) ?? createDefaultSection(type, `${type}-1`, { businessName: 'Maple' });
    const html = render(section, document);
    expect(html).toContain('data-section-type="' + type + '"');
    // Every text input and textarea has a label pointing at it and a counter.
    const controls = [...html.matchAll(/<(input|textarea|select)[^>]*\bid="([^"]+)"/g)].map((match) => match[2]);
    for (const id of controls) expect(html).toContain(`for="${id}"`);
    const textControls = [...html.matchAll(/<(?:textarea|input(?![^>]*type="(?:checkbox|range)"))[^>]*>/g)].length;
    expect([...html.matchAll(/data-counter=""/g)].length).toBe(textControls);
  });

  it('shows the section fields of each type', () => {
    const of = (type: Section['type']) =>
      render(
        document.sections.find((section) => section.type === type)!,
        document,
      );
    expect(of('Introduction')).toMatch(/>Heading<.*>Body<.*Rewrite with AI.*>Background<.*>Overlay opacity</s);
    expect(of('CustomerReviews')).toContain('Reviews <span class="item-list__count">2 / 6</span>');
    expect(of('CustomerReviews')).toContain('Add review');
    expect(of('QuoteBanner')).toMatch(/>Primary<.*>Subhead<.*>Subordinate</s);
    // Phone and email are the website's business details now (issue 24), with address and hours.
    expect(of('Contact')).toMatch(/>Success message<.*>Submit label<.*>Phone<.*>Email<.*>Street address<.*>Opening hours</s);
    expect(of('Newsletter')).toMatch(/>Field label<.*>Submit label</s);
    expect(of('CodeEmbed')).toContain('editor-input--mono');
  });

  it('keeps the required contact fields without a Remove button', () => {
    const contact = document.sections.find((section) => section.type === 'Contact')!;
    const html = render(contact, document);
    expect(html).not.toMatch(/aria-label="Remove field [123]"/);
    expect(html.match(/>Required</g)?.length).toBe(3);
  });

  it('disables every control when editing is not available', () => {
    for (const section of document.sections) {
      const html = render(section, document, false);
      const controls = [...html.matchAll(/<(input|textarea|select|button)\b[^>]*>/g)].map((match) => match[0]);
      // Only the disclosure buttons of list entries stay usable: reading is still allowed.
      const enabled = controls.filter((tag) => !/\bdisabled=""/.test(tag) && !tag.includes('data-action="toggle"'));
      expect(enabled).toEqual([]);
    }
  });

  it('disables Add at the limit and says why', () => {
    const reviews = document.sections.find((section) => section.type === 'CustomerReviews');
    if (reviews?.type !== 'CustomerReviews') throw new Error('no reviews');
    const full = {
      ...reviews,
      reviews: Array.from({ length: 6 }, (_, index) => ({ id: `r${index}`, paragraph: 'Great', authorName: `A${index}`, authorLocation: '' })),
    };
    const html = render(full, document);
    expect(html).toContain('Maximum of 6 reviews reached');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-action="add"/);
  });

  it('writes schema-valid values through a Y.Doc backed editor', () => {
    const ydoc = siteDocumentToYDoc(document);
    expect(setField(ydoc, ['sections', 'introduction', 'overlayOpacity'], 0.42)).toEqual({ ok: true });
    expect(readSiteDocument(ydoc).ok).toBe(true);
  });
});
