import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { uploadedImageToImage } from '../api/images.js';
import { createDefaultSiteDocument, type DefaultSiteDocumentInput } from '../site/default-site-document.js';
import type { Image } from '../site/image.js';
import { SECTION_DEFINITIONS } from '../site/section-definitions.js';
import type { SectionOf } from '../site/section.js';
import type { SectionType } from '../site/section-type.js';
import { siteDocumentArbitrary } from '../site/site-document.arbitrary.js';
import { siteDocumentSchema, type SiteDocument } from '../site/site-document.js';
import { presetStyleSchema } from '../site/style-enums.js';
import { fontFacesCss } from './font-faces.js';
import { ENHANCE_SCRIPT } from './enhance-script.js';
import { renderPublishedPage } from './published-page.js';
import { SiteView } from './site-view.js';
import { siteStylesheet } from './stylesheet.js';

const FORMS = { contact: '/api/public/acme/contact', newsletter: '/api/public/acme/newsletter' };
const OPTIONS = { canonicalUrl: 'https://frontdoor.example/acme', forms: FORMS };
const ALL_TYPES = SECTION_DEFINITIONS.map((entry) => entry.type);
/** The page's structured data: a data block, not a script (no CSP hash needed). */
const isJsonLd = (raw: { name: string; text: string }) => raw.name === 'script' && raw.text.startsWith('{"@context":"https://schema.org"');
const scripts = (tags: Tag[]) => opening(tags, 'script').filter((tag) => tag.attributes.type !== 'application/ld+json');
const VOID = new Set(['meta', 'link', 'img', 'input', 'br', 'hr', 'source', 'area', 'base', 'col', 'embed', 'track', 'wbr']);

interface Tag {
  name: string;
  attributes: Record<string, string>;
  closing: boolean;
}

/**
 * Tokenises React's markup (double-quoted attributes, escaped text) into tags, skipping the raw
 * text of style and script elements, and checks that every element is closed in order.
 */
function parse(html: string, fragment = false): { tags: Tag[]; rawTexts: { name: string; text: string }[] } {
  if (!fragment) expect(html.startsWith('<!doctype html><html')).toBe(true);
  const tags: Tag[] = [];
  const rawTexts: { name: string; text: string }[] = [];
  const stack: string[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>/y;
  let index = fragment ? 0 : '<!doctype html>'.length;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next === -1) break;
    tagPattern.lastIndex = next;
    const match = tagPattern.exec(html);
    if (!match) throw new Error(`Unparseable markup at ${next}: ${html.slice(next, next + 80)}`);
    const [, slash, rawName, rawAttributes, selfClosing] = match;
    const name = rawName.toLowerCase();
    const attributes: Record<string, string> = {};
    for (const [, attribute, value] of rawAttributes.matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)) {
      expect(attributes).not.toHaveProperty(attribute.toLowerCase());
      attributes[attribute.toLowerCase()] = value ?? '';
    }
    tags.push({ name, attributes, closing: slash === '/' });
    index = tagPattern.lastIndex;
    if (slash) {
      expect(stack.pop()).toBe(name);
    } else if (!selfClosing && !VOID.has(name)) {
      if (name === 'style' || name === 'script') {
        const end = html.indexOf(`</${name}>`, index);
        rawTexts.push({ name, text: html.slice(index, end) });
        index = end;
      }
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  return { tags, rawTexts };
}

const opening = (tags: Tag[], name: string) => tags.filter((tag) => tag.name === name && !tag.closing);

function documentWith(types: readonly SectionType[], input: Partial<DefaultSiteDocumentInput> = {}): SiteDocument {
  return createDefaultSiteDocument({ id: 'draft-1', businessName: 'Acme Plumbing', sectionTypes: types, ...input });
}

function section<T extends SectionType>(document: SiteDocument, type: T): SectionOf<T> {
  return document.sections.find((entry) => entry.type === type) as SectionOf<T>;
}

function image(seed: string): Image {
  const url = (width: number) => `https://images.example.com/${seed}?w=${width}`;
  return {
    provider: 'Unsplash',
    urls: { thumbnail: url(200), small: url(400), regular: url(1080), raw: url(4000), full: url(4000) },
    alt: `Picture ${seed}`,
    width: 4000,
    height: 3000,
    fit: 'cover',
    effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
  };
}

/** Every section type, with images, links and items, so every view draws something. */
function richDocument(): SiteDocument {
  const document = documentWith(ALL_TYPES);
  section(document, 'Introduction').image = image('intro');
  section(document, 'Services').items[0].image = image('service');
  section(document, 'Gallery').items = [
    { id: 'g1', image: image('g1'), caption: 'First' },
    { id: 'g2', image: image('g2') },
  ];
  section(document, 'Team').members[0].image = image('team');
  section(document, 'ImageBanner').heading = 'Open every day';
  section(document, 'ImageBanner').image = image('banner');
  section(document, 'ImageBanner').button = { type: 'Phone', label: 'Call us', style: 'Solid', size: 'Large', phone: '+1 555 0100' };
  section(document, 'Scheduling').schedulingUrl = 'https://calendly.com/acme';
  section(document, 'Video').videoUrl = 'https://www.youtube.com/watch?v=abc';
  section(document, 'CodeEmbed').code = '<b>Embedded</b>';
  section(document, 'CodeEmbed').heading = 'Where we work';
  section(document, 'Contact').email = 'hello@acme.example';
  section(document, 'Contact').phone = '+1 555 0100';
  section(document, 'Footer').links = [
    { type: 'Web', label: 'Privacy', style: 'Solid', size: 'Medium', url: 'https://acme.example/privacy', openInNewTab: true, webRisk: 'Safe' },
    { type: 'Email', label: 'Write to us', style: 'Solid', size: 'Medium', email: 'hello@acme.example' },
    { type: 'Social', label: 'Instagram', style: 'Solid', size: 'Medium', socialType: 'Instagram' },
  ];
  document.websiteSettings.socialLinks = [{ type: 'Instagram', url: 'https://instagram.com/acme' }];
  return siteDocumentSchema.parse(document);
}

