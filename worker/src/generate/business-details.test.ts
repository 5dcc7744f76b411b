import { createDefaultTheme, importedContentSchema, type BusinessDetails, type ImportedContent, type SectionType, type SiteDocument } from '@frontdoor/shared';
import { assembleSite } from './assemble-site.js';
import type { SiteContent } from './site-content.js';

// Issue 24: the phone, email, address and hours the owner gave in onboarding (or that the page
// they created from had) are the site's business details, their one home.

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'FrequentlyAskedQuestions', 'Contact', 'Footer'];

const content: SiteContent = {
  intro: { headline: 'Happy dogs in Headingley', buttonText: 'Book a groom', text: 'Full grooms and nail clipping.' },
  faqs: { faqs: [{ question: 'Do you groom cats?', answer: 'Dogs only, for now.' }] },
  imageTerms: { introduction: 'dog grooming', banner: ['dog'], gallery: ['dog'], services: [] },
  images: { banners: [], gallery: [], services: [] },
};

function assemble(input: { business?: BusinessDetails; imported?: ImportedContent }): SiteDocument {
  const theme = createDefaultTheme();
  return assembleSite({
    websiteId: 'site-1',
    brief: { businessName: 'Headingley Dog Spa', description: 'A friendly dog grooming salon', location: 'Headingley', link: '' },
    fontPair: theme.fontPair,
    palette: theme.palette,
    sectionTypes: SECTIONS,
    content,
    ...input,
  });
}

const page = importedContentSchema.parse({
  kind: 'website',
  url: 'https://dogspa.example/',
  name: 'Headingley Dog Spa',
  phone: '0113 496 0000',
  email: 'woof@dogspa.example',
  address: '12 Otley Road, Leeds LS6 2AA',
  hours: ['Monday–Friday: 09:00–17:00', 'Saturday: 9am - 1pm', 'Late opening on the first Thursday'],
});

const owner: BusinessDetails = {
  phone: '+44 7700 900123',
  email: '',
  address: '3 North Lane, Leeds LS6 3HU',
  serviceArea: 'Headingley and Hyde Park',
  hours: [{ day: 'Tuesday', opens: '10:00', closes: '18:00' }],
  hoursNote: 'By appointment',
};

it('puts what the owner entered in onboarding into the website settings', () => {
  const document = assemble({ business: owner });
  expect(document.websiteSettings.business).toEqual(owner);
});

it('leaves the details empty when the owner skipped them', () => {
  expect(assemble({}).websiteSettings.business).toEqual({ phone: '', email: '', address: '', serviceArea: '', hours: [], hoursNote: '' });
});

it('takes the page’s phone, email, address and readable hours when the wizard sent none, the rest of the hours as the note', () => {
  const document = assemble({ imported: page });
  expect(document.websiteSettings.business).toEqual({
    phone: '0113 496 0000',
    email: 'woof@dogspa.example',
    address: '12 Otley Road, Leeds LS6 2AA',
    serviceArea: '',
    hours: [
      ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' })),
      { day: 'Saturday', opens: '09:00', closes: '13:00' },
    ],
    hoursNote: 'Late opening on the first Thursday',
  });
});

it('keeps what the owner reviewed over the page’s, and no longer writes hours or address into the FAQ or the contact section', () => {
  const document = assemble({ business: owner, imported: page });
  expect(document.websiteSettings.business).toEqual(owner);
  const faq = document.sections.find((section) => section.type === 'FrequentlyAskedQuestions');
  expect(faq?.type === 'FrequentlyAskedQuestions' && faq.items.map((item) => item.question)).toEqual(['Do you groom cats?']);
  const contact = document.sections.find((section) => section.type === 'Contact');
  expect(contact?.type === 'Contact' && [contact.phone, contact.email]).toEqual(['', '']);
});

it('drops a page phone or email that is not one', () => {
  const document = assemble({ imported: { ...page, phone: 'Call us!', email: 'write to us' } });
  expect(document.websiteSettings.business).toMatchObject({ phone: '', email: '', address: '12 Otley Road, Leeds LS6 2AA' });
});
