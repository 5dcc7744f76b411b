/**
 * Every business constant and limit of the product (spec §9, §5, §6), in one place.
 * Schemas enforce the text and count limits with `.max(LIMITS.x)`; UI and server read the rest.
 * Entries grouped under "not in the spec" are our own choices where the spec gives none.
 */
export const LIMITS = {
  // --- Text limits (characters), spec §9 ---
  buttonLabel: 28,
  introHeading: 150,
  introBody: 512,
  sectionHeading: 64,
  serviceHeading: 64,
  servicePricing: 80,
  serviceBody: 1024,
  galleryCaption: 128,
  quotePrimary: 92,
  quoteSubhead: 250,
  quoteSubordinate: 1000,
  reviewParagraph: 640,
  reviewAuthor: 32,
  reviewLocation: 48,
  faqQuestion: 512,
  faqAnswer: 2048,
  contactFieldTitle: 40,
  contactSuccessMessage: 128,
  videoHeading: 80,
  videoDescription: 2000,
  teamHeading: 80,
  teamName: 120,
  teamTitle: 80,
  teamDescription: 1024,
  newsletterHeading: 80,
  newsletterBody: 512,
  newsletterFieldLabel: 40,
  navLink: 32,
  copyright: 32,
  cookieText: 200,
  embedCode: 1024,
  handle: 24,
  businessDescription: 1024,
  businessName: 48,
  email: 64,
  phone: 24,
  websiteTitle: 128,
  seoKeywords: 256,
  externalUrl: 2048,
  analyticsMeasurementId: 12,

  // --- Text limits not in the spec (our choice) ---
  /** Ids of sections and items: generous for UUIDs and readable ids alike. */
  id: 64,
  imageAlt: 256,
  imageAttributionName: 120,
  imageSearchTerm: 128,
  fontName: 64,
  copyrightExtraText: 128,
  /** Same as the cookie banner's accept/reject labels and every other button. */
  cookieButtonLabel: 28,

  // --- Counts, spec §9 ---
  reviews: 6,
  faqItems: 12,
  links: 6,
  galleryItems: 10,
  footerLinks: 4,
  teamMembers: 12,
  contactFormFields: 10,
  socialLinksCollapsed: 4,
  imagesPerWebsite: 36,
  /** Not in the spec: services have no stated cap; 12 matches team members and FAQ items. */
  services: 12,
  /** One link per social network (14 networks in spec §3). */
  socialLinks: 14,

  // --- Images and uploads, spec §5 and §9 ---
  maxImageBytes: 15_728_640,
  /**
   * Not in the spec: the most pixels an uploaded photo may have (64 MP: more than any phone's
   * default photo and most cameras'). A larger one, or a file that only claims to be (a
   * decompression bomb), is refused before it is decoded.
   */
  maxImagePixels: 64_000_000,
  maxLogoBytes: 2 * 1024 * 1024,
  maxFaviconBytes: 2 * 1024 * 1024,
  maxFaviconDimension: 512,
  /** Not in the spec: a logo wider or taller than this is refused (it would only cost visitors memory). */
  maxLogoDimension: 8192,
  /** Not in the spec: a taller logo is scaled down to this height when stored (it is shown at most 64 px high). */
  storedLogoHeight: 512,
  recommendedImageSize: {
    Square: { width: 2000, height: 2000 },
    Landscape: { width: 2000, height: 1500 },
    Portrait: { width: 1500, height: 2000 },
  },
  /** The few words under an image banner's heading. */
  imageBannerText: 300,
  imageBannerHeightMin: 160,
  imageBannerHeightMax: 640,
  imageBannerHeightDefault: 320,
  imageBannerOverlayDefault: 0.2,
  introOverlayDefault: 0.75,
  opacityMin: 0,
  opacityMax: 0.8,
  opacityStep: 0.01,
  opacityDefault: 0.2,
  cropperZoomMin: 1,
  cropperZoomMax: 2,

  // --- Time and flow, spec §9 ---
  inviteValidityDays: 7,
  inviteValidityMs: 7 * 24 * 60 * 60 * 1000,
  disconnectEmailAfterDays: 7,
  disconnectEmailAfterMs: 7 * 24 * 60 * 60 * 1000,
  otpLength: 6,
  personalizingTimeoutMs: 4500,
  organizingExtendedTimeoutMs: 8000,
  scrapeExtendedTimeoutMs: 8000,
  scrapePartialSuccessChars: 5000,
  maxScrapeChars: 7500,
  certificateUsualHours: 1,
  certificateMaxHours: 48,
  analyticsUpdateHours: 24,
  retryBaseMs: 1000,
  retryFactor: 2,
  retryCapMs: 14_400_000,

  // --- Websites per user, spec §6 ---
  websitesPerUser: { own: 3, shared: 5, acceptedInvites: 20 },
  /** Development hosts allow more own websites. */
  devWebsitesPerUser: { own: 10, shared: 5, acceptedInvites: 20 },

  // --- AI tools and generation, spec §1 and §7 ---
  businessNameSuggestions: 12,
  businessIdeaSuggestions: 10,
  businessIdeaWordsTarget: 5,
  businessIdeaWordsMax: 8,
  generatedPalettes: 8,
  generatedFontPairs: 8,

  // --- Sitemaps, spec §3 ---
  sitemapBuckets: 16,
  sitemapVersion: 1,
} as const;

/** The website document version (spec §9). */
export const SITE_DOCUMENT_VERSION = '1.0';
