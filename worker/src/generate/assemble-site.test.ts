import { createDefaultTheme, importedContentSchema, type SectionType, type SiteDocument } from '@frontdoor/shared';
import { assembleSite } from './assemble-site.js';
import type { SiteContent } from './site-content.js';

// Issue 24: what the generator invents is marked as sample content, whatever wrote it (the
// offline composer or an LLM); what the owner's own page gave is real.

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Team', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Contact', 'Footer'];

/** A writer's answers, as any writer gives them. */
const content: SiteContent = {
  intro: { headline: 'Happy dogs in Headingley', buttonText: 'Book a groom', text: 'Full grooms and nail clipping.' },
  services: {
    services: [
      { heading: 'Full groom', description: 'Bath, cut and dry.', pricing: 'From £40' },
      { heading: 'Hand stripping', description: 'For terriers.', pricing: '' },
      { heading: 'Nail clipping', description: 'Quick and calm.', pricing: 'Contact us for pricing' },
    ],
  },
  reviews: { reviews: [{ paragraph: 'Example review: what a customer said.', authorName: 'Customer name', authorLocation: 'Customer location' }] },
  team: { members: [{ name: 'Team member name', jobTitle: 'Groomer', bio: 'Example bio.' }] },
  faqs: {
    faqs: [
      { question: 'How do I book?', answer: 'Send us a message.' },
      { question: 'Do you groom cats?', answer: 'Yes, every Tuesday.', sample: true },
      { question: 'Where are you?', answer: 'In Headingley.', sample: false },
    ],
  },
  imageTerms: { introduction: 'dog grooming', banner: ['dog'], gallery: ['dog'], services: [] },
  images: { banners: [], gallery: [], services: [] },
};

function assemble(imported?: Parameters<typeof assembleSite>[0]['imported']): SiteDocument {
  const theme = createDefaultTheme();
  return assembleSite({
    websiteId: 'site-1',
    brief: { businessName: 'Headingley Dog Spa', description: 'A friendly dog grooming salon', location: 'Headingley', link: '' },
    industry: 'spa',
    fontPair: theme.fontPair,
    palette: theme.palette,
    sectionTypes: SECTIONS,
    content,
    imported,
  });
}

const sectionOf = <T extends SectionType>(document: SiteDocument, type: T) => {
  const found = document.sections.find((section) => section.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found as Extract<SiteDocument['sections'][number], { type: T }>;
};

it('marks generated reviews and team members as samples, and generated prices as examples', () => {
  const document = assemble();
  expect(sectionOf(document, 'CustomerReviews').reviews).toEqual([
    { id: 'review-1', paragraph: 'Example review: what a customer said.', authorName: 'Customer name', authorLocation: 'Customer location', sample: true },
  ]);
  expect(sectionOf(document, 'Team').members.map((member) => member.sample)).toEqual([true]);
  const services = sectionOf(document, 'Services').items;
  expect(services.map((item) => [item.pricing, item.samplePricing])).toEqual([
    ['From £40', true],
    // No amount written: nothing invented to mark.
    ['', undefined],
    ['Contact us for pricing', undefined],
  ]);
});

it('copies the writer’s sample mark onto FAQ items (issue 36), and only a true one', () => {
  expect(sectionOf(assemble(), 'FrequentlyAskedQuestions').items).toEqual([
    { id: 'faq-1', question: 'How do I book?', answer: 'Send us a message.' },
    { id: 'faq-2', question: 'Do you groom cats?', answer: 'Yes, every Tuesday.', sample: true },
    { id: 'faq-3', question: 'Where are you?', answer: 'In Headingley.' },
  ]);
});

it('leaves reviews and services imported from the owner’s own page unmarked', () => {
  const imported = importedContentSchema.parse({
    kind: 'website',
    url: 'https://headingley-dog-spa.example/',
    services: [{ name: 'Puppy intro groom', price: '£25' }],
    reviews: [{ text: 'They were so gentle with Bella.', author: 'Sam W.' }],
  });
  const document = assemble(imported);
  const reviews = sectionOf(document, 'CustomerReviews').reviews;
  expect(reviews.map((review) => [review.authorName, review.sample])).toEqual([['Sam W.', undefined]]);
  const services = sectionOf(document, 'Services').items;
  expect(services.map((item) => [item.heading, item.pricing, item.samplePricing])).toEqual([['Puppy intro groom', '£25', undefined]]);
  // The page had no team: the generated one is still a sample.
  expect(sectionOf(document, 'Team').members.map((member) => member.sample)).toEqual([true]);
});
