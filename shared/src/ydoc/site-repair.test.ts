import * as Y from 'yjs';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { readSiteDocument, siteDocumentToYDoc, siteRootMap } from './site-ydoc.js';
import { repairSiteYDoc } from './site-repair.js';

describe('repairSiteYDoc', () => {
  const doc = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });

  it('changes nothing in a valid document', () => {
    const ydoc = siteDocumentToYDoc(doc);
    let updates = 0;
    ydoc.on('update', () => updates++);
    expect(repairSiteYDoc(ydoc)).toEqual({ sections: [], removedKeys: [] });
    expect(updates).toBe(0);
  });

  it('drops a second Header, renumbers a duplicate id and removes unknown root keys, in one transaction', () => {
    const ydoc = siteDocumentToYDoc(doc);
    const root = siteRootMap(ydoc);
    const sections = (root.get('sections') as Y.Array<Y.Map<unknown>>).toArray();
    ydoc.transact(() => {
      const intro = sections[1]!;
      for (const key of Array.from(intro.keys())) if (key !== 'id') intro.delete(key);
      intro.set('type', 'Header');
      intro.set('links', new Y.Array());
      sections[2]!.set('id', sections[3]!.get('id'));
      root.set('smuggled', 'x');
    });
    expect(readSiteDocument(ydoc).ok).toBe(false);
    let updates = 0;
    ydoc.on('update', () => updates++);
    const report = repairSiteYDoc(ydoc, 'repair');
    expect(updates).toBe(1);
    expect(report.removedKeys).toEqual(['smuggled']);
    expect(report.sections).toEqual([
      { kind: 'dropped', index: 1, type: 'Header', id: doc.sections[1]!.id, reason: 'At most 1 Header section allowed' },
      { kind: 'renumbered', index: 3, type: 'Contact', from: doc.sections[3]!.id, to: `${doc.sections[3]!.id}-2` },
    ]);
    const repaired = readSiteDocument(ydoc);
    expect(repaired.ok && repaired.document.sections.map((section) => [section.id, section.type])).toEqual([
      [doc.sections[0]!.id, 'Header'],
      [doc.sections[3]!.id, 'Services'],
      [`${doc.sections[3]!.id}-2`, 'Contact'],
      [doc.sections[4]!.id, 'Footer'],
    ]);
  });
});
