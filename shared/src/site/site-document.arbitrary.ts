// fast-check arbitraries of valid site documents, for property tests. Not exported from the
// barrel: fast-check is a development dependency.
import fc from 'fast-check';
import { AVAILABILITY_LIMITS, BOOKING_MODES, SCHEDULING_PROVIDERS, type BookingRules, type ServiceBooking } from '../bookings/settings.js';
import { webRiskStateSchema } from './app-enums.js';
import { BUSINESS_DETAILS_LIMITS, WEEKDAYS } from './business-details.js';
import { contactFieldTypeSchema, contactFieldValidatorSchema } from './contact-enums.js';
import { alignmentSchema, imageFitSchema, imageFrameSchema, imageProviderSchema } from './image-enums.js';
import type { Image } from './image.js';
import { REQUIRED_CONTACT_FIELD_IDS, type ContactField } from './items/contact-field.js';
import { languageSchema } from './languages.js';
import { LIMITS, SITE_DOCUMENT_VERSION } from './limits.js';
import { buttonSizeSchema, buttonStyleSchema } from './link-enums.js';
import type { Link } from './link.js';
import type { Section } from './section.js';
import { SECTION_REGISTRY } from './section-registry.js';
import type { SectionType } from './section-type.js';
import type { SiteDocument } from './site-document.js';
import { socialTypeSchema } from './social-types.js';
import {
  backgroundTypeSchema,
  bodyFontSizeSchema,
  borderSchema,
  borderThicknessSchema,
  cornerStyleSchema,
  decorFrameSchema,
  fontSizeSchema,
  fontWeightSchema,
  galleryLayoutSchema,
  logoTypeSchema,
  presetStyleSchema,
  shadowSchema,
} from './style-enums.js';
import type { Theme } from './theme.js';
import type { WebsiteSettings } from './website-settings.js';

const oneOf = <T extends string | number>(options: readonly T[]) => fc.constantFrom(...options);

/**
 * Text of at most `max` UTF-16 units: mostly short ASCII, sometimes any Unicode (astral
 * characters count two units, hence half the length), sometimes exactly at the limit.
 */
export function textArbitrary(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: Math.floor(max / 2) }) },
    { weight: 1, arbitrary: fc.string({ minLength: max, maxLength: max, unit: 'binary-ascii' }) },
  );
}

/** A finite number, never -0 (which Yjs, like JSON, stores as 0). */
const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((value) => value + 0);

const idArbitrary = fc.string({ minLength: 1, maxLength: 16 });

const colorArbitrary = fc
  .tuple(fc.constantFrom(3, 6, 8), fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 8 }))
  .map(([length, digits]) => `#${digits.padEnd(8, '0').slice(0, length)}`);

