import { renderToStaticMarkup } from 'react-dom/server';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { faqItemSchema } from '../site/items/faq-item.js';
import { reviewSchema } from '../site/items/review.js';
import { serviceItemSchema } from '../site/items/service-item.js';
import { teamMemberSchema } from '../site/items/team-member.js';
import { defaultCustomerReviewsSection, type CustomerReviewsSection } from '../site/sections/customer-reviews.js';
import type { FrequentlyAskedQuestionsSection } from '../site/sections/frequently-asked-questions.js';
import type { ServicesSection } from '../site/sections/services.js';
import { defaultTeamSection, type TeamSection } from '../site/sections/team.js';
import { siteDocumentSchema, type SiteDocument } from '../site/site-document.js';
import { renderPublishedPage } from '../render/published-page.js';
import { SiteView } from '../render/site-view.js';
import { sectionAnchor } from '../render/urls.js';
import { countSamples, leftOutMessage, readsAsPlaceholder, withoutSamples } from './sample-content.js';

// Issues 24 and 36: generated sample reviews, team members and FAQs are never published as if real.

const PAGE = { canonicalUrl: 'https://frontdoor.example/spa', forms: { contact: '/api/public/spa/contact', newsletter: '/api/public/spa/newsletter' } };

const review = (id: string, sample?: boolean) => ({
  id,
  paragraph: `Words of ${id}`,
  authorName: `Author ${id}`,
  authorLocation: '',
  ...(sample !== undefined && { sample }),
});
const member = (id: string, sample?: boolean) => ({ id, name: `Person ${id}`, jobTitle: 'Groomer', description: '', ...(sample !== undefined && { sample }) });
const faq = (id: string, sample?: boolean) => ({ id, question: `Question ${id}?`, answer: `Answer ${id}.`, ...(sample !== undefined && { sample }) });

