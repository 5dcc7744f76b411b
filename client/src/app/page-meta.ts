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
};