const timestampArbitrary = fc
  .date({ min: new Date('2000-01-01T00:00:00.000Z'), max: new Date('2100-01-01T00:00:00.000Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

const urlArbitrary = fc.oneof({ weight: 4, arbitrary: fc.webUrl() }, { weight: 1, arbitrary: textArbitrary(LIMITS.externalUrl) });

export const imageArbitrary: fc.Arbitrary<Image> = fc.record(
  {
    provider: oneOf(imageProviderSchema.options),
    providerId: textArbitrary(LIMITS.id),
    urls: fc.record({
      thumbnail: urlArbitrary,
      small: urlArbitrary,
      regular: urlArbitrary,
      raw: urlArbitrary,
      full: urlArbitrary,
    }),
    alt: textArbitrary(LIMITS.imageAlt),
    width: fc.integer({ min: 1, max: 10_000 }),
    height: fc.integer({ min: 1, max: 10_000 }),
    fit: oneOf(imageFitSchema.options),
    effects: fc.record({
      translate: fc.record({ x: finite(-100, 100), y: finite(-100, 100) }),
      zoom: finite(LIMITS.cropperZoomMin, LIMITS.cropperZoomMax),
      rotation: finite(-360, 360),
    }),
    searchTerm: textArbitrary(LIMITS.imageSearchTerm),
    attribution: fc.record({ name: textArbitrary(LIMITS.imageAttributionName), url: urlArbitrary }),
    frame: oneOf(imageFrameSchema.options),
  },
  { requiredKeys: ['provider', 'urls', 'alt', 'width', 'height', 'fit', 'effects'] },
);

function linkArbitraryWithLabel(labelMax: number): fc.Arbitrary<Link> {
  const common = {
    label: textArbitrary(labelMax),
    style: oneOf(buttonStyleSchema.options),
    size: oneOf(buttonSizeSchema.options),
  };
  return fc.oneof(
    fc.record({ type: fc.constant('None' as const), ...common }),
    fc.record({ type: fc.constant('Email' as const), ...common, email: textArbitrary(LIMITS.email) }),
    fc.record({
      type: fc.constant('Web' as const),
      ...common,
      url: urlArbitrary,
      openInNewTab: fc.boolean(),
      webRisk: oneOf(webRiskStateSchema.options),
    }),
    fc.record({ type: fc.constant('Phone' as const), ...common, phone: textArbitrary(LIMITS.phone) }),
    fc.record({ type: fc.constant('Section' as const), ...common, sectionId: idArbitrary }),
    fc.record({ type: fc.constant('Social' as const), ...common, socialType: oneOf(socialTypeSchema.options) }),
  );
}

export const linkArbitrary = linkArbitraryWithLabel(LIMITS.buttonLabel);
export const navLinkArbitrary = linkArbitraryWithLabel(LIMITS.navLink);

const list = <T>(item: fc.Arbitrary<T>, maxLength: number) => fc.array(item, { maxLength: Math.min(maxLength, 4) });
/** Lists at their maximum length are rare under the default size, so they get their own case. */
const listUpTo = <T>(item: fc.Arbitrary<T>, maxLength: number) =>
  fc.oneof({ weight: 5, arbitrary: list(item, maxLength) }, { weight: 1, arbitrary: fc.array(item, { minLength: maxLength, maxLength }) });

const contactFieldArbitrary = (id: string, validator?: 'Required' | 'EmailRequired'): fc.Arbitrary<ContactField> =>
  fc.record({
    id: fc.constant(id),
    title: textArbitrary(LIMITS.contactFieldTitle),
    type: oneOf(contactFieldTypeSchema.options),
    validators: fc
      .subarray([...contactFieldValidatorSchema.options])
      .map((validators) => (validator && !validators.includes(validator) ? [...validators, validator] : validators)),
  });

const contactFieldsArbitrary: fc.Arbitrary<ContactField[]> = fc
  .tuple(
    contactFieldArbitrary(REQUIRED_CONTACT_FIELD_IDS.name, 'Required'),
    contactFieldArbitrary(REQUIRED_CONTACT_FIELD_IDS.email, 'EmailRequired'),
    contactFieldArbitrary(REQUIRED_CONTACT_FIELD_IDS.message, 'Required'),
    fc.integer({ min: 0, max: LIMITS.contactFormFields - 3 }),
  )
  .chain(([name, email, message, extra]) =>
    fc
      .tuple(...Array.from({ length: extra }, (_, index) => contactFieldArbitrary(`custom-${index}`)))
      .chain((custom) => fc.shuffledSubarray([name, email, message, ...custom], { minLength: 3 + extra })),
  );

const serviceBookingArbitrary: fc.Arbitrary<ServiceBooking> = fc.record({
  durationMinutes: fc.integer({ min: AVAILABILITY_LIMITS.durationMinutes.min, max: AVAILABILITY_LIMITS.durationMinutes.max }),
  bufferAfterMinutes: fc.integer({ min: 0, max: AVAILABILITY_LIMITS.bufferMinutes }),
  dailyCap: fc.option(fc.integer({ min: 1, max: AVAILABILITY_LIMITS.dailyCap })),
  mode: oneOf(BOOKING_MODES),
});

const dateArbitrary = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const bookingRulesArbitrary: fc.Arbitrary<BookingRules> = fc.record({
  timeZone: fc.constantFrom('Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'),
  closedDates: fc.array(dateArbitrary, { maxLength: 4 }),
  extraDays: fc.array(fc.record({ date: dateArbitrary, opens: fc.constantFrom('08:00', '09:30'), closes: fc.constantFrom('12:00', '17:45') }), { maxLength: 3 }),
  minimumNoticeMinutes: fc.integer({ min: 0, max: AVAILABILITY_LIMITS.noticeMinutes }),
  horizonDays: fc.integer({ min: 0, max: AVAILABILITY_LIMITS.horizonDays }),
  slotStepMinutes: fc.integer({ min: AVAILABILITY_LIMITS.stepMinutes.min, max: AVAILABILITY_LIMITS.stepMinutes.max }),
  cancelCutoffHours: fc.integer({ min: 0, max: AVAILABILITY_LIMITS.cancelCutoffHours }),
});

const base = <T extends SectionType>(type: T) => ({ id: idArbitrary, type: fc.constant(type) });

/** A valid section of each type (ids are made unique by the document arbitrary). */
export const sectionArbitraries: { [T in SectionType]: fc.Arbitrary<Extract<Section, { type: T }>> } = {
  Header: fc.record({ ...base('Header'), links: listUpTo(navLinkArbitrary, LIMITS.links), button: linkArbitrary }, { requiredKeys: ['id', 'type', 'links'] }),
  Introduction: fc.record(
    {
      ...base('Introduction'),
      heading: textArbitrary(LIMITS.introHeading),
      body: textArbitrary(LIMITS.introBody),
      button: linkArbitrary,
      backgroundType: oneOf(backgroundTypeSchema.options),
      image: imageArbitrary,
      overlayOpacity: finite(LIMITS.opacityMin, LIMITS.opacityMax),
    },
    { requiredKeys: ['id', 'type', 'heading', 'body', 'backgroundType', 'overlayOpacity'] },
  ),
  Services: fc.record({
    ...base('Services'),
    heading: textArbitrary(LIMITS.sectionHeading),
    items: listUpTo(
      fc.record(
        {
          id: idArbitrary,
          image: imageArbitrary,
          heading: textArbitrary(LIMITS.serviceHeading),
          paragraph: textArbitrary(LIMITS.serviceBody),
          pricing: textArbitrary(LIMITS.servicePricing),
          button: linkArbitrary,
          samplePricing: fc.boolean(),
          booking: serviceBookingArbitrary,
        },
        { requiredKeys: ['id', 'heading', 'paragraph', 'pricing'] },
      ),
      LIMITS.services,
    ),
  }),
  Gallery: fc.record({
    ...base('Gallery'),
    heading: textArbitrary(LIMITS.sectionHeading),
    layout: oneOf(galleryLayoutSchema.options),
    items: listUpTo(
      fc.record({ id: idArbitrary, image: imageArbitrary, caption: textArbitrary(LIMITS.galleryCaption) }, { requiredKeys: ['id', 'image'] }),
      LIMITS.galleryItems,
    ),
  }),
  QuoteBanner: fc.record({
    ...base('QuoteBanner'),
    primary: textArbitrary(LIMITS.quotePrimary),
    subhead: textArbitrary(LIMITS.quoteSubhead),
    subordinate: textArbitrary(LIMITS.quoteSubordinate),
  }),
  ImageBanner: fc.record(
    {
      ...base('ImageBanner'),
      heading: textArbitrary(LIMITS.sectionHeading),
      text: textArbitrary(LIMITS.imageBannerText),
      image: imageArbitrary,
      height: fc.integer({ min: LIMITS.imageBannerHeightMin, max: LIMITS.imageBannerHeightMax }),
      overlayOpacity: finite(LIMITS.opacityMin, LIMITS.opacityMax),
      button: linkArbitrary,
    },
    { requiredKeys: ['id', 'type', 'heading', 'text', 'height', 'overlayOpacity'] },
  ),
  Team: fc.record({
    ...base('Team'),
    heading: textArbitrary(LIMITS.teamHeading),
    members: listUpTo(
      fc.record(
        {
          id: idArbitrary,
          name: textArbitrary(LIMITS.teamName),
          jobTitle: textArbitrary(LIMITS.teamTitle),
          description: textArbitrary(LIMITS.teamDescription),
          image: imageArbitrary,
          sample: fc.boolean(),
        },
        { requiredKeys: ['id', 'name', 'jobTitle', 'description'] },
      ),
      LIMITS.teamMembers,
    ),
  }),
  Scheduling: fc.record(
    {
      ...base('Scheduling'),
      heading: textArbitrary(LIMITS.sectionHeading),
      schedulingUrl: urlArbitrary,
      provider: oneOf(SCHEDULING_PROVIDERS),
      bookingRules: bookingRulesArbitrary,
    },
    { requiredKeys: ['id', 'type', 'heading', 'schedulingUrl', 'provider'] },
  ),
  Video: fc.record({
    ...base('Video'),
    heading: textArbitrary(LIMITS.videoHeading),
    description: textArbitrary(LIMITS.videoDescription),
    videoUrl: urlArbitrary,
  }),
  CustomerReviews: fc.record({
    ...base('CustomerReviews'),
    heading: textArbitrary(LIMITS.sectionHeading),
    reviews: listUpTo(
      fc.record(
        {
          id: idArbitrary,
          paragraph: textArbitrary(LIMITS.reviewParagraph),
          authorName: textArbitrary(LIMITS.reviewAuthor),
          authorLocation: textArbitrary(LIMITS.reviewLocation),
          sample: fc.boolean(),
        },
        { requiredKeys: ['id', 'paragraph', 'authorName', 'authorLocation'] },
      ),
      LIMITS.reviews,
    ),
  }),
  FrequentlyAskedQuestions: fc.record({
    ...base('FrequentlyAskedQuestions'),
    heading: textArbitrary(LIMITS.sectionHeading),
    items: listUpTo(
      fc.record(
        {
          id: idArbitrary,
          question: textArbitrary(LIMITS.faqQuestion),
          answer: textArbitrary(LIMITS.faqAnswer),
          button: linkArbitrary,
        },
        { requiredKeys: ['id', 'question', 'answer'] },
      ),
      LIMITS.faqItems,
    ),
  }),
  Contact: fc.record({
    ...base('Contact'),
    heading: textArbitrary(LIMITS.sectionHeading),
    fields: contactFieldsArbitrary,
    successMessage: textArbitrary(LIMITS.contactSuccessMessage),
    submitLabel: textArbitrary(LIMITS.buttonLabel),
    email: textArbitrary(LIMITS.email),
    phone: textArbitrary(LIMITS.phone),
  }),
  Newsletter: fc.record({
    ...base('Newsletter'),
    heading: textArbitrary(LIMITS.newsletterHeading),
    body: textArbitrary(LIMITS.newsletterBody),
    fieldLabel: textArbitrary(LIMITS.newsletterFieldLabel),
    submitLabel: textArbitrary(LIMITS.buttonLabel),
  }),
  Footer: fc.record({
    ...base('Footer'),
    links: listUpTo(navLinkArbitrary, LIMITS.footerLinks),
    showSocialLinks: fc.boolean(),
  }),
  CodeEmbed: fc.record({
    ...base('CodeEmbed'),
    heading: textArbitrary(LIMITS.sectionHeading),
    code: textArbitrary(LIMITS.embedCode),
  }),
};

const fontArbitrary = fc.record({
  family: fc.string({ minLength: 1, maxLength: LIMITS.fontName }),
  weight: oneOf(fontWeightSchema.options),
});

export const themeArbitrary: fc.Arbitrary<Theme> = fc.record({
  presetStyle: oneOf(presetStyleSchema.options),
  palette: fc.record({
    background: colorArbitrary,
    primaryText: colorArbitrary,
    buttonBackground: colorArbitrary,
    buttonForeground: colorArbitrary,
    accent: colorArbitrary,
  }),
  fontPair: fc.record({ name: textArbitrary(LIMITS.fontName), heading: fontArbitrary, body: fontArbitrary }),
  headingFontSize: oneOf(fontSizeSchema.options),
  bodyFontSize: oneOf(bodyFontSizeSchema.options),
  corners: oneOf(cornerStyleSchema.options),
  shadow: oneOf(shadowSchema.options),
  border: fc.record({ sides: oneOf(borderSchema.options), thickness: oneOf([...borderThicknessSchema.values]) }),
  decorFrame: oneOf(decorFrameSchema.options),
  imageFrame: oneOf(imageFrameSchema.options),
  imageAlignment: oneOf(alignmentSchema.options),
});

const timeArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const businessDetailsArbitrary = fc.record({
  phone: textArbitrary(LIMITS.phone),
  email: textArbitrary(LIMITS.email),
  address: textArbitrary(BUSINESS_DETAILS_LIMITS.address),
  serviceArea: textArbitrary(BUSINESS_DETAILS_LIMITS.serviceArea),
  hours: list(fc.record({ day: oneOf(WEEKDAYS), opens: timeArbitrary, closes: timeArbitrary }), BUSINESS_DETAILS_LIMITS.hours),
  hoursNote: textArbitrary(BUSINESS_DETAILS_LIMITS.hoursNote),
});

export const websiteSettingsArbitrary: fc.Arbitrary<WebsiteSettings> = fc.record(
  {
    id: idArbitrary,
    businessName: textArbitrary(LIMITS.businessName),
    businessDescription: textArbitrary(LIMITS.businessDescription),
    companyName: textArbitrary(LIMITS.businessName),
    pageTitle: textArbitrary(LIMITS.websiteTitle),
    seoKeywords: textArbitrary(LIMITS.seoKeywords),
    searchIndexingEnabled: fc.boolean(),
    analyticsMeasurementId: textArbitrary(LIMITS.analyticsMeasurementId),
    cookieBanner: fc.record(
      {
        enabled: fc.boolean(),
        text: textArbitrary(LIMITS.cookieText),
        acceptLabel: textArbitrary(LIMITS.cookieButtonLabel),
        rejectLabel: textArbitrary(LIMITS.cookieButtonLabel),
        backgroundColor: colorArbitrary,
      },
      { requiredKeys: ['enabled', 'text', 'acceptLabel', 'rejectLabel'] },
    ),
    fixedHeader: fc.boolean(),
    faviconUrl: urlArbitrary,
    logo: fc.record(
      {
        type: oneOf(logoTypeSchema.options),
        text: textArbitrary(LIMITS.businessName),
        image: imageArbitrary,
        size: oneOf(fontSizeSchema.options),
        weight: oneOf(fontWeightSchema.options),
      },
      { requiredKeys: ['type', 'text', 'size', 'weight'] },
    ),
    socialLinks: fc.uniqueArray(fc.record({ type: oneOf(socialTypeSchema.options), url: urlArbitrary }), {
      selector: (link) => link.type,
      maxLength: LIMITS.socialLinks,
    }),
    copyrightText: textArbitrary(LIMITS.copyright),
    copyrightExtraText: textArbitrary(LIMITS.copyrightExtraText),
    hideMadeWithBadge: fc.boolean(),
    handle: textArbitrary(LIMITS.handle),
    lastPublishedAt: timestampArbitrary,
    editorEmail: textArbitrary(LIMITS.email),
    contactFormLanguage: oneOf(languageSchema.options),
    business: businessDetailsArbitrary,
  },
  {
    requiredKeys: [
      'id',
      'businessName',
      'businessDescription',
      'companyName',
      'pageTitle',
      'seoKeywords',
      'searchIndexingEnabled',
      'analyticsMeasurementId',
      'cookieBanner',
      'fixedHeader',
      'logo',
      'socialLinks',
      'copyrightText',
      'copyrightExtraText',
      'hideMadeWithBadge',
      'contactFormLanguage',
      'business',
    ],
  },
);

/** Sections of a valid document: Header and Footer once, other types up to their maxCount. */
const sectionsArbitrary: fc.Arbitrary<Section[]> = fc
  .tuple(
    sectionArbitraries.Header,
    sectionArbitraries.Footer,
    ...(Object.keys(SECTION_REGISTRY) as SectionType[])
      .filter((type) => type !== 'Header' && type !== 'Footer')
      .map((type) => fc.array(sectionArbitraries[type] as fc.Arbitrary<Section>, { maxLength: SECTION_REGISTRY[type].maxCount })),
  )
  .chain(([header, footer, ...others]) => {
    const sections: Section[] = [header, footer, ...others.flat()];
    return fc.shuffledSubarray(sections, { minLength: sections.length });
  })
  // Suffixing the index keeps section ids unique, as the document schema requires.
  .map((sections) => sections.map((section, index) => ({ ...section, id: `${section.id}-${index}` })));

/** Random valid site documents: every generated value passes `siteDocumentSchema` unchanged. */
export const siteDocumentArbitrary: fc.Arbitrary<SiteDocument> = fc
  .record({
    version: fc.constant(SITE_DOCUMENT_VERSION),
    websiteSettings: websiteSettingsArbitrary,
    theme: themeArbitrary,
    sections: sectionsArbitrary,
  })
  // fc.record builds null-prototype objects; documents in the product are ordinary objects.
  .map((doc) => structuredClone(doc));
