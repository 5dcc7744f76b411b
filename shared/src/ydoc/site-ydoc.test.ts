import fc from 'fast-check';
import * as Y from 'yjs';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { siteDocumentArbitrary } from '../site/site-document.arbitrary.js';
import { patchSiteDocument, readSiteDocument, siteDocumentToYDoc, siteRootMap, yDocToSiteDocument } from './site-ydoc.js';

/** Copies a Y.Doc the way the server and clients exchange it: as an encoded update. */
function throughUpdate(ydoc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(ydoc));
  return copy;
}

describe('site document <-> Y.Doc', () => {
  const doc = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Harbor Dental' });

  it('round-trips the default document, directly and through an encoded update', () => {
    const ydoc = siteDocumentToYDoc(doc);
    expect(yDocToSiteDocument(ydoc)).toEqual(doc);
    expect(yDocToSiteDocument(throughUpdate(ydoc))).toStrictEqual(doc);
  });

  it('uses a root map with sections as a Y.Array of Y.Maps and nested objects as Y.Maps', () => {
    const root = siteRootMap(siteDocumentToYDoc(doc));
    expect(root.get('version')).toBe('1.0');
    const sections = root.get('sections');
    expect(sections).toBeInstanceOf(Y.Array);
    const first = (sections as Y.Array<unknown>).get(0);
    expect(first).toBeInstanceOf(Y.Map);
    expect((first as Y.Map<unknown>).get('type')).toBe('Header');
    expect(root.get('websiteSettings')).toBeInstanceOf(Y.Map);
    expect((root.get('theme') as Y.Map<unknown>).get('palette')).toBeInstanceOf(Y.Map);
  });

  it('leaves unset optional fields out of the Y.Doc', () => {
    const settings = siteRootMap(siteDocumentToYDoc(doc)).get('websiteSettings') as Y.Map<unknown>;
    expect(doc.websiteSettings.handle).toBeUndefined();
    expect(settings.has('handle')).toBe(false);
    expect(Object.keys(yDocToSiteDocument(siteDocumentToYDoc(doc)).websiteSettings)).not.toContain('handle');
  });

  it('writes in one transaction and replaces the content of a given Y.Doc', () => {
    const ydoc = siteDocumentToYDoc(doc);
    let transactions = 0;
    ydoc.on('afterTransaction', () => (transactions += 1));
    const other = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Other Name', sectionTypes: ['Team'] });
    expect(siteDocumentToYDoc(other, ydoc)).toBe(ydoc);
    expect(transactions).toBe(1);
    expect(yDocToSiteDocument(ydoc)).toEqual(other);
    expect(yDocToSiteDocument(throughUpdate(ydoc))).toEqual(other);
  });

  it('reads a Y.Text where a string is expected', () => {
    const ydoc = siteDocumentToYDoc(doc);
    const settings = siteRootMap(ydoc).get('websiteSettings') as Y.Map<unknown>;
    const text = new Y.Text();
    text.insert(0, 'Typed Title');
    settings.set('pageTitle', text);
    expect(yDocToSiteDocument(ydoc).websiteSettings.pageTitle).toBe('Typed Title');
  });

  it('rejects invalid content: thrown by yDocToSiteDocument, as a value by readSiteDocument', () => {
    const ydoc = siteDocumentToYDoc(doc);
    const sections = siteRootMap(ydoc).get('sections') as Y.Array<unknown>;
    sections.delete(0, 1); // the header
    expect(() => yDocToSiteDocument(ydoc)).toThrow();
    const result = readSiteDocument(ydoc);
    expect(result.ok).toBe(false);
    expect(readSiteDocument(new Y.Doc()).ok).toBe(false);
    expect(readSiteDocument(siteDocumentToYDoc(doc))).toEqual({ ok: true, document: doc });
  });

  it('round-trips any valid document unchanged, also through an encoded update', () => {
    fc.assert(
      fc.property(siteDocumentArbitrary, (generated) => {
        const ydoc = siteDocumentToYDoc(generated);
        expect(yDocToSiteDocument(ydoc)).toStrictEqual(generated);
        expect(yDocToSiteDocument(throughUpdate(ydoc))).toStrictEqual(generated);
      }),
      { numRuns: 100 },
    );
  });

  it('converges when a second document is written over the first', () => {
    fc.assert(
      fc.property(siteDocumentArbitrary, siteDocumentArbitrary, (first, second) => {
        const ydoc = siteDocumentToYDoc(second, siteDocumentToYDoc(first));
        expect(yDocToSiteDocument(throughUpdate(ydoc))).toEqual(second);
      }),
      { numRuns: 25 },
    );
  });
});

describe('patchSiteDocument', () => {
  it('brings any document to any other with a small update when little differs', () => {
    fc.assert(
      fc.property(siteDocumentArbitrary, siteDocumentArbitrary, (first, second) => {
        const ydoc = siteDocumentToYDoc(first);
        patchSiteDocument(ydoc, second);
        expect(yDocToSiteDocument(throughUpdate(ydoc))).toEqual(second);
      }),
      { numRuns: 40 },
    );
    const doc = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Harbor Dental' });
    const ydoc = siteDocumentToYDoc(doc);
    const changed = structuredClone(doc);
    const intro = changed.sections.find((section) => section.type === 'Introduction')!;
    if (intro.type === 'Introduction') intro.heading = 'One new heading';
    const updates: Uint8Array[] = [];
    ydoc.on('update', (update: Uint8Array) => updates.push(update));
    patchSiteDocument(ydoc, changed);
    expect(yDocToSiteDocument(ydoc)).toEqual(changed);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.length).toBeLessThan(120);
    patchSiteDocument(ydoc, changed);
    expect(updates).toHaveLength(1);
  });
});
