import { renderToStaticMarkup } from 'react-dom/server';
import { createDefaultSiteDocument } from '../site/default-site-document.js';
import { reviewSchema } from '../site/items/review.js';
import { serviceItemSchema } from '../site/items/service-item.js';
import { teamMemberSchema } from '../site/items/team-member.js';
import type { CustomerReviewsSection } from '../site/sections/customer-reviews.js';
import type { ServicesSection } from '../site/sections/services.js';
import type { TeamSection } from '../site/sections/team.js';
import { siteDocumentSchema, type SiteDocument } from '../site/site-document.js';
import { renderPublishedPage } from '../render/published-page.js';
import { SiteView } from '../render/site-view.js';
import { sectionAnchor } from '../render/urls.js';
import { countSamples, leftOutMessage, withoutSamples } from './sample-content.js';

// Issue 24: generated sample reviews and team members are never published as if real.

const PAGE = { canonicalUrl: 'https://frontdoor.example/spa', forms: { contact: '/api/public/spa/contact', newsletter: '/api/public/spa/newsletter' } };

const review = (id: string, sample?: boolean) => ({
  id,
  paragraph: `Words of ${id}`,
  authorName: `Author ${id}`,
  authorLocation: '',
  ...(sample !== undefined && { sample }),
});
const member = (id: string, sample?: boolean) => ({ id, name: `Person ${id}`, jobTitle: 'Groomer', description: '', ...(sample !== undefined && { sample }) });

function site(reviews: ReturnType<typeof review>[], members: ReturnType<typeof member>[]): SiteDocument {
  const document = createDefaultSiteDocument({
    id: 'draft-1',
    businessName: 'Headingley Dog Spa',
    sectionTypes: ['Header', 'Introduction', 'Services', 'Team', 'CustomerReviews', 'Footer'],
  });
  for (const section of document.sections) {
    if (section.type === 'CustomerReviews') section.reviews = reviews;
    if (section.type === 'Team') section.members = members;
    if (section.type === 'Services') {
      section.items = [
        { id: 's1', heading: 'Full groom', paragraph: '', pricing: 'From £40', samplePricing: true },
        { id: 's2', heading: 'Nail clipping', paragraph: '', pricing: '£10' },
      ];
    }
  }
  return siteDocumentSchema.parse(document);
}

const sectionOf = (document: SiteDocument, type: 'CustomerReviews' | 'Team' | 'Services') => document.sections.find((section) => section.type === type)!;

describe('the sample marks in the schema', () => {
  it('are optional booleans on reviews, team members and service prices', () => {
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
  it('leaves sample reviews and team members out of a copy and counts them, keeping the draft as it is', () => {
    const draft = site([review('r1', true), review('r2'), review('r3', true)], [member('m1', true), member('m2', false)]);
    const before = JSON.stringify(draft);
    const { document, leftOut } = withoutSamples(draft);
    expect(leftOut).toEqual({ reviews: 2, teamMembers: 1 });
    expect(countSamples(draft)).toEqual(leftOut);
    expect((sectionOf(document, 'CustomerReviews') as CustomerReviewsSection).reviews.map((entry) => entry.id)).toEqual(['r2']);
    expect((sectionOf(document, 'Team') as TeamSection).members.map((entry) => entry.id)).toEqual(['m2']);
    expect(siteDocumentSchema.parse(document)).toEqual(document);
    expect(JSON.stringify(draft)).toBe(before);
  });

  it('answers the same document when there is nothing to leave out', () => {
    const draft = site([review('r1')], []);
    expect(withoutSamples(draft)).toEqual({ document: draft, leftOut: { reviews: 0, teamMembers: 0 } });
  });

  it('leaves a Reviews or Team section of samples off the published page, with its header link', () => {
    const draft = site([review('r1', true), review('r2', true)], [member('m1', true)]);
    const reviews = sectionOf(draft, 'CustomerReviews');
    const team = sectionOf(draft, 'Team');
    const header = draft.sections[0]!;
    if (header.type !== 'Header') throw new Error('no header');
    header.links = [reviews, team].map((section) => ({ type: 'Section', sectionId: section.id, label: section.type, style: 'Solid', size: 'Medium' }));
    const withSamples = renderPublishedPage(draft, PAGE).html;
    expect(withSamples).toContain(`href="#${sectionAnchor(reviews.id)}"`);
    const { html } = renderPublishedPage(withoutSamples(draft).document, PAGE);
    for (const section of [reviews, team]) {
      expect(html).not.toContain(`id="${sectionAnchor(section.id)}"`);
      expect(html).not.toContain(`href="#${sectionAnchor(section.id)}"`);
    }
    expect(html).not.toContain('Author r1');
    expect(html).not.toContain('Person m1');
  });
});

describe('leftOutMessage', () => {
  it('says in plain words what the page leaves out', () => {
    expect(leftOutMessage({ reviews: 3, teamMembers: 0 })).toBe('3 sample reviews are left out of your page until you confirm them or replace them with real ones.');
    expect(leftOutMessage({ reviews: 1, teamMembers: 0 })).toBe('1 sample review is left out of your page until you confirm it or replace it with a real one.');
    expect(leftOutMessage({ reviews: 2, teamMembers: 1 })).toBe(
      '2 sample reviews and 1 sample team member are left out of your page until you confirm them or replace them with real ones.',
    );
    expect(leftOutMessage({ reviews: 0, teamMembers: 0 })).toBeNull();
  });
});

describe('sample content on the canvas and the page', () => {
  const draft = site([review('r1', true), review('r2')], [member('m1', true)]);
  const canvas = renderToStaticMarkup(<SiteView document={draft} mode="preview" />);
  const page = renderToStaticMarkup(<SiteView document={draft} mode="published" />);

  it('badges sample reviews and team members in the designer only', () => {
    expect(canvas.match(/<span class="smp">Sample<\/span>/g)).toHaveLength(2);
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
