import { INDUSTRY_PAGE_DESCRIPTIONS } from '../features/industries/industry-content';

/**
 * Search and link-preview descriptions of the marketing pages, by path. The prerender step
 * (scripts/lib/prerender.mjs) writes each into its page's <meta name="description"> and Open
 * Graph tags; a marketing page without one falls back to the product's description.
 */
export const PRODUCT_DESCRIPTION =
  'Frontdoor is a free AI website builder for barbers, dentists, electricians, coffee shops and every small service business: describe your business and get a fast, good-looking website in seconds.';

export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': PRODUCT_DESCRIPTION,
  '/pricing': 'Frontdoor is free: a website, a web address, forms and edits with no ads and no card. See what is included.',
  '/support': 'Answers to the questions owners ask about Frontdoor: web addresses and domains, editors, contacts, publishing.',
  '/blog': 'Notes from the Frontdoor team on websites for small businesses.',
  '/tools/business-name-creator': 'Free Business Name Creator: twelve name ideas for your business from a few words.',
  '/tools/business-idea-creator': 'Free Business Idea Creator: ten small-business ideas from a few words.',
  '/create-your-website-with-facebook': 'Turn your Facebook page into a website in seconds: Frontdoor reads your page and builds a site you check and publish, free.',
  '/create-your-website-with-thumbtack': 'Turn your Thumbtack profile into a website: your services, prices and reviews on a site of your own, free.',
  '/create-your-website-with-yelp': 'Turn your Yelp page into a website: your hours, services and best reviews on a fast site of your own, free.',
  '/github-to-website': 'Turn your GitHub profile into a personal website: your profile, README and top repositories, free.',
  '/about': 'About Frontdoor: a free AI website builder for small service businesses. What makes it different, sample owners and the figures we measure.',
  '/whats-new': "What's new in Frontdoor: the features and improvements of the free AI website builder, newest first.",
  '/support/create-your-website': 'Create your website with Frontdoor: what to type in each step of the wizard, and what to do if creating fails.',
  '/support/publish-your-website': 'Publish your Frontdoor website: choose your web address, publish changes, move to a new address and share your link.',
  '/support/connect-a-domain': 'Connect your own domain to your Frontdoor website, free: add two DNS records and the secure certificate is set up for you.',
  '/support/invite-an-editor': 'Invite someone to edit your Frontdoor website: send an invitation by email, see who accepted, and remove access.',
  '/support/take-edit-control': 'Only one person edits a Frontdoor website at a time. What you see while someone else edits, and how to take control safely.',
  '/support/export-contacts': 'Export the messages visitors sent through your Frontdoor contact form as a CSV spreadsheet, emailed to you.',
  '/industries': 'Free websites for 30 kinds of small business, from barber shops and coffee shops to electricians and dentists. Find your trade and see a sample site.',
  // One per industry page, kept beside each page's copy.
  ...INDUSTRY_PAGE_DESCRIPTIONS,
};