function site(reviews: ReturnType<typeof review>[], members: ReturnType<typeof member>[], faqs: ReturnType<typeof faq>[] = []): SiteDocument {
  const document = createDefaultSiteDocument({
    id: 'draft-1',
    businessName: 'Headingley Dog Spa',
    sectionTypes: ['Header', 'Introduction', 'Services', 'Team', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Footer'],
  });
  for (const section of document.sections) {
    if (section.type === 'CustomerReviews') section.reviews = reviews;
    if (section.type === 'Team') section.members = members;
    if (section.type === 'FrequentlyAskedQuestions') section.items = faqs;
    if (section.type === 'Services') {
      section.items = [
        { id: 's1', heading: 'Full groom', paragraph: '', pricing: 'From £40', samplePricing: true },
        { id: 's2', heading: 'Nail clipping', paragraph: '', pricing: '£10' },
      ];
    }
  }
  return siteDocumentSchema.parse(document);
}

const sectionOf = (document: SiteDocument, type: 'CustomerReviews' | 'Team' | 'Services' | 'FrequentlyAskedQuestions') =>
  document.sections.find((section) => section.type === type)!;

describe('the sample marks in the schema', () => {
  it('are optional booleans on reviews, team members, FAQs and service prices', () => {
    expect(faqItemSchema.parse(faq('f1', true)).sample).toBe(true);
    expect(faqItemSchema.parse(faq('f1'))).not.toHaveProperty('sample');
    expect(faqItemSchema.safeParse({ ...faq('f1'), sample: 'yes' }).success).toBe(false);
    expect(reviewSchema.parse(review('r1', true)).sample).toBe(true);
    expect(reviewSchema.parse(review('r1'))).not.toHaveProperty('sample');
    expect(reviewSchema.safeParse({ ...review('r1'), sample: 'yes' }).success).toBe(false);
    expect(teamMemberSchema.parse(member('m1', true)).sample).toBe(true);
    expect(teamMemberSchema.safeParse({ ...member('m1'), sample: 1 }).success).toBe(false);
    expect(serviceItemSchema.parse({ id: 's', heading: 'x', paragraph: '', pricing: '$1', samplePricing: true }).samplePricing).toBe(true);
    expect(serviceItemSchema.safeParse({ id: 's', heading: 'x', paragraph: '', pricing: '$1', samplePricing: 'no' }).success).toBe(false);
  });
});

describe('withoutSamples', () => {
  it('leaves sample reviews, team members and FAQs out of a copy and counts them, keeping the draft as it is', () => {
    const draft = site([review('r1', true), review('r2'), review('r3', true)], [member('m1', true), member('m2', false)], [faq('f1', true), faq('f2'), faq('f3', true)]);
    const before = JSON.stringify(draft);
    const { document, leftOut } = withoutSamples(draft);
    expect(leftOut).toEqual({ reviews: 2, teamMembers: 1, faqs: 2 });
    expect((sectionOf(document, 'FrequentlyAskedQuestions') as FrequentlyAskedQuestionsSection).items.map((entry) => entry.id)).toEqual(['f2']);
    expect(countSamples(draft)).toEqual(leftOut);
    expect((sectionOf(document, 'CustomerReviews') as CustomerReviewsSection).reviews.map((entry) => entry.id)).toEqual(['r2']);
    expect((sectionOf(document, 'Team') as TeamSection).members.map((entry) => entry.id)).toEqual(['m2']);
    expect(siteDocumentSchema.parse(document)).toEqual(document);
    expect(JSON.stringify(draft)).toBe(before);
  });

  it('answers the same document when there is nothing to leave out', () => {
    const draft = site([review('r1')], []);
    expect(withoutSamples(draft)).toEqual({ document: draft, leftOut: { reviews: 0, teamMembers: 0, faqs: 0 } });
  });

  it('leaves a Reviews, Team or FAQ section of samples off the published page, with its header link', () => {
    const draft = site([review('r1', true), review('r2', true)], [member('m1', true)], [faq('f1', true)]);
    const reviews = sectionOf(draft, 'CustomerReviews');
    const team = sectionOf(draft, 'Team');
    const faqs = sectionOf(draft, 'FrequentlyAskedQuestions');
    const header = draft.sections[0]!;
    if (header.type !== 'Header') throw new Error('no header');
    header.links = [reviews, team, faqs].map((section) => ({ type: 'Section', sectionId: section.id, label: section.type, style: 'Solid', size: 'Medium' }));
    const withSamples = renderPublishedPage(draft, PAGE).html;
    expect(withSamples).toContain(`href="#${sectionAnchor(reviews.id)}"`);
    expect(withSamples).toContain(`href="#${sectionAnchor(faqs.id)}"`);
    const { html } = renderPublishedPage(withoutSamples(draft).document, PAGE);
    for (const section of [reviews, team, faqs]) {
      expect(html).not.toContain(`id="${sectionAnchor(section.id)}"`);
      expect(html).not.toContain(`href="#${sectionAnchor(section.id)}"`);
    }
    expect(html).not.toContain('Author r1');
    expect(html).not.toContain('Person m1');
    expect(html).not.toContain('Question f1?');
  });
});

describe('leftOutMessage', () => {
  it('says in plain words what the page leaves out, and that replacing them is the way in', () => {
    expect(leftOutMessage({ reviews: 3, teamMembers: 0, faqs: 0 })).toBe('3 sample reviews are left out of your page until you replace them with your own.');
    expect(leftOutMessage({ reviews: 1, teamMembers: 0, faqs: 0 })).toBe('1 sample review is left out of your page until you replace it with your own.');
    expect(leftOutMessage({ reviews: 2, teamMembers: 0, faqs: 3 })).toBe(
      '2 sample reviews and 3 sample questions are left out of your page until you replace them with your own.',
    );
    expect(leftOutMessage({ reviews: 2, teamMembers: 1, faqs: 1 })).toBe(
      '2 sample reviews, 1 sample team member and 1 sample question are left out of your page until you replace them with your own.',
    );
    expect(leftOutMessage({ reviews: 0, teamMembers: 0, faqs: 1 })).toBe('1 sample question is left out of your page until you replace it with your own.');
    expect(leftOutMessage({ reviews: 0, teamMembers: 0, faqs: 0 })).toBeNull();
    for (const message of [leftOutMessage({ reviews: 1, teamMembers: 1, faqs: 1 }), leftOutMessage({ reviews: 1, teamMembers: 0, faqs: 0 })]) {
      expect(message).not.toMatch(/confirm/i);
    }
  });
});

describe('readsAsPlaceholder (the one rule for the designer and the AI writer)', () => {
  const quote = "A customer's words about their piano tuning go here — ask a happy customer to write a line in their own words.";

  it('holds for placeholders, touched placeholders and empty text', () => {
    expect(readsAsPlaceholder(quote)).toBe(true);
    expect(readsAsPlaceholder(`${quote}!`)).toBe(true);
    expect(readsAsPlaceholder(quote.replace('piano tuning', 'tuning'))).toBe(true);
    // A letter typed inside one marker leaves the other.
    expect(readsAsPlaceholder(quote.replace('go here', 'go heres'))).toBe(true);
    expect(readsAsPlaceholder(quote.replace('own words', 'own word'))).toBe(true);
    expect(readsAsPlaceholder('What a client says about your cleaning goes here.')).toBe(true);
    expect(readsAsPlaceholder('')).toBe(true);
    expect(readsAsPlaceholder(' \n ')).toBe(true);
  });

  it('fails for words of the owner or a customer, and for the old invented samples', () => {
    expect(readsAsPlaceholder('He tuned our 1920s upright beautifully. Highly recommend.')).toBe(false);
    expect(readsAsPlaceholder('Everyone was welcoming from the moment I walked in.')).toBe(false);
    expect(readsAsPlaceholder('Priya has looked after our patients for ten years.')).toBe(false);
  });

  it('holds for the starter reviews and team member of a section added by hand, which are samples', () => {
    const reviews = defaultCustomerReviewsSection('s1', { businessName: 'Harbor Dental' });
    const team = defaultTeamSection('s2', { businessName: 'Harbor Dental' });
    expect(reviews.reviews.length).toBeGreaterThan(0);
    for (const entry of reviews.reviews) {
      expect(entry).toMatchObject({ sample: true, authorName: "Customer's name", authorLocation: 'Their town' });
      expect(readsAsPlaceholder(entry.paragraph)).toBe(true);
      expect(reviewSchema.parse(entry)).toEqual(entry);
    }
    expect(new Set(reviews.reviews.map((entry) => entry.paragraph)).size).toBe(reviews.reviews.length);
    for (const entry of team.members) {
      expect(entry.sample).toBe(true);
      expect(readsAsPlaceholder(entry.description)).toBe(true);
      expect(teamMemberSchema.parse(entry)).toEqual(entry);
    }
  });
});

describe('sample content on the canvas and the page', () => {
  const draft = site([review('r1', true), review('r2')], [member('m1', true)], [faq('f1', true), faq('f2')]);
  const canvas = renderToStaticMarkup(<SiteView document={draft} mode="preview" />);
  const page = renderToStaticMarkup(<SiteView document={draft} mode="published" />);

  it('badges sample reviews, team members and FAQs in the designer only', () => {
    expect(canvas.match(/<span class="smp">Sample<\/span>/g)).toHaveLength(3);
    expect(canvas).toContain('<summary><span><span class="smp">Sample</span>Question f1?</span></summary>');
    expect(canvas).toContain('<summary>Question f2?</summary>');
    expect(canvas).toMatch(/<li class="card"><span class="smp">Sample<\/span><figure><blockquote><p>Words of r1/);
    expect(canvas).toMatch(/<li class="card"><figure><blockquote><p>Words of r2/);
    expect(page).not.toContain('class="smp"');
  });

  it('labels a sample price as an example, on the page and the canvas, and a price the owner set as it is', () => {
    for (const html of [canvas, page]) {
      expect(html).toContain('<p class="xp">Example price</p><p class="price">From £40</p>');
      expect(html.match(/class="xp"/g)).toHaveLength(1);
      expect(html).toContain('<p class="price">£10</p>');
    }
    const french = structuredClone(draft);
    french.websiteSettings.contactFormLanguage = 'French';
    expect(renderToStaticMarkup(<SiteView document={french} mode="published" />)).toContain('<p class="xp">Exemple de prix</p>');
    const priced = structuredClone(draft);
    (sectionOf(priced, 'Services') as ServicesSection).items[0]!.pricing = ' ';
    expect(renderToStaticMarkup(<SiteView document={priced} mode="published" />)).not.toContain('class="xp"');
  });

  it('styles the badge and the label in the page stylesheet', () => {
    const [css] = renderPublishedPage(draft, PAGE).inlineStyles;
    expect(css).toMatch(/\.smp\{/);
    expect(css).toMatch(/\.xp\{/);
  });
});
