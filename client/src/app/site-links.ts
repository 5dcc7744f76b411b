import type { NamedSourceKind } from '@frontdoor/shared';

// Where the shell's links point. Some targets are screens of later issues (see the comment beside
// APP_ROUTES in shared/src/routes): until they exist those links show the not-found screen.
export const links = {
  home: '/',
  createWebsite: '/onboarding',
  pricing: '/pricing',
  support: '/support',
  blog: '/blog',
  about: '/about',
  account: '/account',
  websites: '/websites',
  sharedWebsites: '/websites?view=shared',
  inviteRevoked: '/invite/revoked',
  whatsNew: '/blog',
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
