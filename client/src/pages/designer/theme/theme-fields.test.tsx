import { createDefaultSiteDocument, type SiteDocument } from '@frontdoor/shared';
import type { SectionEditor } from '../editing/section-editor';
import { jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';

// Vite loads the stylesheets; jest has no CSS transform, so they are stubbed before the panel loads.
jest.unstable_mockModule('../editors/editors.css', () => ({}));
jest.unstable_mockModule('../images/images.css', () => ({}));
const { ThemeFields } = await import('./theme-fields');

function site(change: (document: SiteDocument) => void = () => {}): SiteDocument {
  const document = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Maple Barbers', sectionTypes: ['Header', 'Introduction', 'Footer'] });
  change(document);
  return document;
}

function editor(editable: boolean): SectionEditor {
  const ok = { ok: true } as const;
  return {
    set: () => ok,
    insert: () => ok,
    remove: () => ok,
    move: () => ok,
    newId: () => 'id',
    rewrite: async () => ({ ok: false, message: 'unused' }),
    editable,
  };
}

function render(document: SiteDocument, editable = true): string {
  return renderToStaticMarkup(
    <ThemeFields
      document={document}
      theme={editor(editable)}
      colours={editor(editable)}
      settings={editor(editable)}
      suggestions={() => <p>Suggestions</p>}
      logoImage={<p>Logo upload</p>}
    />,
  );
}

describe('ThemeFields', () => {
  it('labels every control and shows the current values', () => {
    const html = render(site());
    for (const label of [
      'Preset style',
      'Corners',
      'Shadows',
      'Borders',
      'Border thickness',
      'Decor frame',
      'Image frame',
      'Image alignment',
      'Heading size',
      'Heading weight',
      'Body size',
      'Body weight',
      'Logo size',
      'Logo weight',
      'Fixed header',
      'Background',
      'Text',
      'Button',
      'Button text',
      'Accent',
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('value="#1f2933"');
    expect(html).toContain('<p>Suggestions</p>');
    expect(html).not.toContain('hard to read');
  });

  it('warns about poor contrast of the text and of the button text, each with its fix', () => {
    const html = render(
      site((document) => {
        document.theme.palette.primaryText = '#dddddd';
        document.theme.palette.buttonForeground = document.theme.palette.buttonBackground;
      }),
    );
    expect(html).toContain('Text on the background is hard to read');
    expect(html).toContain('Button text on the button is hard to read');
    expect(html).toContain('Fix text colour');
    expect(html).toContain('Fix button text colour');
  });

  it('offers the logo as text or as an image, with the upload only for an image (and no weight for it)', () => {
    const text = render(site());
    expect(text).toContain('>Logo</label>');
    expect(text).toContain('<option value="Text" selected="">Business name as text</option><option value="Image">An image</option>');
    expect(text).not.toContain('Logo upload');
    const image = render(site((document) => void (document.websiteSettings.logo.type = 'Image')));
    expect(image).toContain('<p>Logo upload</p>');
    expect(image).toContain('>Logo size</label>');
    expect(image).not.toContain('>Logo weight</label>');
  });

  it('disables every control while the draft cannot be edited', () => {
    const html = render(site(), false);
    const controls = html.match(/<(select|input)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) expect(control).toContain('disabled');
  });
});
