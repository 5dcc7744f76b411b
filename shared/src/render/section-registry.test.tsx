import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { SECTION_REGISTRY, type SectionRegistry } from '../site/section-registry.js';
import { defineSection } from '../site/section-spec.js';
import type { SectionType } from '../site/section-type.js';
import { sectionSchemaOf, type Section } from '../site/section.js';
import type { SiteDocument } from '../site/site-document.js';
import { SECTION_VIEWS, type SectionViews } from './section-views.js';
import { SectionShell, type SectionFrame } from './sections/frame.js';
import { SiteView } from './site-view.js';
import { sectionAnchor } from './urls.js';
import { isSectionShown } from './visibility.js';

// The acceptance test of the one section registry (issue 25): a section type added in a fixture
// registry, here and nowhere else, is validated, created, and rendered by the shared code; and
// the records keyed by section type are exhaustive (checked by the type-check).

/** A section type that exists only in this test: a one-line announcement. */
const announcementSchema = z.object({
  id: z.string().min(1),
  type: z.literal('Announcement'),
  text: z.string().max(80),
});
type Announcement = z.infer<typeof announcementSchema>;

const announcementSection = defineSection({
  schema: announcementSchema,
  title: 'Announcement',
  description: 'A line of news across the page.',
  default: false,
  headerLinkAllowed: false,
  maxCount: 1,
  pageOrder: 15,
  create: (id, { businessName }) => ({ id, type: 'Announcement' as const, text: `${businessName} is open on Sundays` }),
  linkText: (section) => section.text,
});

function AnnouncementView({ section, frame }: { section: Announcement; frame: SectionFrame }) {
  return (
    <SectionShell frame={frame} heading={undefined} className="announcement">
      <p>{section.text}</p>
    </SectionShell>
  );
}

const FIXTURE_REGISTRY = { ...SECTION_REGISTRY, Announcement: announcementSection };
const FIXTURE_VIEWS = {
  ...SECTION_VIEWS,
  Announcement: { place: 'main', View: AnnouncementView, isShown: (section: Announcement) => section.text.trim() !== '' },
} as unknown as SectionViews;

/** A new site with the fixture section after the introduction. */
function siteWith(announcement: Announcement): SiteDocument {
  const document = createDefaultSiteDocument({ id: 'site-1', businessName: 'Harbor Street Bakery' });
  document.sections.splice(2, 0, announcement as unknown as Section);
  return document;
}

describe('a section type added in a fixture registry', () => {
  it('is validated by the section schema built from the registry', () => {
    const schema = sectionSchemaOf(FIXTURE_REGISTRY);
    expect(schema.safeParse({ id: 'a1', type: 'Announcement', text: 'Fresh bread at 7' }).success).toBe(true);
    expect(schema.safeParse({ id: 'a1', type: 'Announcement', text: 'x'.repeat(81) }).success).toBe(false);
    // The production types are still there, and an unknown type is still refused.
    expect(schema.safeParse(SECTION_REGISTRY.Video.create('v1', { businessName: 'Harbor' })).success).toBe(true);
    expect(schema.safeParse({ id: 'x1', type: 'Carousel' }).success).toBe(false);
    // The production registry does not know it.
    expect(sectionSchemaOf(SECTION_REGISTRY).safeParse({ id: 'a1', type: 'Announcement', text: 'Fresh bread' }).success).toBe(false);
  });

  it('gets its starter content from its entry', () => {
    expect(FIXTURE_REGISTRY.Announcement.create('a1', { businessName: 'Harbor Street Bakery' })).toEqual({
      id: 'a1',
      type: 'Announcement',
      text: 'Harbor Street Bakery is open on Sundays',
    });
  });

  it('is rendered by SiteView in its place, with its own visibility rule', () => {
    const shown = siteWith({ id: 'announcement', type: 'Announcement', text: 'Fresh bread at 7' });
    const html = renderToStaticMarkup(<SiteView document={shown} mode="published" views={FIXTURE_VIEWS} />);
    expect(html).toContain('<p>Fresh bread at 7</p>');
    // Between the introduction and the services, as in the document.
    expect(html.indexOf('Fresh bread at 7')).toBeGreaterThan(html.indexOf('class="intro'));
    expect(html.indexOf('Fresh bread at 7')).toBeLessThan(html.indexOf(`id="${sectionAnchor('services')}"`));

    const blank = siteWith({ id: 'announcement', type: 'Announcement', text: ' ' });
    expect(isSectionShown(blank.sections[2], blank, FIXTURE_VIEWS)).toBe(false);
    expect(renderToStaticMarkup(<SiteView document={blank} mode="published" views={FIXTURE_VIEWS} />)).not.toContain('announcement');
    // The editor's preview shows every section, so the owner can fill it in.
    expect(renderToStaticMarkup(<SiteView document={blank} mode="preview" views={FIXTURE_VIEWS} />)).toContain('announcement');
  });
});

describe('the records keyed by section type are exhaustive', () => {
  it('has a view for every registered type, and the registry keys name their schemas', () => {
    expect(Object.keys(SECTION_VIEWS)).toEqual(Object.keys(SECTION_REGISTRY));
    for (const [type, spec] of Object.entries(SECTION_REGISTRY)) {
      expect(spec.create(`${type}-1`, { businessName: 'Harbor' }).type).toBe(type);
    }
  });

  it('refuses a record without a type, or a registry with a type that has no view (type-check)', () => {
    const { Video: _video, ...withoutVideo } = SECTION_VIEWS;
    // @ts-expect-error -- a views record without the Video type does not compile.
    const incomplete: SectionViews = withoutVideo;
    // A type added to the registry must get a view: SECTION_VIEWS lacks the fixture's.
    // @ts-expect-error -- 'Announcement' is missing from SECTION_VIEWS.
    const extended: { readonly [T in SectionType | 'Announcement']: unknown } = SECTION_VIEWS;
    // The registry itself is what defines SectionType.
    const registered: keyof SectionRegistry = 'Video' satisfies SectionType;
    expect([incomplete, extended, registered]).toHaveLength(3);
  });
});
