import * as Y from 'yjs';
import { businessDetailsOf } from '../site/business-details.js';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { setBusinessDetail } from './business-operations.js';
import { siteRootMap, siteDocumentToYDoc, yDocToSiteDocument } from './site-ydoc.js';

const ORIGIN = 'me';

function fresh(legacy?: { phone: string; email: string }) {
  const document = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Pawfect', sectionTypes: ['Header', 'Introduction', 'Contact', 'Footer'] });
  const contact = document.sections.find((section) => section.type === 'Contact');
  if (legacy && contact?.type === 'Contact') Object.assign(contact, legacy);
  const ydoc = siteDocumentToYDoc(document);
  const undo = new Y.UndoManager(siteRootMap(ydoc), { trackedOrigins: new Set([ORIGIN]) });
  return { ydoc, undo };
}

const contactOf = (ydoc: Y.Doc) => {
  const contact = yDocToSiteDocument(ydoc).sections.find((section) => section.type === 'Contact');
  return contact?.type === 'Contact' ? { phone: contact.phone, email: contact.email } : null;
};

describe('setting the business details', () => {
  it('writes a detail as one undoable transaction, and skips a write of the same value', () => {
    const { ydoc, undo } = fresh();
    const origins: unknown[] = [];
    ydoc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    expect(setBusinessDetail(ydoc, 'phone', '0113 496 0000', ORIGIN)).toEqual({ ok: true });
    expect(setBusinessDetail(ydoc, 'phone', '0113 496 0000', ORIGIN)).toEqual({ ok: true });
    expect(origins).toEqual([ORIGIN]);
    expect(yDocToSiteDocument(ydoc).websiteSettings.business.phone).toBe('0113 496 0000');
    undo.undo();
    expect(yDocToSiteDocument(ydoc).websiteSettings.business.phone).toBe('');
  });

  it('writes opening hours as a list', () => {
    const { ydoc } = fresh();
    const hours = [{ day: 'Monday' as const, opens: '09:00', closes: '17:00' }];
    setBusinessDetail(ydoc, 'hours', hours, ORIGIN);
    expect(yDocToSiteDocument(ydoc).websiteSettings.business.hours).toEqual(hours);
  });

  it('gives an older document without business details its details', () => {
    const { ydoc } = fresh();
    (siteRootMap(ydoc).get('websiteSettings') as Y.Map<unknown>).delete('business');
    expect(setBusinessDetail(ydoc, 'address', '12 Otley Road', ORIGIN).ok).toBe(true);
    expect(yDocToSiteDocument(ydoc).websiteSettings.business).toEqual({ phone: '', email: '', address: '12 Otley Road', serviceArea: '', hours: [], hoursNote: '' });
  });

  it('moves the phone and email an older contact section kept on the first edit, and an undo puts them back', () => {
    const { ydoc, undo } = fresh({ phone: '0113 496 0000', email: 'old@pawfect.example' });
    expect(businessDetailsOf(yDocToSiteDocument(ydoc))).toMatchObject({ phone: '0113 496 0000', email: 'old@pawfect.example' });
    setBusinessDetail(ydoc, 'email', 'new@pawfect.example', ORIGIN);
    const after = yDocToSiteDocument(ydoc);
    expect(after.websiteSettings.business).toMatchObject({ phone: '0113 496 0000', email: 'new@pawfect.example' });
    expect(contactOf(ydoc)).toEqual({ phone: '', email: '' });
    // Clearing the phone now clears it on the page: the contact section's copy is gone.
    setBusinessDetail(ydoc, 'phone', '', ORIGIN);
    expect(businessDetailsOf(yDocToSiteDocument(ydoc)).phone).toBe('');
    undo.undo();
    undo.undo();
    expect(contactOf(ydoc)).toEqual({ phone: '0113 496 0000', email: 'old@pawfect.example' });
    expect(yDocToSiteDocument(ydoc).websiteSettings.business.phone).toBe('');
  });
});
