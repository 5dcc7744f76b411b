import { createDefaultSiteDocument, SECTION_REGISTRY, type Section, type SectionType } from '@frontdoor/shared';
import { jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SectionEditor, SectionPanelProps } from '../editing/section-editor';

// The designer's half of the section registry (issue 25): the panels are a record keyed by
// section type, so a type added in a fixture registry gets its panel by lookup, with no other
// edit, and a record that misses a type does not compile.

jest.unstable_mockModule('./editors.css', () => ({}));
jest.unstable_mockModule('../images/images.css', () => ({}));
jest.unstable_mockModule('../../../components/ui/dialog.css', () => ({}));
jest.unstable_mockModule('../../../components/opening-hours-editor.css', () => ({}));
jest.unstable_mockModule('../settings/business-details-panel.css', () => ({}));
const { SECTION_PANELS, SectionFields } = await import('./section-panel');
const { GuestEditorProvider, OWNER_ONLY_HINT } = await import('./owner-only');
const { EditorProvider } = await import('./editor-context');
type SectionPanels = typeof SECTION_PANELS;

/** A section type that exists only in this test. */
type Announcement = { id: string; type: 'Announcement'; text: string };

function AnnouncementPanel({ section, edit }: SectionPanelProps<Section>) {
  const announcement = section as unknown as Announcement;
  return <input aria-label="Announcement" defaultValue={announcement.text} disabled={!edit.editable} />;
}

const FIXTURE_PANELS = { ...SECTION_PANELS, Announcement: AnnouncementPanel } as unknown as SectionPanels;

const ok = { ok: true } as const;
const edit: SectionEditor = {
  set: () => ok,
  insert: () => ok,
  remove: () => ok,
  move: () => ok,
  newId: () => 'new-id',
  rewrite: async () => ({ ok: false, message: 'unused' }),
  editable: true,
};

describe('the designer panels', () => {
  const document = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Harbor Street Bakery' });

  it('draw the panel of a type added in a fixture registry', () => {
    const section = { id: 'announcement', type: 'Announcement', text: 'Fresh bread at 7' } as unknown as Section;
    const html = renderToStaticMarkup(<SectionFields section={section} document={document} edit={edit} panels={FIXTURE_PANELS} />);
    expect(html).toBe('<input aria-label="Announcement" value="Fresh bread at 7"/>');
  });

  it('have a panel for every registered section type', () => {
    expect(Object.keys(SECTION_PANELS)).toEqual(Object.keys(SECTION_REGISTRY));
  });

  it('refuse a record without a type (type-check)', () => {
    const { Video: _video, ...withoutVideo } = SECTION_PANELS;
    // @ts-expect-error -- a panels record without the Video type does not compile.
    const incomplete: SectionPanels = withoutVideo;
    // A type added to the registry must get a panel: SECTION_PANELS lacks the fixture's.
    // @ts-expect-error -- 'Announcement' is missing from SECTION_PANELS.
    const extended: { readonly [T in SectionType | 'Announcement']: unknown } = SECTION_PANELS;
    expect([incomplete, extended]).toHaveLength(2);
  });

  it('show a guest editor the booking settings disabled, saying only the owner changes them (issue 40)', () => {
    const withScheduling = createDefaultSiteDocument({ id: 'draft-2', businessName: 'Harbor Street Bakery', sectionTypes: ['Header', 'Scheduling', 'Footer'] });
    const scheduling = withScheduling.sections.find((section) => section.type === 'Scheduling')!;
    const draw = (guest: boolean) =>
      renderToStaticMarkup(
        <GuestEditorProvider guest={guest}>
          <EditorProvider edit={edit} document={withScheduling}>
            <SectionFields section={scheduling} document={withScheduling} edit={edit} panels={SECTION_PANELS} />
          </EditorProvider>
        </GuestEditorProvider>,
      );
    const selectOf = (html: string) => /<select[^>]*>/.exec(html.slice(html.indexOf('>Bookings<')))![0];
    expect(draw(false)).not.toContain(OWNER_ONLY_HINT);
    expect(selectOf(draw(false))).not.toContain('disabled');
    expect(draw(true)).toContain(OWNER_ONLY_HINT);
    expect(selectOf(draw(true))).toContain('disabled');
    // The heading stays theirs to edit.
    expect(/<input[^>]*>/.exec(draw(true).slice(draw(true).indexOf('>Heading<')))![0]).not.toContain('disabled');
  });
});
