import * as Y from 'yjs';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import type { CustomerReviewsSection } from '../site/sections/customer-reviews.js';
import type { ServicesSection } from '../site/sections/services.js';
import type { TeamSection } from '../site/sections/team.js';
import type { SiteDocument } from '../site/site-document.js';
import { confirmSampleItem, readPath, setField } from './site-operations.js';
import { siteDocumentToYDoc, siteRootMap, yDocToSiteDocument } from './site-ydoc.js';

// Issue 24: a generated sample stops being one when the owner edits it or confirms it.

const ORIGIN = 'designer';

function sampleSite() {
  const document = createDefaultSiteDocument({ id: 'draft-1', businessName: 'Harbor Dental', sectionTypes: ['Header', 'Services', 'Team', 'CustomerReviews', 'Footer'] });
  const reviews = document.sections.find((section): section is CustomerReviewsSection => section.type === 'CustomerReviews')!;
  const team = document.sections.find((section): section is TeamSection => section.type === 'Team')!;
  const services = document.sections.find((section): section is ServicesSection => section.type === 'Services')!;
  reviews.reviews = [{ id: 'r1', paragraph: 'Example review.', authorName: 'Customer name', authorLocation: '', sample: true }];
  team.members = [{ id: 'm1', name: 'Team member name', jobTitle: 'Hygienist', description: 'Example bio.', sample: true }];
  services.items = [{ id: 's1', heading: 'Cleaning', paragraph: '', pricing: 'From $80', samplePricing: true }];
  const ydoc = siteDocumentToYDoc(document);
  const undo = new Y.UndoManager(siteRootMap(ydoc), { trackedOrigins: new Set([ORIGIN]) });
  return {
    document,
    ydoc,
    undo,
    review: ['sections', reviews.id, 'reviews', 'r1'],
    member: ['sections', team.id, 'members', 'm1'],
    service: ['sections', services.id, 'items', 's1'],
  };
}

function transactionsOf(ydoc: Y.Doc): unknown[] {
  const origins: unknown[] = [];
  ydoc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
  return origins;
}

describe('sample marks in the live document', () => {
  it('are stored and read back as optional booleans', () => {
    const { document, ydoc } = sampleSite();
    const copy: SiteDocument = yDocToSiteDocument(ydoc);
    expect(copy).toEqual(document);
    expect(JSON.stringify(copy)).toContain('"sample":true');
    expect(JSON.stringify(copy)).toContain('"samplePricing":true');
  });

  it('clear when any field of a sample review or team member is edited, in the same transaction, and one undo restores both', () => {
    const { ydoc, undo, review, member } = sampleSite();
    const origins = transactionsOf(ydoc);
    expect(setField(ydoc, [...review, 'authorName'], 'Maria L.', ORIGIN)).toEqual({ ok: true });
    expect(origins).toEqual([ORIGIN]);
    expect(readPath(ydoc, review)).toEqual({ id: 'r1', paragraph: 'Example review.', authorName: 'Maria L.', authorLocation: '' });
    undo.undo();
    expect(readPath(ydoc, review)).toMatchObject({ authorName: 'Customer name', sample: true });

    expect(setField(ydoc, [...member, 'description'], 'Twenty years of gentle care.', ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...member, 'sample'])).toBeUndefined();
    undo.undo();
    expect(readPath(ydoc, member)).toMatchObject({ description: 'Example bio.', sample: true });
  });

  it('stay when nothing changes (the same text typed again)', () => {
    const { ydoc, review } = sampleSite();
    expect(setField(ydoc, [...review, 'authorName'], 'Customer name', ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...review, 'sample'])).toBe(true);
  });

  it('clear a sample price only when the pricing is edited', () => {
    const { ydoc, undo, service } = sampleSite();
    expect(setField(ydoc, [...service, 'heading'], 'Deep cleaning', ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...service, 'samplePricing'])).toBe(true);
    undo.stopCapturing();
    expect(setField(ydoc, [...service, 'pricing'], '$95', ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, service)).toEqual({ id: 's1', heading: 'Deep cleaning', paragraph: '', pricing: '$95' });
    undo.undo();
    expect(readPath(ydoc, service)).toMatchObject({ pricing: 'From $80', samplePricing: true });
  });

  it('clear with "This is a real review" as one undoable step, leaving the text as it was', () => {
    const { ydoc, undo, review, member } = sampleSite();
    const origins = transactionsOf(ydoc);
    expect(confirmSampleItem(ydoc, review, ORIGIN)).toEqual({ ok: true });
    expect(origins).toEqual([ORIGIN]);
    expect(readPath(ydoc, review)).toEqual({ id: 'r1', paragraph: 'Example review.', authorName: 'Customer name', authorLocation: '' });
    // Confirming what is already real changes nothing.
    expect(confirmSampleItem(ydoc, review, ORIGIN)).toEqual({ ok: true });
    expect(origins).toHaveLength(1);
    undo.undo();
    expect(readPath(ydoc, [...review, 'sample'])).toBe(true);
    expect(confirmSampleItem(ydoc, member, ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...member, 'sample'])).toBeUndefined();
    expect(confirmSampleItem(ydoc, ['sections', 'gone', 'reviews', 'r1'], ORIGIN)).toEqual({ ok: false, reason: 'That item no longer exists.' });
  });
});
