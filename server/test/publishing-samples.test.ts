import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  createDefaultSiteDocument,
  publishResultSchema,
  readPath,
  setField,
  type CustomerReviewsSection,
  type FrequentlyAskedQuestionsSection,
  type SectionType,
  type SiteDocument,
  type TeamSection,
} from '@frontdoor/shared';
import { sectionAnchor } from '@frontdoor/shared/render';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { connectCollab, eventually } from './support/collab-client.js';
import { signInByCode } from './support/sign-in.js';

// Issues 24 and 36: generated sample reviews, team members and FAQs are never published as if real.

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let store: DraftEventStore;

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Team', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Contact', 'Footer'];

beforeAll(async () => {
  running = await startAppWithWorker();
  store = new DraftEventStore(running.app.get(DataSource));
});
afterAll(() => running?.stop());

const REVIEWS = [
  { id: 'review-1', paragraph: "A customer's words about their full groom go here, in their own words.", authorName: 'Owen B.', authorLocation: 'Leeds', sample: true },
  { id: 'review-2', paragraph: "Another customer's words go here, in their own words.", authorName: 'Rafael O.', authorLocation: 'Headingley', sample: true },
  { id: 'review-3', paragraph: 'Sample words about fair prices.', authorName: 'Ada K.', authorLocation: 'Otley', sample: true },
];
const FAQS = [
  { id: 'faq-1', question: 'How do I book?', answer: 'Send us a message.' },
  { id: 'faq-2', question: 'Do you groom cats?', answer: 'Yes, every Tuesday.', sample: true },
];
const MEMBERS = [
  { id: 'member-1', name: 'Priya Invented', jobTitle: 'Groomer', description: 'A sample bio.', sample: true },
  { id: 'member-2', name: 'Tom Madeup', jobTitle: 'Assistant', description: 'Another sample bio.', sample: true },
];

function draftWithSamples(id: string): SiteDocument {
  const document = createDefaultSiteDocument({ id, businessName: 'Headingley Dog Spa', sectionTypes: SECTIONS });
  for (const section of document.sections) {
    if (section.type === 'CustomerReviews') section.reviews = REVIEWS.map((review) => ({ ...review }));
    if (section.type === 'Team') section.members = MEMBERS.map((member) => ({ ...member }));
    if (section.type === 'FrequentlyAskedQuestions') section.items = FAQS.map((faq) => ({ ...faq }));
    if (section.type === 'Services') {
      section.items = [{ id: 'service-1', heading: 'Full groom', paragraph: 'Bath, cut and nails.', pricing: 'From £40', samplePricing: true }];
    }
  }
  return document;
}

const sectionOf = <T extends SectionType>(document: SiteDocument, type: T) => document.sections.find((section) => section.type === type)!;

it('leaves sample reviews, team members and FAQs out of the published page, says so, and publishes a review once the owner replaces its quote', async () => {
  const { client, session } = await signInByCode(running.base, 'samples-owner@example.com');
  const id = randomUUID();
  const document = draftWithSamples(id);
  await store.createDraft({ userId: session.user.id, document });
  const reviews = sectionOf(document, 'CustomerReviews') as CustomerReviewsSection;
  const team = sectionOf(document, 'Team') as TeamSection;
  const faqs = sectionOf(document, 'FrequentlyAskedQuestions') as FrequentlyAskedQuestionsSection;

  const first = await client.post(`/api/websites/${id}/publish`, { handle: 'headingley-dog-spa' });
  expect(first.status).toBe(200);
  expect(publishResultSchema.parse(first.body).leftOut).toEqual({ reviews: 3, teamMembers: 2, faqs: 1 });

  let html = await (await fetch(`${running.base}/headingley-dog-spa`)).text();
  // No reviews or team section, and no header link to them.
  for (const section of [reviews, team]) {
    expect(html).not.toContain(`id="${sectionAnchor(section.id)}"`);
    expect(html).not.toContain(`href="#${sectionAnchor(section.id)}"`);
  }
  for (const text of ['Owen B.', 'Rafael O.', 'Sample words', 'go here', 'Priya Invented', 'Tom Madeup', 'Sample', 'Do you groom cats?'])
    expect(html).not.toContain(text);
  // The FAQ the owner wrote is there; the section stays.
  expect(html).toContain(`id="${sectionAnchor(faqs.id)}"`);
  expect(html).toContain('How do I book?');
  // The generated price reads as an example.
  expect(html).toMatch(/<p class="xp">Example price<\/p><p class="price">From £40<\/p>/);

  // The draft keeps its samples, and so does the version 'Unsaved changes' compares it with:
  // publishing does not make the draft read as changed.
  const live = (await store.load(id))!.document;
  expect((sectionOf(live, 'CustomerReviews') as CustomerReviewsSection).reviews).toHaveLength(3);
  const published = (await store.events(id)).at(-1)!;
  expect(published.kind).toBe('published');
  expect((published.data as { document: SiteDocument }).document.sections).toEqual(live.sections);

  // In the designer (the live document's typed operations), the owner edits the first review's
  // name and town: it stays a sample. They replace the second review's quote: it is real.
  const tab = connectCollab(running.base, id, session.accessToken);
  try {
    await tab.synced;
    const first = ['sections', reviews.id, 'reviews', 'review-1'];
    expect(setField(tab.doc, [...first, 'authorName'], 'Owen Baxter')).toEqual({ ok: true });
    expect(setField(tab.doc, [...first, 'authorLocation'], 'Leeds (Headingley)')).toEqual({ ok: true });
    expect(readPath(tab.doc, [...first, 'sample'])).toBe(true);
    const path = ['sections', reviews.id, 'reviews', 'review-2'];
    expect(setField(tab.doc, [...path, 'paragraph'], 'Rafael gave our terrier the calmest groom she has ever had.')).toEqual({ ok: true });
    expect(readPath(tab.doc, [...path, 'sample'])).toBeUndefined();
    await eventually(async () => {
      const stored = (await store.load(id))!.document;
      const storedReviews = (sectionOf(stored, 'CustomerReviews') as CustomerReviewsSection).reviews;
      return storedReviews.find((review) => review.id === 'review-2')?.sample === undefined && storedReviews[0]?.authorName === 'Owen Baxter';
    }, 'the edits to be stored');
  } finally {
    tab.destroy();
  }

  const second = await client.post(`/api/websites/${id}/publish`, { handle: 'headingley-dog-spa' });
  expect(second.status).toBe(200);
  expect(publishResultSchema.parse(second.body).leftOut).toEqual({ reviews: 2, teamMembers: 2, faqs: 1 });
  html = await (await fetch(`${running.base}/headingley-dog-spa`)).text();
  expect(html).toContain(`id="${sectionAnchor(reviews.id)}"`);
  expect(html).toContain('Rafael gave our terrier the calmest groom she has ever had.');
  expect(html).toContain('Rafael O.');
  expect(html).not.toContain('Owen Baxter');
  expect(html).not.toContain('go here');
  expect(html).not.toContain(`id="${sectionAnchor(team.id)}"`);
});
