import * as Y from 'yjs';
import { createDefaultSiteDocument } from '../site/index.js';
import { setField } from '../ydoc/site-operations.js';
import { readSiteDocument, siteDocumentToYDoc, yDocToJson } from '../ydoc/site-ydoc.js';
import { applyAssistantOperations, checkAssistantOperations, planIds } from './apply.js';
import { describeOperation } from './describe.js';
import type { AssistantOperation } from './operations.js';
import { translatableTextsOf } from './translate.js';

// The assistant's operations go through the same rules as a person's edit (issue 41): a change
// that would break one is refused with a clear message and changes nothing; the rest are made in
// one transaction, so one Undo takes the whole answer back.

const document = () =>
  createDefaultSiteDocument({ id: 'apply', businessName: 'Maple Street Barbers', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
const sectionId = (ydoc: Y.Doc, type: string) => (yDocToJson(ydoc) as { sections: { id: string; type: string }[] }).sections.find((s) => s.type === type)!.id;
const snapshot = (ydoc: Y.Doc) => JSON.stringify(yDocToJson(ydoc));
let next = 0;
const ids = (operations: AssistantOperation[]) => planIds(operations, () => `new-${++next}`);

describe('applying the assistant’s operations', () => {
  it('refuses what would break a rule — a 200-character heading, a second Header, a javascript: link — and changes nothing', () => {
    const ydoc = siteDocumentToYDoc(document());
    const before = snapshot(ydoc);
    const intro = sectionId(ydoc, 'Introduction');
    const refusals: [AssistantOperation[], RegExp][] = [
      [[{ op: 'setText', sectionId: intro, field: 'heading', text: 'x'.repeat(200) }], /too long here: keep it to \d+ characters/],
      [[{ op: 'addSection', sectionType: 'Header' }], /At most 1 Header section allowed/],
      [[{ op: 'setButtonLink', sectionId: intro, label: 'Book', url: 'javascript:alert(1)' }], /Please enter a valid web address/],
      [[{ op: 'setBusinessDetail', key: 'phone', value: 'call me maybe' }], /phone/i],
      [[{ op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '13:00', closes: '09:00' }] }], /closing time must be after the opening time/],
      [
        [
          {
            op: 'setPalette',
            name: 'Unreadable',
            palette: { background: '#ffffff', primaryText: '#fefefe', buttonBackground: '#000000', buttonForeground: '#ffffff', accent: '#000000' },
          },
        ],
        /hard to read/,
      ],
      // A good change before a bad one: neither is made.
      [
        [
          { op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] },
          { op: 'setText', sectionId: intro, field: 'heading', text: 'x'.repeat(200) },
        ],
        /too long/,
      ],
    ];
    for (const [operations, message] of refusals) {
      const result = applyAssistantOperations(ydoc, operations, ids(operations), 'assistant');
      expect(result).toEqual({ ok: false, reason: expect.stringMatching(message) });
      expect(snapshot(ydoc)).toBe(before);
    }
  });

  it('makes a whole answer in one transaction with its origin, undone in one step to the exact previous document', () => {
    const ydoc = siteDocumentToYDoc(document());
    const root = ydoc.getMap('site');
    const origin = Symbol('assistant');
    const undo = new Y.UndoManager(root, { trackedOrigins: new Set([origin]) });
    const before = snapshot(ydoc);
    const operations: AssistantOperation[] = [
      { op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] },
      { op: 'addService', heading: 'Gutter cleaning', paragraph: '', pricing: '' },
      { op: 'setButtonLink', sectionId: sectionId(ydoc, 'Introduction'), label: 'Book', url: 'maple.example/book' },
      { op: 'setFontPair', name: 'Friendly' },
    ];
    let transactions = 0;
    ydoc.on('afterTransaction', () => (transactions += 1));
    expect(applyAssistantOperations(ydoc, operations, ids(operations), origin)).toEqual({ ok: true });
    expect(transactions).toBe(1);
    const after = yDocToJson(ydoc) as {
      websiteSettings: { business: { hours: unknown } };
      sections: { type: string; items?: { heading: string }[]; button?: unknown }[];
    };
    expect(after.websiteSettings.business.hours).toEqual([{ day: 'Saturday', opens: '09:00', closes: '13:00' }]);
    expect(after.sections.find((s) => s.type === 'Services')!.items!.at(-1)!.heading).toBe('Gutter cleaning');
    expect(after.sections.find((s) => s.type === 'Introduction')!.button).toMatchObject({ type: 'Web', url: 'https://maple.example/book', webRisk: 'Pending' });
    expect(undo.undoStack).toHaveLength(1);
    undo.undo();
    expect(snapshot(ydoc)).toBe(before);
  });

  it('lists each change in the owner’s words', () => {
    const doc = document();
    const services = doc.sections.find((s) => s.type === 'Services')!;
    expect(describeOperation({ op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] }, doc)).toBe('Opening hours: Saturday 9:00–13:00');
    expect(describeOperation({ op: 'addService', heading: 'Gutter cleaning', paragraph: '', pricing: '' }, doc)).toBe('Services: add “Gutter cleaning”');
    if (services.type === 'Services')
      expect(describeOperation({ op: 'removeService', itemId: services.items[0]!.id }, doc)).toBe(`Services: remove “${services.items[0]!.heading}”`);
    expect(describeOperation({ op: 'setBusinessDetail', key: 'phone', value: '020 7946 0000' }, doc)).toBe('Phone: 020 7946 0000');
    // A document changed elsewhere since: checked again, still refused when the section is gone.
    const ydoc = siteDocumentToYDoc(doc);
    setField(ydoc, ['sections', sectionId(ydoc, 'Introduction'), 'heading'], 'Changed');
    expect(checkAssistantOperations(ydoc, [{ op: 'removeSection', sectionId: 'gone' }], [null])).toEqual({ ok: false, reason: 'That section no longer exists.' });
  });

  it('takes the sample reviews off and leaves the owner’s own', () => {
    const doc = createDefaultSiteDocument({ id: 'samples', businessName: 'Maple Street Barbers', sectionTypes: ['Header', 'CustomerReviews', 'Footer'] });
    const reviews = doc.sections.find((s) => s.type === 'CustomerReviews')!;
    if (reviews.type !== 'CustomerReviews') throw new Error('no reviews');
    reviews.reviews.push({ ...reviews.reviews[0]!, id: 'real', paragraph: 'Best fade in town.', sample: undefined });
    const ydoc = siteDocumentToYDoc(doc);
    const operations: AssistantOperation[] = [{ op: 'removeSamples', sectionId: reviews.id }];
    expect(applyAssistantOperations(ydoc, operations, ids(operations), 'assistant')).toEqual({ ok: true });
    const after = (yDocToJson(ydoc) as { sections: { type: string; reviews?: { id: string }[] }[] }).sections.find((s) => s.type === 'CustomerReviews')!;
    expect(after.reviews!.map((review) => review.id)).toEqual(['real']);
  });
});

