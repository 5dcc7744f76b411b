import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(safeReturnTo('/pricing')).toBe('/pricing');
    expect(safeReturnTo('/account?tab=security#email')).toBe('/account?tab=security#email');
  });

  it('answers / for anything that could leave the site', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '', ' /x', '/x\n', undefined, null, ['/a'], 42]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });

  it('answers / for an absurdly long path', () => {
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});
