import { returnToHere, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/designer?websiteId=abc#top', '/designer?websiteId=abc#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['pricing', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe('returnToHere', () => {
  it('comes back to the page the sign-in started on', () => {
    expect(returnToHere({ pathname: '/account', search: '' })).toBe('/account');
    expect(returnToHere({ pathname: '/pricing', search: '?a=1' })).toBe('/pricing?a=1');
  });

  it('never comes back to a sign-in screen', () => {
    expect(returnToHere({ pathname: '/login/link', search: '?token=x' })).toBe('/');
    expect(returnToHere({ pathname: '/sign-in/error', search: '?code=unknown' })).toBe('/');
  });
});
