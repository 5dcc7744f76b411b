import * as Y from 'yjs';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import type { CustomerReviewsSection } from '../site/sections/customer-reviews.js';
import type { FrequentlyAskedQuestionsSection } from '../site/sections/frequently-asked-questions.js';
import type { ServicesSection } from '../site/sections/services.js';
import type { TeamSection } from '../site/sections/team.js';
import type { SiteDocument } from '../site/site-document.js';
import { moveItem, readPath, setField } from './site-operations.js';
import { siteDocumentToYDoc, siteRootMap, yDocToSiteDocument } from './site-ydoc.js';

// Issues 24 and 36: a generated sample stays one until the owner writes its text (the quote, the
// bio, the FAQ answer) themselves; a name, a place or the order never makes it real.

const ORIGIN = 'designer';
const QUOTE = "A patient's words about their check-up go here — ask a happy patient to write a line in their own words.";
const FAQ_ANSWER = 'Your answer goes here: say from what age you see children.';
const BIO = 'A few words about this hygienist go here — what they do, in their own words.';

function sampleSite() {
  const document = createDefaultSiteDocument({
    id: 'draft-1',
    businessName: 'Harbor Dental',
    sectionTypes: ['Header', 'Services', 'Team', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Footer'],
  });
  const reviews = document.sections.find((section): section is CustomerReviewsSection => section.type === 'CustomerReviews')!;
  const team = document.sections.find((section): section is TeamSection => section.type === 'Team')!;
  const services = document.sections.find((section): section is ServicesSection => section.type === 'Services')!;
  const faqs = document.sections.find((section): section is FrequentlyAskedQuestionsSection => section.type === 'FrequentlyAskedQuestions')!;
  reviews.reviews = [
    { id: 'r1', paragraph: QUOTE, authorName: "Patient's name", authorLocation: 'Their town', sample: true },
    { id: 'r2', paragraph: QUOTE, authorName: "Patient's name", authorLocation: 'Their town', sample: true },
  ];
  team.members = [{ id: 'm1', name: 'Team member’s name', jobTitle: 'Hygienist', description: BIO, sample: true }];
  faqs.items = [{ id: 'f1', question: 'Do you see children?', answer: FAQ_ANSWER, sample: true }];
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
    faq: ['sections', faqs.id, 'items', 'f1'],
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

  it('stay when the name, the place, the job title, the question or the order is edited', () => {
    const { ydoc, review, member, faq } = sampleSite();
    const list = review.slice(0, -1);
    expect(setField(ydoc, [...review, 'authorName'], 'Maria L.', ORIGIN)).toEqual({ ok: true });
    expect(setField(ydoc, [...review, 'authorLocation'], 'Leeds (Headingley)', ORIGIN).ok).toBe(true);
    expect(moveItem(ydoc, list, 'r1', 1, ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, review)).toEqual({ id: 'r1', paragraph: QUOTE, authorName: 'Maria L.', authorLocation: 'Leeds (Headingley)', sample: true });
    expect(setField(ydoc, [...member, 'name'], 'Priya Shah', ORIGIN).ok).toBe(true);
    expect(setField(ydoc, [...member, 'jobTitle'], 'Dental hygienist', ORIGIN).ok).toBe(true);
    expect(setField(ydoc, [...member, 'image'], { url: 'https://images.example/p.jpg', alt: 'Priya' }, ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...member, 'sample'])).toBe(true);
    expect(setField(ydoc, [...faq, 'question'], 'Do you see toddlers?', ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...faq, 'sample'])).toBe(true);
  });

  it('stay when the placeholder is only touched (a character added, a word changed) or emptied', () => {
    const { ydoc, review, member } = sampleSite();
    for (const text of [`${QUOTE}x`, QUOTE.replace('check-up', 'cleaning'), QUOTE.replace('go here', 'go hre'), '', '   ']) {
      expect(setField(ydoc, [...review, 'paragraph'], text, ORIGIN).ok).toBe(true);
      expect(readPath(ydoc, [...review, 'sample'])).toBe(true);
    }
    expect(setField(ydoc, [...member, 'description'], `${BIO} `, ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...member, 'sample'])).toBe(true);
  });

  it("clear once the quote, the bio or the FAQ answer is the owner's own, in the same transaction, and one undo brings the mark back", () => {
    const { ydoc, undo, review, member, faq } = sampleSite();
    const origins = transactionsOf(ydoc);
    expect(setField(ydoc, [...review, 'paragraph'], 'He tuned our old upright beautifully and explained everything.', ORIGIN)).toEqual({ ok: true });
    expect(origins).toEqual([ORIGIN]);
    expect(readPath(ydoc, review)).toEqual({
      id: 'r1',
      paragraph: 'He tuned our old upright beautifully and explained everything.',
      authorName: "Patient's name",
      authorLocation: 'Their town',
    });
    undo.undo();
    expect(readPath(ydoc, review)).toMatchObject({ paragraph: QUOTE, sample: true });
    undo.redo();
    expect(readPath(ydoc, [...review, 'sample'])).toBeUndefined();
    undo.stopCapturing();

    expect(setField(ydoc, [...member, 'description'], 'Priya has cared for our patients for ten years.', ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...member, 'sample'])).toBeUndefined();
    undo.undo();
    expect(readPath(ydoc, member)).toMatchObject({ description: BIO, sample: true });
    undo.stopCapturing();

    // A sample FAQ answer is a placeholder like a quote: a letter typed into it keeps the mark, the owner's answer clears it.
    expect(setField(ydoc, [...faq, 'answer'], `${FAQ_ANSWER}x`, ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...faq, 'sample'])).toBe(true);
    expect(setField(ydoc, [...faq, 'answer'], 'Yes, from their first tooth.', ORIGIN).ok).toBe(true);
    expect(readPath(ydoc, [...faq, 'sample'])).toBeUndefined();
    undo.undo();
    expect(readPath(ydoc, faq)).toMatchObject({ answer: FAQ_ANSWER, sample: true });
  });

  it('stay when nothing changes (the same text typed again)', () => {
    const { ydoc, review } = sampleSite();
    expect(setField(ydoc, [...review, 'paragraph'], QUOTE, ORIGIN).ok).toBe(true);
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
});
