import { createFromPagePath } from './site-links';

describe('createFromPagePath', () => {
  it('starts the wizard with the page kind and the typed link', () => {
    expect(createFromPagePath('facebook', 'https://www.facebook.com/harbor-street?ref=x&y=1')).toBe(
      '/onboarding?from=facebook&link=https%3A%2F%2Fwww.facebook.com%2Fharbor-street%3Fref%3Dx%26y%3D1',
    );
    const query = new URLSearchParams(createFromPagePath('github', 'https://github.com/maya-chen').split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ from: 'github', link: 'https://github.com/maya-chen' });
  });

  it('leaves the link out when none was typed', () => {
    expect(createFromPagePath('yelp')).toBe('/onboarding?from=yelp');
    expect(createFromPagePath('thumbtack', '')).toBe('/onboarding?from=thumbtack');
  });
});
