import type { NamedSourceKind } from '@frontdoor/shared';

// Where the shell's links point (each an APP_ROUTES path, see shared/src/routes).
export const links = {
  home: '/',
  createWebsite: '/onboarding',
  pricing: '/pricing',
  support: '/support',
  blog: '/blog',
  about: '/about',
  industries: '/industries',
  account: '/account',
  websites: '/websites',
  sharedWebsites: '/websites?view=shared',
  inviteRevoked: '/invite/revoked',
  whatsNew: '/whats-new',
  businessNameCreator: '/tools/business-name-creator',
  businessIdeaCreator: '/tools/business-idea-creator',
  fromFacebook: '/create-your-website-with-facebook',
  fromThumbtack: '/create-your-website-with-thumbtack',
  fromYelp: '/create-your-website-with-yelp',
  fromGithub: '/github-to-website',
} as const;

/**
 * The wizard started from a create-from-a-page landing: `from` names the page kind and `link`
 * carries the address the owner typed (left out when they typed none).
 */
export function createFromPagePath(kind: NamedSourceKind, link = ''): string {
  const path = `${links.createWebsite}?from=${kind}`;
  return link ? `${path}&link=${encodeURIComponent(link)}` : path;
}

export const supportEmail = 'support@frontdoor.example';

export const tools = [
  { name: 'Business Name Creator', to: links.businessNameCreator, description: 'Twelve name ideas from a few words about your business.' },
  { name: 'Business Idea Creator', to: links.businessIdeaCreator, description: 'Ten short business ideas to get you started.' },
] as const;