describe('renderPublishedPage', () => {
  it('renders every section type into one well-formed document with one h1 and an h2 per section', () => {
    const document = richDocument();
    const page = renderPublishedPage(document, OPTIONS);
    const { tags } = parse(page.html);
    expect(opening(tags, 'html')).toHaveLength(1);
    expect(opening(tags, 'head')).toHaveLength(1);
    expect(opening(tags, 'body')).toHaveLength(1);
    expect(opening(tags, 'main')).toHaveLength(1);
    expect(opening(tags, 'header')).toHaveLength(1);
    expect(opening(tags, 'footer')).toHaveLength(1);
    expect(opening(tags, 'h1')).toHaveLength(1);
    const ids = tags.flatMap((tag) => (tag.closing || tag.attributes.id === undefined ? [] : [tag.attributes.id]));
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of document.sections) expect(ids).toContain(entry.id);
    // Every section with a heading is labelled by its h2 (the introduction by the h1).
    const labelled = opening(tags, 'section')
      .map((tag) => tag.attributes['aria-labelledby'])
      .filter(Boolean);
    for (const id of labelled) expect(ids).toContain(id);
    expect(opening(tags, 'h2')).toHaveLength(document.sections.length - 3);
  });

  it('fills in the head: language, title, description, keywords, canonical, Open Graph, favicon', () => {
    const document = richDocument();
    document.websiteSettings.pageTitle = 'Acme Plumbing | Emergency plumber';
    document.websiteSettings.seoKeywords = 'plumber, boiler';
    document.websiteSettings.faviconUrl = 'https://cdn.example.com/icon.png';
    document.websiteSettings.contactFormLanguage = 'French';
    const { html } = renderPublishedPage(document, OPTIONS);
    const { tags } = parse(html);
    expect(opening(tags, 'html')[0].attributes.lang).toBe('fr');
    expect(html).toContain('<title>Acme Plumbing | Emergency plumber</title>');
    const meta = (key: string) => opening(tags, 'meta').find((tag) => tag.attributes.name === key || tag.attributes.property === key)?.attributes.content;
    expect(meta('description')).toMatch(/^Acme Plumbing offers friendly/);
    expect(meta('keywords')).toBe('plumber, boiler');
    expect(meta('og:title')).toBe('Acme Plumbing | Emergency plumber');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe('https://frontdoor.example/acme');
    expect(meta('og:image')).toBe('https://images.example.com/intro?w=1080');
    expect(meta('robots')).toBeUndefined();
    expect(opening(tags, 'meta').some((tag) => tag.attributes.charset === 'utf-8')).toBe(true);
    expect(meta('viewport')).toBe('width=device-width, initial-scale=1');
    const link = (rel: string) => opening(tags, 'link').find((tag) => tag.attributes.rel === rel)?.attributes.href;
    expect(link('canonical')).toBe('https://frontdoor.example/acme');
    expect(link('icon')).toBe('https://cdn.example.com/icon.png');
  });

  it('links an uploaded browser icon and draws an uploaded logo in the header, sized and named', () => {
    const document = documentWith(['Contact'], { businessName: 'Harbor Dental' });
    const hash = 'a'.repeat(64);
    document.websiteSettings.faviconUrl = `/uploads/${hash}.ico`;
    const url = `/uploads/${'b'.repeat(64)}.png`;
    document.websiteSettings.logo = {
      ...document.websiteSettings.logo,
      type: 'Image',
      image: {
        provider: 'Custom',
        providerId: 'b'.repeat(64),
        urls: { thumbnail: url, small: url, regular: url, raw: url, full: url },
        alt: 'Harbor Dental',
        width: 240,
        height: 80,
        fit: 'contain',
        effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
      },
    };
    expect(siteDocumentSchema.safeParse(document).success).toBe(true);
    const { html } = renderPublishedPage(document, OPTIONS);
    const { tags } = parse(html);
    expect(opening(tags, 'link').find((tag) => tag.attributes.rel === 'icon')?.attributes.href).toBe(`/uploads/${hash}.ico`);
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain(`<img src="${url}" alt="Harbor Dental" width="240" height="80" decoding="async" class="lgi fit"/>`);
    // The business name is the logo's text only when the logo is text.
    expect(header).not.toContain('>Harbor Dental</a>');
    // Without an image, or as text again, the header names the business.
    document.websiteSettings.logo = { ...document.websiteSettings.logo, type: 'Text' };
    expect(renderPublishedPage(document, OPTIONS).html).toContain('<a class="logo" href="#">Harbor Dental</a>');
  });

  it('asks search engines not to index a site with indexing disabled', () => {
    const document = documentWith(['Contact']);
    document.websiteSettings.searchIndexingEnabled = false;
    expect(renderPublishedPage(document, OPTIONS).html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('leaves out Scheduling and Video without a valid link, and an empty code embed', () => {
    const document = documentWith(['Scheduling', 'Video', 'CodeEmbed']);
    section(document, 'Video').videoUrl = 'javascript:alert(1)';
    const { html } = renderPublishedPage(document, OPTIONS);
    expect(html).not.toContain('id="scheduling"');
    expect(html).not.toContain('id="video"');
    expect(html).not.toContain('id="code-embed"');
    expect(html).not.toContain('Book an Appointment');
    expect(html).not.toContain('javascript:');
  });

  it('shows the code embed only inside a sandboxed iframe', () => {
    const document = documentWith(['CodeEmbed']);
    const code = '<script>parent.document.cookie</script><img src=x onerror="alert(1)">';
    section(document, 'CodeEmbed').code = code;
    const page = renderPublishedPage(document, OPTIONS);
    const { tags } = parse(page.html);
    const frames = opening(tags, 'iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].attributes.sandbox).toBe('allow-scripts');
    expect(frames[0].attributes.title).toBeTruthy();
    expect(frames[0].attributes.srcdoc).toBe(code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
    expect(page.html).not.toContain(code);
    expect(opening(tags, 'script')).toHaveLength(page.inlineScripts.length);
  });

  it('shows every text as text: script and attribute payloads never become markup', () => {
    const payloads = ['<script>alert(1)</script>', '" onmouseover="alert(1)', "'><img src=x onerror=alert(1)>"];
    // Ids stay ids (the contact form's required fields are found by id); every other string
    // holds the payload, cut to its limit, unless the schema wants an enum value or a colour.
    const skip = /^(id|sectionId)$/;
    payloads.forEach((payload, round) => {
      const poison = (value: unknown, key: string): unknown => {
        if (typeof value === 'string') return skip.test(key) ? value : payload;
        if (Array.isArray(value)) return value.map((item) => poison(item, key));
        if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
        return value;
      };
      const original = richDocument();
      const candidate = poison(original, '') as SiteDocument;
      for (let attempt = 0; attempt < 20; attempt++) {
        const result = siteDocumentSchema.safeParse(candidate);
        if (result.success) break;
        for (const issue of result.error.issues) {
          const at = (root: unknown, path: PropertyKey[]) => path.reduce<any>((node, part) => node?.[part as string], root);
          const parent = at(candidate, issue.path.slice(0, -1));
          const last = issue.path[issue.path.length - 1] as string;
          if (typeof parent?.[last] !== 'string') continue;
          parent[last] = issue.code === 'too_big' && typeof issue.maximum === 'number' ? parent[last].slice(0, Number(issue.maximum)) : at(original, issue.path);
        }
      }
      const document = siteDocumentSchema.parse(candidate);
      document.websiteSettings.cookieBanner.enabled = round === 0;
      const page = renderPublishedPage(document, OPTIONS);
      const { tags, rawTexts } = parse(page.html);
      expect(scripts(tags)).toHaveLength(page.inlineScripts.length);
      expect(rawTexts.filter((raw) => raw.name === 'script' && !isJsonLd(raw)).map((raw) => raw.text)).toEqual(page.inlineScripts);
      // The owner's texts are in the structured data too, and cannot close its element.
      const data = rawTexts.filter(isJsonLd);
      expect(data).toHaveLength(1);
      expect(data[0]!.text).not.toMatch(/[<>]/);
      expect(JSON.stringify(JSON.parse(data[0]!.text))).toContain(JSON.stringify(payload).slice(1, -1));
      expect(rawTexts.filter((raw) => raw.name === 'style').map((raw) => raw.text)).toEqual(page.inlineStyles);
      for (const tag of tags) for (const name of Object.keys(tag.attributes)) expect(name).not.toMatch(/^on/);
      expect(opening(tags, 'img').filter((tag) => tag.attributes.src === 'x')).toHaveLength(0);
      expect(page.inlineStyles[0]).not.toContain('<');
      const escaped = payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
      expect(page.html.split(escaped).length).toBeGreaterThan(10);
    });
  });

  it('renders any valid document (fast-check) as one well-formed page with exactly one h1', () => {
    fc.assert(
      fc.property(siteDocumentArbitrary, (document) => {
        const page = renderPublishedPage(document, OPTIONS);
        const { tags, rawTexts } = parse(page.html);
        expect(opening(tags, 'h1')).toHaveLength(1);
        expect(opening(tags, 'h1')[0].attributes.id ?? '').not.toBe('x');
        for (const tag of tags) for (const name of Object.keys(tag.attributes)) expect(name).not.toMatch(/^on/);
        expect(rawTexts.filter((raw) => !isJsonLd(raw)).map((raw) => raw.text)).toEqual([...page.inlineStyles, ...page.inlineScripts]);
        for (const data of rawTexts.filter(isJsonLd)) expect(JSON.parse(data.text)['@type']).toBe('LocalBusiness');
        const ids = tags.flatMap((tag) => (tag.closing || tag.attributes.id === undefined ? [] : [tag.attributes.id]));
        expect(new Set(ids).size).toBe(ids.length);
        for (const tag of opening(tags, 'a')) {
          if (tag.attributes.href !== undefined) expect(tag.attributes.href).toMatch(/^(#|https?:\/\/|mailto:|tel:)/);
        }
        for (const tag of opening(tags, 'img')) expect(tag.attributes.src).toMatch(/^(https?:\/\/|\/|data:image\/)/i);
      }),
      { numRuns: 150 },
    );
  });

  it.each(presetStyleSchema.options)(
    'keeps the page light with the %s preset: stylesheet under 16 KB (plus its font faces under 2.5 KB), whole default page under 60 KB',
    (preset) => {
      const withPreset = (document: SiteDocument) => ({ ...document, theme: { ...document.theme, presetStyle: preset } });
      const rich = renderPublishedPage(withPreset(richDocument()), OPTIONS);
      // The @font-face rules of the two web fonts (issue 27) come on top of the theme's rules.
      const faces = fontFacesCss(withPreset(richDocument()).theme, withPreset(richDocument()).websiteSettings.logo).length;
      expect(faces).toBeLessThan(2.5 * 1024);
      expect(rich.inlineStyles[0].length - faces).toBeLessThan(16 * 1024);
      const every = withPreset(richDocument());
      every.websiteSettings.cookieBanner.enabled = true;
      expect(renderPublishedPage(every, OPTIONS).inlineStyles[0].length - faces).toBeLessThan(16 * 1024);
      const standard = renderPublishedPage(withPreset(documentWith(SECTION_DEFINITIONS.filter((entry) => entry.default).map((entry) => entry.type))), OPTIONS);
      const bytes = new TextEncoder().encode(standard.html).length;
      expect(bytes).toBeLessThan(60 * 1024);
      expect(new TextEncoder().encode(rich.html).length).toBeLessThan(60 * 1024);
    },
  );

  it('uses the same script text on every site, so its CSP hash never changes', () => {
    const one = renderPublishedPage(documentWith(['Contact']), OPTIONS);
    const other = richDocument();
    other.websiteSettings.analyticsMeasurementId = 'G-ABC123XYZ9';
    other.websiteSettings.cookieBanner.enabled = true;
    other.theme.palette.background = '#101820';
    const two = renderPublishedPage(other, { ...OPTIONS, canonicalUrl: 'https://frontdoor.example/other' });
    expect(one.inlineScripts).toEqual([ENHANCE_SCRIPT]);
    expect(two.inlineScripts).toEqual(one.inlineScripts);
    expect(two.inlineStyles).not.toEqual(one.inlineStyles);
    expect(ENHANCE_SCRIPT).not.toContain('G-ABC123XYZ9');
    expect(ENHANCE_SCRIPT).not.toMatch(/<\/?script/i);
    expect(two.html).toContain('<body data-ga="G-ABC123XYZ9">');
  });

  it('adds no script to a page without forms, cookie banner or analytics', () => {
    const page = renderPublishedPage(documentWith(['Services']), OPTIONS);
    expect(page.inlineScripts).toEqual([]);
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('data-ga');
  });

  it('passes only a well-formed analytics id to the page', () => {
    const document = documentWith(['Services']);
    document.websiteSettings.analyticsMeasurementId = '"><x';
    expect(renderPublishedPage(document, OPTIONS).html).not.toContain('data-ga');
  });

  it('draws the cookie banner hidden (the script shows it) with the owner’s texts', () => {
    const document = documentWith(['Services']);
    document.websiteSettings.cookieBanner = { enabled: true, text: 'We use cookies to count visits', acceptLabel: 'OK', rejectLabel: 'No thanks' };
    const { html, inlineScripts } = renderPublishedPage(document, OPTIONS);
    expect(inlineScripts).toEqual([ENHANCE_SCRIPT]);
    expect(html).toMatch(/<div id="fd-ck" class="ck" role="region" aria-label="Cookie notice" hidden="">/);
    expect(html).toContain('We use cookies to count visits');
    expect(html).toContain('data-consent="accept">OK</button>');
    expect(html).toContain('data-consent="reject">No thanks</button>');
    document.websiteSettings.cookieBanner.enabled = false;
    expect(renderPublishedPage(document, OPTIONS).html).not.toContain('fd-ck');
  });

  it('asks for consent before analytics even when the owner left the cookie banner off', () => {
    const document = documentWith(['Services']);
    document.websiteSettings.analyticsMeasurementId = 'G-ABC123XYZ9';
    const { html } = renderPublishedPage(document, OPTIONS);
    expect(html).toContain('<body data-ga="G-ABC123XYZ9">');
    expect(html).toMatch(/<div id="fd-ck" class="ck" role="region" aria-label="Cookie notice" hidden="">/);
  });
});

describe('SiteView', () => {
  const render = (document: SiteDocument, mode: 'published' | 'preview' = 'published') =>
    renderToStaticMarkup(<SiteView document={document} mode={mode} forms={FORMS} />);

  const tagsOf = (html: string) => parse(html, true).tags;

  it('posts a real contact form with the document’s fields, a honeypot and the success message', () => {
    const document = documentWith(['Contact']);
    section(document, 'Contact').fields.push({ id: 'budget', title: 'Budget', type: 'Text', validators: [] });
    section(document, 'Contact').successMessage = 'Thanks, talk soon!';
    const tags = tagsOf(render(document));
    const [form] = opening(tags, 'form');
    expect(form.attributes).toMatchObject({ method: 'post', action: FORMS.contact, 'data-fd': '', 'data-success': 'Thanks, talk soon!' });
    expect(form.attributes['aria-labelledby']).toMatch(/^fd-h\d+$/);
    const fields = tags.filter((tag) => !tag.closing && (tag.name === 'input' || tag.name === 'textarea'));
    expect(fields.map((tag) => [tag.name, tag.attributes.name, tag.attributes.type, 'required' in tag.attributes])).toEqual([
      ['input', 'name', 'text', true],
      ['input', 'email', 'email', true],
      ['textarea', 'message', undefined, true],
      ['input', 'budget', 'text', false],
      ['input', 'company_website', 'text', false],
    ]);
    const labels = opening(tags, 'label')
      .map((tag) => tag.attributes.for)
      .filter(Boolean);
    expect(labels).toEqual(fields.slice(0, 4).map((tag) => tag.attributes.id));
    const honeypot = fields[4].attributes;
    expect(honeypot).toMatchObject({ tabindex: '-1', autocomplete: 'off' });
    const hidden = opening(tags, 'div').find((tag) => tag.attributes.class === 'hp');
    expect(hidden?.attributes['aria-hidden']).toBe('true');
    expect(opening(tags, 'p').find((tag) => tag.attributes.class === 'fst')?.attributes.role).toBe('status');
    expect(opening(tags, 'button')[0].attributes.type).toBe('submit');
  });

  it('posts the newsletter form to its endpoint', () => {
    const tags = tagsOf(render(documentWith(['Newsletter'])));
    expect(opening(tags, 'form')[0].attributes).toMatchObject({ method: 'post', action: FORMS.newsletter, 'data-fd': '' });
    expect(opening(tags, 'input')[0].attributes).toMatchObject({ name: 'email', type: 'email', required: '', autocomplete: 'email' });
  });

  it('disables the forms in the editor’s preview', () => {
    const html = render(documentWith(['Contact', 'Newsletter']), 'preview');
    expect(html).not.toContain('action=');
    expect(html).not.toContain('data-fd');
    expect(html.match(/<fieldset disabled="">/g)).toHaveLength(2);
  });

  it('shows the built-in texts in the site’s language unless the owner changed them', () => {
    const document = documentWith(['Contact', 'Newsletter'], {});
    document.websiteSettings.contactFormLanguage = 'German';
    section(document, 'Contact').fields[2].title = 'Ihr Anliegen';
    const html = render(document);
    expect(html).toContain('>Name</label>');
    expect(html).toContain('>E-Mail</label>');
    expect(html).toContain('>Ihr Anliegen</label>');
    expect(html).toContain('>Senden</button>');
    expect(html).toContain('>Abonnieren</button>');
    expect(html).toContain('>E-Mail-Adresse</label>');
    expect(html).toContain('data-success="Vielen Dank! Wir melden uns in Kürze."');
  });

  it('makes links of every type, with safe targets', () => {
    const document = richDocument();
    const header = section(document, 'Header');
    header.links = [
      { type: 'Section', label: 'Services', style: 'Solid', size: 'Medium', sectionId: 'services' },
      { type: 'Section', label: 'Gone', style: 'Solid', size: 'Medium', sectionId: 'removed' },
      { type: 'Web', label: 'Shop', style: 'Solid', size: 'Medium', url: 'shop.acme.example', openInNewTab: true, webRisk: 'Safe' },
      { type: 'Web', label: 'Bad', style: 'Solid', size: 'Medium', url: 'https://malware.example', openInNewTab: true, webRisk: 'Unsafe' },
      { type: 'Phone', label: 'Call', style: 'Solid', size: 'Medium', phone: '+1 (555) 0100' },
      { type: 'Email', label: 'Mail', style: 'Solid', size: 'Medium', email: 'hi@acme.example' },
      { type: 'Social', label: 'Insta', style: 'Solid', size: 'Medium', socialType: 'Instagram' },
    ].slice(0, 6) as typeof header.links;
    header.button = { type: 'Section', label: 'Quote', style: 'Outlined', size: 'Large', sectionId: 'contact' };
    const html = render(document);
    expect(html).toContain('<a href="#services">Services</a>');
    expect(html).toContain('<span>Gone</span>');
    expect(html).toContain('<a href="https://shop.acme.example" target="_blank" rel="noopener">Shop</a>');
    expect(html).toContain('<span>Bad</span>');
    expect(html).not.toContain('malware.example');
    expect(html).toContain('<a href="tel:+15550100">Call</a>');
    expect(html).toContain('<a href="mailto:hi@acme.example">Mail</a>');
    expect(html).toContain('<a href="#contact" class="btn o l cta">Quote</a>');
    expect(html).toContain('<a href="https://instagram.com/acme" target="_blank" rel="noopener me">Instagram</a>');
  });

  it('shows a button whose address was flagged as malicious as its label in plain text, and a safe one as a link', () => {
    const document = richDocument();
    const web = (label: string, url: string, webRisk: 'Unsafe' | 'Pending' | 'Failed') =>
      ({ type: 'Web', label, style: 'Solid', size: 'Medium', url, openInNewTab: true, webRisk }) as const;
    section(document, 'Introduction').button = web('Claim your prize', 'https://paypa1.example/win', 'Unsafe');
    section(document, 'Header').button = web('Bad deal', 'https://malware.example/deal', 'Unsafe');
    section(document, 'Services').items[0].button = web('Book now', 'https://book.acme.example', 'Pending');
    section(document, 'ImageBanner').button = web('Partner', 'https://partner.example', 'Failed');
    const html = render(document);
    expect(html).toContain('<span>Claim your prize</span>');
    expect(html).toContain('<li><span>Bad deal</span></li>');
    expect(html).not.toContain('paypa1.example');
    expect(html).not.toContain('malware.example');
    // Not checked yet, or a check that could not be made: still a link (only Unsafe is not).
    expect(html).toContain('<a href="https://book.acme.example" class="btn" target="_blank" rel="noopener">Book now</a>');
    expect(html).toMatch(/<a href="https:\/\/partner.example" class="btn[^"]*" target="_blank" rel="noopener">Partner<\/a>/);
  });

  it('loads the introduction picture first and every other picture lazily, with sizes', () => {
    const html = render(richDocument());
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toContain('src="https://images.example.com/intro?w=1080"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).not.toContain('loading=');
    expect(images[0]).toContain(
      'srcSet="https://images.example.com/intro?w=400 400w, https://images.example.com/intro?w=1080 1080w, https://images.example.com/intro?w=4000 4000w"',
    );
    expect(images[0]).toContain('width="4000" height="3000"');
    expect(images[0]).toContain('alt="Picture intro"');
    for (const other of images.slice(1)) {
      expect(other).toContain('loading="lazy"');
      expect(other).toMatch(/sizes="[^"]+"/);
    }
  });

  it("offers an uploaded photo's stored sizes at their real widths (400, 720, 1080, at most 2400), never wider than the photo", () => {
    const url = (size: string) => `/uploads/${size.padEnd(64, '0')}.webp`;
    const uploaded = (width: number, height: number, phoneSize = true) =>
      uploadedImageToImage(
        {
          id: '0b0f5a52-3d2b-4f43-9a57-7f5f1f0c6a11',
          urls: { thumbnail: url('a'), small: url('b'), regular: url('c'), full: url('d'), raw: url('e'), ...(phoneSize ? { medium: url('f') } : {}) },
          width,
          height,
          placeholder: 'data:image/webp;base64,AAAA',
          createdAt: '2025-01-01T00:00:00.000Z',
          inUse: { draft: false, published: false },
        },
        'Our waiting room',
      );
    const introImage = (image: Image) => {
      const document = richDocument();
      section(document, 'Introduction').image = image;
      expect(siteDocumentSchema.safeParse(document).success).toBe(true);
      return [...render(document).matchAll(/<img [^>]*>/g)][0]![0];
    };
    const photo = introImage(uploaded(4000, 3000));
    expect(photo).toContain(`src="${url('c')}"`);
    expect(photo).toContain(`srcSet="${url('b')} 400w, ${url('f')} 720w, ${url('c')} 1080w, ${url('d')} 2400w"`);
    // A phone (2.5 device pixels per CSS pixel and more) is given the picture drawn at 2×.
    expect(photo).toContain('sizes="(min-width: 769px) 50vw, (min-resolution: 2.5dppx) calc(100vw / 1.5), 100vw"');
    expect(photo).toContain('width="4000" height="3000"');
    expect(photo).toContain('alt="Our waiting room"');
    // A photo 900 px wide is stored at 400, 720 px and at its own width (regular and full are the same size).
    expect(introImage(uploaded(900, 600))).toContain(`srcSet="${url('b')} 400w, ${url('f')} 720w, ${url('c')} 900w"`);
    // A photo uploaded before the phone size was made has none.
    expect(introImage(uploaded(4000, 3000, false))).toContain(`srcSet="${url('b')} 400w, ${url('c')} 1080w, ${url('d')} 2400w"`);
  });

  it('shows placeholders in the preview where the published page shows nothing', () => {
    const document = documentWith(['Scheduling', 'Video', 'Gallery']);
    expect(render(document)).not.toContain('class="ph"');
    expect(render(document, 'preview').match(/class="ph"/g)).toHaveLength(3);
  });

  it('uses no style attributes, which a strict CSP would block', () => {
    expect(render(richDocument())).not.toMatch(/\sstyle=/);
  });

  it('names the preset on the page root and sets each content section on its preset’s surface', () => {
    const types: SectionType[] = ['Header', 'Introduction', 'Services', 'Gallery', 'QuoteBanner', 'CustomerReviews', 'Contact', 'Footer'];
    const toneOf = (html: string) => Object.fromEntries([...html.matchAll(/<section id="([^"]+)" class="sec (t[01])/g)].map(([, id, tone]) => [id, tone]));
    const withPreset = (preset: SiteDocument['theme']['presetStyle']) => {
      const document = documentWith(types);
      document.theme.presetStyle = preset;
      section(document, 'Gallery').items = [{ id: 'g1', image: image('g1') }];
      return render(document);
    };
    expect(withPreset('Common')).toMatch(/^<div class="fd p-c">/);
    expect(withPreset('Geometric')).toMatch(/^<div class="fd p-geo">/);
    // Common alternates from the background, CommonAlt from the tint, Elegant keeps to the background but for the reviews.
    expect(Object.values(toneOf(withPreset('Common')))).toEqual(['t0', 't1', 't0', 't1']);
    expect(Object.values(toneOf(withPreset('CommonAlt')))).toEqual(['t1', 't0', 't1', 't0']);
    expect(Object.values(toneOf(withPreset('Elegant')))).toEqual(['t0', 't0', 't1', 't0']);
  });

  it('gives a banner and an introduction without a picture the preset’s pattern, and pictures their own layouts', () => {
    const document = documentWith(['Introduction', 'ImageBanner']);
    section(document, 'ImageBanner').heading = 'Open every day';
    const bare = render(document);
    expect(bare).toMatch(/<section id="[^"]+" class="intro plain x1"/);
    expect(bare).toMatch(/<section id="[^"]+" class="ibn x2 pat"/);
    section(document, 'ImageBanner').image = image('banner');
    section(document, 'Introduction').image = image('intro');
    section(document, 'Introduction').backgroundType = 'Image';
    const pictured = render(document);
    expect(pictured).toMatch(/class="intro cover x1"/);
    expect(pictured).toMatch(/class="ibn x2 img"/);
    section(document, 'Introduction').backgroundType = 'ColorFill';
    document.theme.imageAlignment = 'Left';
    expect(render(document)).toMatch(/class="intro split left x1"/);
    for (const preset of presetStyleSchema.options) {
      const css = siteStylesheet({ ...document.theme, presetStyle: preset }, { sections: document.sections });
      // The band colour under a pattern, and a pattern behind the introduction's words.
      expect([preset, /\.pat\{background:[^}]*var\(--bd\)/.test(css)]).toEqual([preset, true]);
      expect([preset, /\.plain:before\{[^}]*background:[^}]*gradient/.test(css)]).toEqual([preset, true]);
    }
  });

  it('draws a carousel gallery as a focusable labelled group inside its section, not a second landmark of the same name', () => {
    const document = documentWith(['Gallery']);
    section(document, 'Gallery').layout = 'Carousel';
    section(document, 'Gallery').items = [{ id: 'g1', image: image('g1') }];
    const html = render(document);
    expect(html).toContain('<div class="car" role="group" tabindex="0" aria-label="Gallery">');
    expect(html).not.toContain('role="region"');
  });

  it('gives a carousel Previous/Next photos buttons that the page script shows, and the script only then (issue 26)', () => {
    const document = documentWith(['Gallery']);
    section(document, 'Gallery').layout = 'Carousel';
    section(document, 'Gallery').items = [{ id: 'g1', image: image('g1') }];
    // One picture: nothing to scroll to, no script for it.
    expect(renderPublishedPage(document, OPTIONS).inlineScripts).toEqual([]);
    section(document, 'Gallery').items.push({ id: 'g2', image: image('g2') }, { id: 'g3', image: image('g3') });
    const page = renderPublishedPage(document, OPTIONS);
    expect(page.html).toMatch(
      /<div class="carn" data-car="" hidden=""><button type="button" aria-label="Previous photos">.*?<\/button><button type="button" aria-label="Next photos">/,
    );
    expect(page.inlineScripts).toEqual([ENHANCE_SCRIPT]);
    expect(ENHANCE_SCRIPT).toContain("querySelectorAll('[data-car]')");
    expect(() => new Function(ENHANCE_SCRIPT)).not.toThrow(); // it parses
    document.websiteSettings.contactFormLanguage = 'French';
    expect(renderPublishedPage(document, OPTIONS).html).toContain('aria-label="Photos suivantes"');
  });

  it('includes only the rules a page needs', () => {
    const small = siteStylesheet(documentWith(['Services']).theme, { sections: documentWith(['Services']).sections });
    const all = siteStylesheet(documentWith(ALL_TYPES).theme);
    expect(small.length).toBeLessThan(all.length);
    expect(small).not.toContain('.faq');
  });
});

describe('the business details on the published page (issue 24)', () => {
  function localDocument(): SiteDocument {
    const document = documentWith(['Header', 'Introduction', 'Contact', 'Footer']);
    document.websiteSettings.business = {
      phone: '+44 113 496 0000',
      email: 'hello@pawfect.example',
      address: '12 Otley Road, Headingley, Leeds LS6 2AA',
      serviceArea: 'Leeds and 10 miles around',
      hours: [
        ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, opens: '09:00', closes: '17:30' })),
        { day: 'Saturday', opens: '09:00', closes: '12:00' },
        { day: 'Saturday', opens: '13:00', closes: '16:00' },
      ],
      hoursNote: 'Sundays by appointment',
    };
    return siteDocumentSchema.parse(document);
  }
  const MAPS = 'https://www.google.com/maps/search/?api=1&amp;query=12%20Otley%20Road%2C%20Headingley%2C%20Leeds%20LS6%202AA';
  const jsonLd = (html: string) => {
    const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    return match ? JSON.parse(match[1]!) : null;
  };
  const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  const footer = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  const contact = (html: string) => html.slice(html.indexOf('class="w ct'), html.indexOf('<form'));

  it('reports taps on the phone number and Directions with the links’ ping, when the page has an address for them (issue 42)', () => {
    const html = renderPublishedPage(localDocument(), { ...OPTIONS, forms: { ...FORMS, tap: '/api/public/acme/tap' } }).html;
    const calls = [...html.matchAll(/<a [^>]*href="tel:\+441134960000"[^>]*>/g)].map((match) => match[0]);
    const directions = [...html.matchAll(/<a [^>]*href="https:\/\/www\.google\.com\/maps[^"]*"[^>]*>/g)].map((match) => match[0]);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(directions.length).toBeGreaterThanOrEqual(2);
    for (const link of calls) expect(link).toContain('ping="/api/public/acme/tap/call"');
    for (const link of directions) expect(link).toContain('ping="/api/public/acme/tap/directions"');
    // Without a tap address (as before), no ping at all.
    expect(renderPublishedPage(localDocument(), OPTIONS).html).not.toContain('ping=');
  });

  it('puts a tap-to-call and a directions link in the header, and the number for wide screens', () => {
    const html = renderPublishedPage(localDocument(), OPTIONS).html;
    expect(header(html)).toContain('<a class="btn qc" href="tel:+441134960000">');
    expect(header(html)).toMatch(/<a class="btn qc" href="tel:\+441134960000">.*Call \+44 113 496 0000<\/a>/);
    expect(header(html)).toContain(`<a class="btn o" href="${MAPS}" target="_blank" rel="noopener">`);
    expect(header(html)).toMatch(/<a class="hph" href="tel:\+441134960000">.*\+44 113 496 0000<\/a>/);
    // The row is for phones; wide screens show the number in the bar.
    const css = renderPublishedPage(localDocument(), OPTIONS).inlineStyles[0]!;
    expect(css).toContain('@media (min-width:769px){.qk{display:none}');
  });

  it('shows phone, email, address with directions, area and the grouped hours in the contact section', () => {
    const html = contact(renderPublishedPage(localDocument(), OPTIONS).html);
    expect(html).toContain('<a href="tel:+441134960000">+44 113 496 0000</a>');
    expect(html).toContain('<a href="mailto:hello@pawfect.example">hello@pawfect.example</a>');
    expect(html).toContain('<dt>Address</dt><dd><p>12 Otley Road, Headingley, Leeds LS6 2AA</p>');
    expect(html).toContain(`<a class="dir" href="${MAPS}" target="_blank" rel="noopener">Directions</a>`);
    expect(html).toContain('<dt>Area served</dt><dd>Leeds and 10 miles around</dd>');
    expect(html).toContain('<tr><th scope="row">Mon–Fri</th><td>9:00–17:30</td></tr><tr><th scope="row">Sat</th><td>9:00–12:00, 13:00–16:00</td></tr>');
    expect(html).toContain('<p class="hn">Sundays by appointment</p>');
  });

  it('shows address, phone and hours compactly in the footer', () => {
    const html = footer(renderPublishedPage(localDocument(), OPTIONS).html);
    expect(html).toContain('<address class="fct">');
    expect(html).toContain('12 Otley Road, Headingley, Leeds LS6 2AA</a>');
    expect(html).toContain('+44 113 496 0000</a>');
    expect(html).toContain('Mon–Fri 9:00–17:30 · Sat 9:00–12:00, 13:00–16:00');
  });

  it('writes the labels in the site’s contact form language', () => {
    const document = localDocument();
    document.websiteSettings.contactFormLanguage = 'German';
    const html = renderPublishedPage(document, OPTIONS).html;
    expect(header(html)).toContain('Anrufen +44 113 496 0000');
    expect(header(html)).toContain('Route</a>');
    expect(contact(html)).toContain('<dt>Öffnungszeiten</dt>');
  });

  it('shows no call row, details or structured data without business details', () => {
    const page = renderPublishedPage(documentWith(['Header', 'Contact', 'Footer']), OPTIONS);
    expect(page.html).not.toContain('tel:');
    expect(page.html).not.toContain('class="w qk"');
    expect(page.html).not.toContain('class="fct"');
    expect(page.html).not.toContain('application/ld+json');
    expect(page.inlineStyles[0]).not.toContain('.qk');
  });

  it('still shows the phone and email an older document kept in its contact section', () => {
    const document = documentWith(['Header', 'Contact', 'Footer']);
    section(document, 'Contact').phone = '0113 496 0000';
    section(document, 'Contact').email = 'old@pawfect.example';
    const html = renderPublishedPage(siteDocumentSchema.parse(document), OPTIONS).html;
    expect(header(html)).toContain('href="tel:01134960000"');
    expect(contact(html)).toContain('<a href="mailto:old@pawfect.example">old@pawfect.example</a>');
    expect(jsonLd(html)).toMatchObject({ telephone: '0113 496 0000', email: 'old@pawfect.example' });
  });

  it('describes the business as LocalBusiness structured data in the head, with only the facts that are set', () => {
    const html = renderPublishedPage(localDocument(), OPTIONS).html;
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Acme Plumbing',
      url: 'https://frontdoor.example/acme',
      description: expect.any(String),
      telephone: '+44 113 496 0000',
      email: 'hello@pawfect.example',
      address: { '@type': 'PostalAddress', streetAddress: '12 Otley Road, Headingley, Leeds LS6 2AA' },
      areaServed: 'Leeds and 10 miles around',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '13:00', closes: '16:00' },
      ],
    });
    const onlyPhone = documentWith(['Header', 'Footer']);
    onlyPhone.websiteSettings.business.phone = '0113 496 0000';
    const data = jsonLd(renderPublishedPage(onlyPhone, OPTIONS).html);
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'telephone', 'url']);
  });

  it('serialises owner text so it cannot close the script element', () => {
    const document = localDocument();
    document.websiteSettings.business.address = '</script><script>alert(1)</script> & <!-- co';
    document.websiteSettings.businessName = 'A </SCRIPT> B';
    const page = renderPublishedPage(document, OPTIONS);
    const { rawTexts } = parse(page.html);
    const data = rawTexts.filter(isJsonLd);
    expect(data).toHaveLength(1);
    expect(data[0]!.text).not.toMatch(/[<>&]/);
    expect(data[0]!.text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(data[0]!.text).address.streetAddress).toBe('</script><script>alert(1)</script> & <!-- co');
    expect(JSON.parse(data[0]!.text).name).toBe('A </SCRIPT> B');
    expect(page.inlineScripts).toEqual([ENHANCE_SCRIPT]);
  });
});