describe('translating the site', () => {
  it('writes each translated text and the site’s language in one step; a path that is not a text, or a text too long, changes nothing', () => {
    const doc = document();
    const texts = translatableTextsOf(doc);
    expect(texts.map((text) => text.path.at(-1))).toEqual(expect.arrayContaining(['heading', 'body']));
    // Names, links and settings are not texts to translate.
    expect(texts.every((text) => !['businessName', 'url', 'email', 'phone'].includes(text.path.at(-1)!))).toBe(true);

    const ydoc = siteDocumentToYDoc(doc);
    const before = snapshot(ydoc);
    const intro = sectionId(ydoc, 'Introduction');
    const refused: [AssistantOperation, RegExp][] = [
      [{ op: 'translateSite', language: 'French', texts: [{ path: ['sections', intro, 'button', 'url'], text: 'javascript:alert(1)' }] }, /no longer on the page/],
      [{ op: 'translateSite', language: 'French', texts: [{ path: ['websiteSettings', 'businessName', 'heading'], text: 'x' }] }, /no longer on the page/],
      [{ op: 'translateSite', language: 'French', texts: [{ path: ['sections', intro, 'heading'], text: 'x'.repeat(151) }] }, /keep it to 150 characters/],
      [{ op: 'translateSite', language: 'French', texts: [] }, /no texts to translate/],
    ];
    for (const [operation, reason] of refused) {
      const result = applyAssistantOperations(ydoc, [operation], ids([operation]), 'assistant');
      expect(result.ok ? 'applied' : result.reason).toMatch(reason);
      expect(snapshot(ydoc)).toBe(before);
    }

    const operation: AssistantOperation = { op: 'translateSite', language: 'French', texts: texts.map((text) => ({ path: text.path, text: `FR ${text.text}` })) };
    expect(applyAssistantOperations(ydoc, [operation], ids([operation]), 'assistant')).toEqual({ ok: true });
    const read = readSiteDocument(ydoc);
    if (!read.ok) throw new Error('the translated page does not read');
    expect(translatableTextsOf(read.document).map((text) => text.text)).toEqual(texts.map((text) => `FR ${text.text}`));
    expect((yDocToJson(ydoc) as { websiteSettings: { contactFormLanguage: string } }).websiteSettings.contactFormLanguage).toBe('French');
    expect(describeOperation(operation, doc)).toBe(`Language: French, with ${texts.length} texts translated`);
  });
});
