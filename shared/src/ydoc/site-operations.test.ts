import * as Y from 'yjs';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { siteDocumentToYDoc, readSiteDocument, yDocToSiteDocument } from './site-ydoc.js';
import { addSection, duplicateSection, insertItem, moveItem, moveSection, readPath, removeItem, removeSection, setField } from './site-operations.js';

const context = { businessName: 'Harbor Dental' };

function fresh() {
  const document = createDefaultSiteDocument({
    id: 'draft-1',
    businessName: 'Harbor Dental',
    sectionTypes: ['Header', 'Introduction', 'Services', 'CustomerReviews', 'Contact', 'Footer'],
  });
  return { document, ydoc: siteDocumentToYDoc(document) };
}

const types = (ydoc: Y.Doc) => yDocToSiteDocument(ydoc).sections.map((section) => section.type);

describe('typed operations on the site Y.Doc', () => {
  it('sets a field addressed by ids, as one transaction with the given origin, and skips no-op writes', () => {
    const { ydoc, document } = fresh();
    const services = document.sections.find((section) => section.type === 'Services')!;
    const item = (services as { items: { id: string }[] }).items[0]!;
    const origins: unknown[] = [];
    ydoc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    expect(setField(ydoc, ['sections', services.id, 'items', item.id, 'heading'], 'Cleaning', 'me')).toEqual({ ok: true });
    expect(readPath(ydoc, ['sections', services.id, 'items', item.id, 'heading'])).toBe('Cleaning');
    expect(setField(ydoc, ['sections', services.id, 'items', item.id, 'heading'], 'Cleaning', 'me')).toEqual({ ok: true });
    expect(origins).toEqual(['me']);
    expect(setField(ydoc, ['sections', 'gone', 'heading'], 'x').ok).toBe(false);
    expect(readSiteDocument(ydoc).ok).toBe(true);
  });

  it('inserts, moves and removes list items, refusing beyond the limit', () => {
    const { ydoc, document } = fresh();
    const reviews = document.sections.find((section) => section.type === 'CustomerReviews')!;
    const path = ['sections', reviews.id, 'reviews'];
    const count = () => (readPath(ydoc, path) as unknown[]).length;
    while (count() < 6) expect(insertItem(ydoc, path, 0, { id: `r${count()}`, paragraph: 'Great', authorName: 'Ann', authorLocation: '' }, { max: 6 }).ok).toBe(true);
    expect(insertItem(ydoc, path, 0, { id: 'r-extra', paragraph: 'x', authorName: 'B', authorLocation: '' }, { max: 6 })).toEqual({
      ok: false,
      reason: 'At most 6 allowed.',
    });
    const first = (readPath(ydoc, path) as { id: string }[])[0]!.id;
    expect(moveItem(ydoc, path, first, 5).ok).toBe(true);
    expect((readPath(ydoc, path) as { id: string }[])[5]!.id).toBe(first);
    expect(removeItem(ydoc, path, first).ok).toBe(true);
    expect(count()).toBe(5);
    expect(readSiteDocument(ydoc).ok).toBe(true);
  });

  it('adds sections between header and footer under their maxCount, and keeps required ones', () => {
    const { ydoc } = fresh();
    expect(addSection(ydoc, 'Team', { id: 'team-1', context, index: 0 }).ok).toBe(true);
    expect(types(ydoc)[1]).toBe('Team');
    expect(addSection(ydoc, 'Team', { id: 'team-2', context })).toEqual({ ok: false, reason: 'At most 1 Team section allowed.' });
    expect(addSection(ydoc, 'QuoteBanner', { id: 'q1', context, index: 99 }).ok).toBe(true);
    expect(types(ydoc).at(-2)).toBe('QuoteBanner');
    const header = yDocToSiteDocument(ydoc).sections[0]!;
    expect(removeSection(ydoc, header.id)).toEqual({ ok: false, reason: 'A Header section is required.' });
    expect(removeSection(ydoc, 'team-1').ok).toBe(true);
    expect(types(ydoc)).not.toContain('Team');
    expect(readSiteDocument(ydoc).ok).toBe(true);
  });

  it('moves content sections but never past the header or footer', () => {
    const { ydoc } = fresh();
    const contact = yDocToSiteDocument(ydoc).sections.find((section) => section.type === 'Contact')!;
    expect(moveSection(ydoc, contact.id, 0).ok).toBe(true);
    expect(types(ydoc).slice(0, 2)).toEqual(['Header', 'Contact']);
    expect(moveSection(ydoc, contact.id, 99).ok).toBe(true);
    expect(types(ydoc).slice(-2)).toEqual(['Contact', 'Footer']);
    const footer = yDocToSiteDocument(ydoc).sections.at(-1)!;
    expect(moveSection(ydoc, footer.id, 1).ok).toBe(false);
  });

  it('duplicates where maxCount allows, with fresh ids', () => {
    const { ydoc } = fresh();
    expect(addSection(ydoc, 'QuoteBanner', { id: 'q1', context }).ok).toBe(true);
    expect(duplicateSection(ydoc, 'q1', 'q2').ok).toBe(true);
    expect(duplicateSection(ydoc, 'q2', 'q3').ok).toBe(true);
    expect(duplicateSection(ydoc, 'q3', 'q4')).toEqual({ ok: false, reason: 'At most 3 Text Banner sections allowed.' });
    const services = yDocToSiteDocument(ydoc).sections.find((section) => section.type === 'Services')!;
    expect(duplicateSection(ydoc, services.id, 's2').ok).toBe(false);
    const ids = yDocToSiteDocument(ydoc).sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(readSiteDocument(ydoc).ok).toBe(true);
  });
});
