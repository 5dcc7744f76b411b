import { createDefaultSiteDocument, siteDocumentSchema, type SiteDocument } from '@frontdoor/shared';
import { jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';

// Vite loads the stylesheets; jest has no CSS transform.
jest.unstable_mockModule('../../../components/opening-hours-editor.css', () => ({}));
jest.unstable_mockModule('./business-details-panel.css', () => ({}));
const { BusinessDetailsPanel } = await import('./business-details-panel');

function document(): SiteDocument {
  const doc = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Pawfect', sectionTypes: ['Header', 'Contact', 'Footer'] });
  const contact = doc.sections.find((section) => section.type === 'Contact');
  if (contact?.type === 'Contact') contact.phone = '0113 496 0000';
  doc.websiteSettings.business.address = '12 Otley Road';
  doc.websiteSettings.business.hours = [{ day: 'Saturday', opens: '09:00', closes: '12:00' }];
  return siteDocumentSchema.parse(doc);
}

const render = (editable: boolean) => renderToStaticMarkup(<BusinessDetailsPanel document={document()} editable={editable} setBusiness={() => ({ ok: true })} />);

describe('Settings → Business details', () => {
  it('shows the details the page shows, an older contact section phone included', () => {
    const html = render(true);
    expect(html).toContain('>Business details</h3>');
    expect(html).toMatch(/>Phone<\/label>.*value="0113 496 0000"/s);
    expect(html).toMatch(/>Street address<\/label>.*>12 Otley Road<\/textarea>/s);
    expect(html).toContain('aria-label="Saturday opens" value="09:00"');
  });

  it('is read-only for someone watching another person edit', () => {
    const controls = [...render(false).matchAll(/<(input|textarea|select|button)\b[^>]*>/g)].map((match) => match[0]);
    expect(controls.length).toBeGreaterThan(10);
    expect(controls.filter((tag) => !/\bdisabled=""/.test(tag))).toEqual([]);
    const editable = [...render(true).matchAll(/<(input|textarea|button)\b[^>]*>/g)].map((match) => match[0]);
    expect(editable.filter((tag) => /\bdisabled=""/.test(tag))).toEqual([]);
  });
});
